// The Bayes-optimal player: exact expectimax over the posterior on the Evolution of Trust strategies, so it values
// a probing move by what the answer will reveal, which the heuristic's per-strategy rollouts cannot.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type Move, moves, payoff } from './payoff.js';
import {
  type DeterministicStrategy,
  deterministicStrategies,
  otherSide,
  posteriorWeights,
  type RoundMoves,
  strategyNames,
} from './strategies.js';
import type { TrustObservation } from './trust-evolution-game.js';

/** Rounds the search looks ahead: the whole S³Gym episode (10); later rounds of a longer game are ignored. */
const referenceLookahead = 10;

/** Deterministic strategies still possible, with their posterior weights; `random` carries the rest. */
interface Belief {
  readonly strategies: readonly (readonly [DeterministicStrategy, number])[];
  readonly random: number;
}

/** The expected points of the best move and of each move, over the next `roundsLeft` rounds. */
export interface MoveValues {
  readonly best: Move;
  readonly values: Readonly<Record<Move, number>>;
  /** Expected points of `best` in this round alone (the self-score). */
  readonly immediate: number;
}

/** Expected total of the best play over `roundsLeft` rounds after `history` (our side), under `belief`. */
function value(belief: Belief, history: readonly RoundMoves[], roundsLeft: number): number {
  if (roundsLeft <= 0) return 0;
  // Against random alone nothing can be learned or influenced: cheat, 1.5 points a round in expectation.
  if (belief.strategies.length === 0) return 1.5 * roundsLeft;
  const { best, values } = moveValues(belief, history, roundsLeft);
  return values[best];
}

/** Each move's expected total: this round's points plus the best play after each answer, weighted by its chance. */
function moveValues(belief: Belief, history: readonly RoundMoves[], roundsLeft: number): MoveValues {
  const theirs = history.map(otherSide);
  const split: Record<Move, [DeterministicStrategy, number][]> = { collaborate: [], cheat: [] };
  for (const [name, weight] of belief.strategies) split[deterministicStrategies[name](theirs)].push([name, weight]);
  const total = belief.strategies.reduce((sum, [, weight]) => sum + weight, belief.random);
  const values = { collaborate: 0, cheat: 0 };
  const immediate = { collaborate: 0, cheat: 0 };
  for (const own of moves) {
    for (const other of moves) {
      const answer: Belief = { strategies: split[other], random: belief.random / 2 };
      const weight = answer.strategies.reduce((sum, [, w]) => sum + w, answer.random);
      if (weight === 0) continue;
      const chance = weight / total;
      const points = payoff(own, other);
      immediate[own] += chance * points;
      values[own] += chance * (points + value(answer, [...history, { own, other }], roundsLeft - 1));
    }
  }
  // Ties go to collaborating: the move that keeps a reciprocating opponent on side.
  const best: Move = values.cheat > values.collaborate + 1e-9 ? 'cheat' : 'collaborate';
  return { best, values, immediate: immediate[best] };
}

/** The belief after `history` (our side) under the `opponent` parameter `pool`. */
function trustBelief(pool: string, history: readonly RoundMoves[]): Belief {
  const weights = posteriorWeights(pool, history.map(otherSide));
  return {
    strategies: strategyNames.flatMap((name) =>
      name !== 'random' && weights[name] > 0 ? [[name, weights[name]] as const] : [],
    ),
    random: weights.random,
  };
}

/** The Bayes-optimal move after `history` with `roundsLeft` rounds to play (at most `referenceLookahead` searched). */
export function chooseTrustReferenceMove(pool: string, history: readonly RoundMoves[], roundsLeft: number): MoveValues {
  return moveValues(trustBelief(pool, history), history, Math.min(roundsLeft, referenceLookahead));
}

/**
 * Plays `chooseTrustReferenceMove` (prior from the `opponent` parameter; uniform with two seats); never answers END.
 * Its self-score is the expected points of the round.
 */
export const trustEvolutionReference: AgentFactory = (): Agent => ({
  name: 'reference',
  act(turn) {
    const observation = turn.observation as TrustObservation;
    const history: readonly RoundMoves[] = observation.history;
    const roundsLeft = observation.rounds - history.length - observation.skipped;
    const choice = chooseTrustReferenceMove(observation.pool ?? 'uniform', history, roundsLeft);
    return {
      action: choice.best,
      selfScore: Math.round(choice.immediate * 100) / 100,
      note: `expected total from here: ${Math.round(choice.values[choice.best] * 100) / 100}`,
    };
  },
});
