// BuildSFT's "corrected actions" variant: an exploration action judged low is not dropped but answered, at the same
// recorded state, with the verifier-best action — the game's `reference` agent's choice — where the game has one.
import type { AgentFactory, Decision } from '../core/agent.js';
import { formatAnswerLine } from '../core/answer-line.js';
import type { GameModule } from '../core/game-module.js';
import { jsonEqual } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { recordStates } from '../core/record-states.js';
import { mixSeed } from '../core/rng.js';
import type { LabelledRecord } from './learning-trials.js';
import {
  type ExplorationMove,
  explorationMoves,
  moveSignal,
  type SftCriterion,
  type SftExample,
  type SftSelection,
  sftExample,
} from './sft-examples.js';

/** How an export treats actions whose signal is not above the threshold: leave them out, or correct them. */
export const sftVariants = ['filtered', 'corrected'] as const;
export type SftVariant = (typeof sftVariants)[number];

/** The corrected variant's tally: `belowThreshold` = `corrected` + `filtered`. */
export interface CorrectedSftSelection extends SftSelection {
  /** Actions judged low whose example answers with the verifier-best action instead. */
  readonly corrected: number;
  /** Actions judged low that could not be corrected and were left out, as in the filtered variant. */
  readonly filtered: number;
  /** `filtered`, by reason (e.g. `snake has no reference agent`), in the order first met. */
  readonly filteredBecause: Readonly<Record<string, number>>;
}

export interface CorrectedSftOptions {
  readonly threshold?: number;
  readonly by?: SftCriterion;
  /** The module of a game id (its rules and agents), undefined for a game this build does not know. */
  readonly modules: (game: string) => GameModule | undefined;
}

/** A correction, or why there is none. */
type Correction = { readonly ok: true; readonly example: SftExample } | { readonly ok: false; readonly reason: string };

/** The verifier's reward to `player` at `states[step]` had `action` been played instead, when the game scores steps. */
function rewardOf(module: GameModule, record: MatchRecord, step: number, state: unknown, action: unknown, player = 0) {
  const { game } = module;
  const before = game.score?.(state);
  if (!before) return undefined;
  const moves = record.steps[step]?.moves ?? [];
  const after = game.score?.(
    game.apply(
      state,
      moves.map((move) => (move.player === player ? action : move.action)),
    ),
  );
  const reward = (after?.[player] ?? 0) - (before[player] ?? 0);
  return Number.isFinite(reward) ? Number(reward.toPrecision(6)) : undefined;
}

/**
 * The reference agent's action at the recorded state of `explored`, answering the recorded prompt as
 * `Answer: <action>, Score: <the verifier's reward of that action>`. A fresh agent is asked (it sees only the seat's
 * observation, as the model did), seeded from the match seed and step.
 */
async function correct(
  module: GameModule,
  reference: AgentFactory,
  explored: ExplorationMove,
  states: readonly unknown[],
  signal: AbortSignal,
): Promise<Correction> {
  const { game } = module;
  const { record, step, move } = explored;
  const prompt = sftExample(move.exchanges);
  if (!prompt) return { ok: false, reason: 'no recorded prompt (not an LLM agent)' };
  if (prompt.tools) return { ok: false, reason: 'the agent answered through tools (only text answers are corrected)' };
  const state = states[step];
  const player = move.player;
  const agent = reference({
    game,
    params: record.params,
    seat: player,
    players: record.seats.length,
    seed: mixSeed(record.seed, 1 + step) >>> 0,
    options: {},
  });
  const observation = game.observe(state, player);
  const legalActions = game.legalActions(state, player);
  let decision: Decision;
  try {
    decision = await agent.act({
      game,
      params: record.params,
      player,
      step,
      observation,
      legalActions,
      attempt: 0,
      signal,
    });
  } catch {
    return { ok: false, reason: `${game.id}'s reference agent failed` };
  }
  let action = decision.action;
  if (action === undefined && decision.text !== undefined) {
    const parsed = game.text.parseAction(decision.text, observation, player);
    if (parsed.ok) action = parsed.action;
  }
  const legal =
    action !== undefined &&
    (legalActions.some((listed) => jsonEqual(listed, action)) ||
      (game.actionError !== undefined && game.actionError(state, player, action) === null));
  if (!legal) return { ok: false, reason: `${game.id}'s reference agent gave no legal action` };
  const reward = rewardOf(module, record, step, state, action, player) ?? decision.selfScore ?? 0;
  const answer = formatAnswerLine(game.text.action(action), reward);
  // The dataset must teach exactly the action chosen: the codec has to read the answer line back to it.
  const reread = game.text.parseAction(answer, observation, player);
  if (!reread.ok || !jsonEqual(reread.action, action))
    return { ok: false, reason: `${game.id}'s codec does not read the corrected answer back` };
  return {
    ok: true,
    example: { messages: [...prompt.messages.slice(0, -1), { role: 'assistant', content: answer }] },
  };
}

/**
 * The filtered variant's examples (actions judged above `threshold`) with, in their place in label order, a corrected
 * example for each action judged at or below it where the game's reference agent supplies a legal action at the
 * replayed state; actions that cannot be corrected are filtered and counted by reason.
 */
export async function correctedSftExamples(
  records: readonly LabelledRecord[],
  options: CorrectedSftOptions,
): Promise<CorrectedSftSelection> {
  const threshold = options.threshold ?? 0;
  const by = options.by ?? 'self-score';
  const moves = explorationMoves(records);
  const examples: SftExample[] = [];
  const filteredBecause: Record<string, number> = {};
  const replayed = new Map<string, ReturnType<typeof recordStates>>();
  const signal = new AbortController().signal;
  const tally = { belowThreshold: 0, unjudged: 0, noPrompt: 0, corrected: 0, filtered: 0 };
  for (const explored of moves) {
    const judged = moveSignal(explored, by);
    if (judged === undefined) {
      tally.unjudged++;
      continue;
    }
    if (judged > threshold) {
      const example = sftExample(explored.move.exchanges);
      if (example) examples.push(example);
      else tally.noPrompt++;
      continue;
    }
    tally.belowThreshold++;
    const correction = await correctMove(explored, options, replayed, signal);
    if (correction.ok) {
      examples.push(correction.example);
      tally.corrected++;
    } else {
      tally.filtered++;
      filteredBecause[correction.reason] = (filteredBecause[correction.reason] ?? 0) + 1;
    }
  }
  return { examples, actions: moves.length, ...tally, filteredBecause };
}

/** Finds the game and the replayed states of the move's record (once per record), then corrects the move. */
async function correctMove(
  explored: ExplorationMove,
  options: CorrectedSftOptions,
  replayed: Map<string, ReturnType<typeof recordStates>>,
  signal: AbortSignal,
): Promise<Correction> {
  const { record } = explored;
  const module = options.modules(record.game);
  if (!module) return { ok: false, reason: `this build does not know the game ${record.game}` };
  const reference = module.agents.reference;
  if (!reference) return { ok: false, reason: `${record.game} has no reference agent` };
  let states = replayed.get(record.id);
  if (!states) {
    states = recordStates(module.game, record);
    replayed.set(record.id, states);
  }
  if (!states.ok) return { ok: false, reason: `a ${record.game} record does not replay on this build` };
  return correct(module, reference, explored, states.states, signal);
}
