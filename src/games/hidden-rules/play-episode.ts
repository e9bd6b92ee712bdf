// Plays one episode of a hidden-rule game with a built-in (synchronous) agent, without the referee: fast enough for
// calibrating over many seeds in a test.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { Game, Params } from '../../core/game.js';
import { episodeParam, rulesetParam } from '../../core/hidden-rules.js';
import { jsonEqual } from '../../core/json.js';
import { agentSeed } from '../../core/play-match.js';

/**
 * The final score of `agent` on `seed` and `episode` of variant `ruleset`; throws if the agent answers asynchronously
 * or illegally.
 */
export function playEpisode(game: Game, agent: AgentFactory, seed: number, episode: number, ruleset = 0): number {
  const params: Params = { [episodeParam]: episode, ...(ruleset === 0 ? {} : { [rulesetParam]: ruleset }) };
  const match = { game, params, seat: 0, players: 1, seed: agentSeed(seed, 0), options: {} };
  const player = agent(match);
  const controller = new AbortController();
  let state = game.setup(params, seed, 1);
  for (let step = 0; game.toAct(state).length > 0; step++) {
    const legalActions = game.legalActions(state, 0);
    const decision = player.act({
      game,
      params,
      player: 0,
      step,
      observation: game.observe(state, 0),
      legalActions,
      attempt: 0,
      signal: controller.signal,
    }) as Decision;
    if (decision instanceof Promise) throw new Error(`${player.name} answered asynchronously`);
    const action =
      decision.action ?? (decision.text === undefined ? undefined : textAction(game, state, decision.text));
    const legal = legalActions.find((candidate) => jsonEqual(candidate, action));
    if (legal === undefined) throw new Error(`${player.name} played an illegal action ${JSON.stringify(action)}`);
    state = game.apply(state, [legal]);
  }
  const outcome = game.outcome(state);
  if (!outcome) throw new Error(`${game.id}: no outcome at the end`);
  return outcome.scores[0] as number;
}

function textAction(game: Game, state: unknown, text: string): unknown {
  const parsed = game.text.parseAction(text, game.observe(state, 0), 0);
  return parsed.ok ? parsed.action : undefined;
}
