// The opponent strategies of "The Evolution of Trust" as small pure functions of the history seen from their side,
// plus the priors the `opponent` parameter draws them from and the posterior `sample` and the heuristic share.
import type { Rng } from '../../core/rng.js';
import type { Move } from './payoff.js';

/** One past round from one player's side: its own move and the other's. */
export interface RoundMoves {
  readonly own: Move;
  readonly other: Move;
}

/** The same round seen from the other player's side. */
export function otherSide(round: RoundMoves): RoundMoves {
  return { own: round.other, other: round.own };
}

/** The strategies of The Evolution of Trust, in the order the game introduces them. */
export const strategyNames = [
  'copycat',
  'always-cheat',
  'always-cooperate',
  'grudger',
  'detective',
  'copykitten',
  'simpleton',
  'random',
] as const;

/** A strategy's name. */
export type Strategy = (typeof strategyNames)[number];

/** The strategies whose move is a function of the history alone. */
export type DeterministicStrategy = Exclude<Strategy, 'random'>;

/** Collaborates first, then copies the other's last move. */
export function copycat(history: readonly RoundMoves[]): Move {
  return history.at(-1)?.other ?? 'collaborate';
}

/** Always cheats. */
export function alwaysCheat(): Move {
  return 'cheat';
}

/** Always collaborates. */
export function alwaysCooperate(): Move {
  return 'collaborate';
}

/** Collaborates until the other cheats once, then cheats for ever. */
export function grudger(history: readonly RoundMoves[]): Move {
  return history.some((round) => round.other === 'cheat') ? 'cheat' : 'collaborate';
}

const detectiveProbe: readonly Move[] = ['collaborate', 'cheat', 'collaborate', 'collaborate'];
/**
 * Probe rounds whose cheats detective notices: the first three. The original (ncase/trust, `Logic_prober`) notes a
 * cheat only while probe moves are left, and its fourth is taken before round 4's moves are remembered.
 */
export const detectiveWatchedRounds = detectiveProbe.length - 1;

/**
 * Plays collaborate, cheat, collaborate, collaborate; then copycat if the other cheated in one of the first three
 * rounds (a first cheat in round 4 goes unnoticed, as in the original), else always cheats.
 */
export function detective(history: readonly RoundMoves[]): Move {
  const probe = detectiveProbe[history.length];
  if (probe) return probe;
  const caught = history.slice(0, detectiveWatchedRounds).some((round) => round.other === 'cheat');
  return caught ? copycat(history) : 'cheat';
}

/** Like copycat, but cheats only after the other cheated twice in a row. */
export function copykitten(history: readonly RoundMoves[]): Move {
  return history.length >= 2 && history.at(-1)?.other === 'cheat' && history.at(-2)?.other === 'cheat'
    ? 'cheat'
    : 'collaborate';
}

/** Collaborates first; then repeats its own last move if the other collaborated, and switches if the other cheated. */
export function simpleton(history: readonly RoundMoves[]): Move {
  const last = history.at(-1);
  if (!last) return 'collaborate';
  if (last.other === 'collaborate') return last.own;
  return last.own === 'collaborate' ? 'cheat' : 'collaborate';
}

/** Collaborates or cheats with equal probability, whatever happened. */
export function randomMove(rng: Rng): Move {
  return rng.chance(0.5) ? 'collaborate' : 'cheat';
}

/** The deterministic strategies by name. */
export const deterministicStrategies: Readonly<
  Record<DeterministicStrategy, (history: readonly RoundMoves[]) => Move>
> = {
  copycat,
  'always-cheat': alwaysCheat,
  'always-cooperate': alwaysCooperate,
  grudger,
  detective,
  copykitten,
  simpleton,
};

/** The move of `strategy` after `history` (seen from the strategy's side); only `random` draws from `rng`. */
export function strategyMove(strategy: Strategy, history: readonly RoundMoves[], rng: Rng): Move {
  return strategy === 'random' ? randomMove(rng) : deterministicStrategies[strategy](history);
}

/**
 * Prior weights of the `biased` opponent draw (out of 16): strategies that are easy to read and to score well against are
 * more likely (always-cooperate, copycat, simpleton), the unforgiving, exploitative or noisy ones less.
 */
export const biasedWeights: Readonly<Record<Strategy, number>> = {
  copycat: 3,
  'always-cheat': 1,
  'always-cooperate': 4,
  grudger: 1,
  detective: 1,
  copykitten: 2,
  simpleton: 3,
  random: 1,
};

/** The values of the `opponent` parameter: the two draws, then every strategy by name (fixed opponent). */
export const opponentChoices: readonly string[] = ['biased', 'uniform', ...strategyNames];

/** True when `value` names a strategy. */
export function isStrategy(value: string): value is Strategy {
  return (strategyNames as readonly string[]).includes(value);
}

/** Prior weight of each strategy under an `opponent` parameter value; throws on a value that is not one of `opponentChoices`. */
export function opponentWeights(pool: string): Readonly<Record<Strategy, number>> {
  if (pool === 'biased') return biasedWeights;
  if (pool !== 'uniform' && !isStrategy(pool)) {
    throw new Error(`unknown opponent '${pool}'; valid values: ${opponentChoices.join(', ')}`);
  }
  const weights: Partial<Record<Strategy, number>> = {};
  for (const name of strategyNames) weights[name] = pool === 'uniform' || pool === name ? 1 : 0;
  return weights as Record<Strategy, number>;
}

/** Draws a strategy with probability proportional to `weights` (which must not all be zero). */
export function drawStrategy(weights: Readonly<Record<Strategy, number>>, rng: Rng): Strategy {
  const total = strategyNames.reduce((sum, name) => sum + weights[name], 0);
  let point = rng.float() * total;
  for (const name of strategyNames) {
    point -= weights[name];
    if (point < 0 && weights[name] > 0) return name;
  }
  const last = strategyNames.findLast((name) => weights[name] > 0);
  if (!last) throw new Error('drawStrategy: every weight is zero');
  return last;
}

/** True when deterministic `strategy` would have played every `own` move of `history` (seen from its side). */
export function reproduces(strategy: DeterministicStrategy, history: readonly RoundMoves[]): boolean {
  const play = deterministicStrategies[strategy];
  const seen: RoundMoves[] = [];
  for (const round of history) {
    if (play(seen) !== round.own) return false;
    seen.push(round);
  }
  return true;
}

/**
 * Posterior weights (unnormalised) of each strategy after `history`, seen from the opponent's side: the prior times the
 * likelihood, 1 or 0 for a deterministic strategy and ½ per round for random. When the prior rules out every consistent
 * strategy (an observation no real game produces), every consistent strategy gets weight 1 instead; random always is one.
 */
export function posteriorWeights(pool: string, history: readonly RoundMoves[]): Record<Strategy, number> {
  const prior = opponentWeights(pool);
  const likelihood = (name: Strategy): number =>
    name === 'random' ? 0.5 ** history.length : reproduces(name, history) ? 1 : 0;
  const weights: Partial<Record<Strategy, number>> = {};
  for (const name of strategyNames) weights[name] = prior[name] * likelihood(name);
  if (strategyNames.every((name) => weights[name] === 0)) {
    for (const name of strategyNames) weights[name] = likelihood(name) > 0 ? 1 : 0;
  }
  return weights as Record<Strategy, number>;
}
