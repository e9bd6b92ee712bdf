// A search baseline for every registered game that plans from its own observation alone: single-observer
// information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012); see docs/agents/mcts.md.
import type { Agent, AgentContext, AgentFactory, AgentMatch, Turn } from '../../core/agent.js';
import type { Game } from '../../core/game.js';
import { type Rng, rngFromSeed } from '../../core/rng.js';
import { UsageError } from '../../core/usage-error.js';

/** Search settings, read from the agent spec's options (`mcts?iterations=500&c=1&rollout=50`). */
export interface MctsSettings {
  /** Determinize-descend-rollout iterations per decision. */
  readonly iterations: number;
  /** UCB1 exploration constant, on rewards normalised to [0, 1]. */
  readonly c: number;
  /** Most random steps in one rollout; a rollout cut short is scored by `game.score`, or 0 for every seat without it. */
  readonly rollout: number;
}

/** Defaults: 200 iterations, c = 0.7 (about 1/√2, the usual constant for rewards in [0, 1]), rollouts of at most 200 steps. */
export const mctsDefaults: MctsSettings = { iterations: 200, c: 0.7, rollout: 200 };

/** One node per sequence of tree edges from the root; its edge is an action of seat `player`. */
interface SearchNode {
  readonly player: number;
  readonly children: Map<string, SearchNode>;
  visits: number;
  /** Times this node's action was legal in a determinization while its parent was being descended. */
  availability: number;
  /** Sum of the returns of seat `player` over the iterations that passed through this node. */
  reward: number;
}

/** The smallest and largest return seen in one search, for normalising mean returns to [0, 1]. */
interface ReturnRange {
  low: number;
  high: number;
}

/** Parses the spec options; throws UsageError naming the option and what it must be. */
export function mctsSettings(options: Readonly<Record<string, string>>): MctsSettings {
  const read = (name: keyof MctsSettings, integer: boolean, min: number): number => {
    const text = options[name];
    if (text === undefined) return mctsDefaults[name];
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
      const kind = integer ? 'an integer' : 'a number';
      throw new UsageError(`option '${name}' of agent 'mcts' must be ${kind} of at least ${min}, got '${text}'`);
    }
    return value;
  };
  return { iterations: read('iterations', true, 1), c: read('c', false, 0), rollout: read('rollout', true, 0) };
}

/** ISMCTS with the settings read from the context's spec options; throws UsageError on a malformed one. */
export const mctsAgent: AgentFactory = (context: AgentContext): Agent =>
  mctsSearchAgent(context, mctsSettings(context.options));

/** ISMCTS over states sampled from each turn's observation, answering the most visited action; throws UsageError without `game.sample`. */
export function mctsSearchAgent(context: AgentMatch, settings: MctsSettings): Agent {
  const { game } = context;
  if (!game.sample) {
    throw new UsageError(
      `agent 'mcts' cannot play '${game.id}': the game has no sample() to rebuild a state from an observation`,
    );
  }
  return {
    name: 'mcts',
    act(turn: Turn) {
      const legal = turn.legalActions;
      if (legal.length <= 1) return { action: legal[0] };
      const rng = rngFromSeed(context.seed, turn.step + 1);
      const root = search(game, turn, context.players, settings, rng);
      const scored = legal.map((action) => {
        const text = game.text.action(action);
        const node = root.children.get(edgeKey(turn.player, text));
        return { action, text, visits: node?.visits ?? 0, mean: node?.visits ? node.reward / node.visits : 0 };
      });
      const ranked = [...scored].sort((a, b) => b.visits - a.visits || b.mean - a.mean);
      const summary = ranked
        .slice(0, 3)
        .map((entry) => `${entry.text} ${entry.visits} visits, mean ${entry.mean.toFixed(2)}`)
        .join('; ');
      return { action: ranked[0]?.action, note: `mcts ${settings.iterations} iterations: ${summary}` };
    },
  };
}

function edgeKey(player: number, text: string): string {
  return `${player}:${text}`;
}

function search(game: Game, turn: Turn, players: number, settings: MctsSettings, rng: Rng): SearchNode {
  const sample = game.sample as NonNullable<Game['sample']>;
  const root: SearchNode = { player: -1, children: new Map(), visits: 0, availability: 0, reward: 0 };
  const range: ReturnRange = { low: Number.POSITIVE_INFINITY, high: Number.NEGATIVE_INFINITY };
  for (let iteration = 0; iteration < settings.iterations; iteration++) {
    let state = sample(turn.observation, turn.player, rng);
    let node = root;
    const path: SearchNode[] = [];
    for (;;) {
      const seats = game.toAct(state);
      if (seats.length === 0) break;
      const player = seats.includes(turn.player) ? turn.player : (seats[0] as number);
      const actions = game.legalActions(state, player);
      if (actions.length === 0) break;
      const keys = actions.map((action) => edgeKey(player, game.text.action(action)));
      const untried: number[] = [];
      for (const [index, key] of keys.entries()) {
        const child = node.children.get(key);
        if (child) child.availability++;
        else untried.push(index);
      }
      let chosen: number;
      if (untried.length > 0) {
        chosen = rng.pick(untried);
        node.children.set(keys[chosen] as string, {
          player,
          children: new Map(),
          visits: 0,
          availability: 1,
          reward: 0,
        });
      } else {
        chosen = selectChild(node, keys, settings.c, range);
      }
      node = node.children.get(keys[chosen] as string) as SearchNode;
      path.push(node);
      state = game.apply(state, jointActions(game, state, seats, player, actions[chosen], rng));
      if (untried.length > 0) break;
    }
    const returns = rollout(game, state, players, settings.rollout, rng);
    for (const value of returns) {
      range.low = Math.min(range.low, value);
      range.high = Math.max(range.high, value);
    }
    root.visits++;
    for (const visited of path) {
      visited.visits++;
      visited.reward += returns[visited.player] ?? 0;
    }
  }
  return root;
}

/** UCB1 with availability counts (ISMCTS): mean return normalised to [0, 1] by the search's range, plus exploration. */
function selectChild(node: SearchNode, keys: readonly string[], c: number, range: ReturnRange): number {
  const spread = range.high - range.low;
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const [index, key] of keys.entries()) {
    const child = node.children.get(key) as SearchNode;
    const mean = child.reward / child.visits;
    const normalised = spread > 0 ? (mean - range.low) / spread : 0.5;
    const value = normalised + c * Math.sqrt(Math.log(child.availability) / child.visits);
    if (value > bestValue) {
      bestValue = value;
      best = index;
    }
  }
  return best;
}

/** The joint action for `seats`: `action` for the tree's seat, a random legal action for every other acting seat. */
function jointActions(
  game: Game,
  state: unknown,
  seats: readonly number[],
  player: number,
  action: unknown,
  rng: Rng,
): unknown[] {
  return seats.map((seat) => (seat === player ? action : rng.pick(game.legalActions(state, seat))));
}

/** Random play to the end, or `limit` steps; the final outcome, else the running score, else 0 for every seat. */
function rollout(game: Game, start: unknown, players: number, limit: number, rng: Rng): readonly number[] {
  let state = start;
  for (let step = 0; step < limit; step++) {
    const seats = game.toAct(state);
    if (seats.length === 0) break;
    state = game.apply(
      state,
      seats.map((seat) => rng.pick(game.legalActions(state, seat))),
    );
  }
  const outcome = game.outcome(state);
  if (outcome) return outcome.scores;
  return game.score?.(state) ?? Array.from({ length: players }, () => 0);
}
