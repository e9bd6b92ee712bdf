// The learner's trust-evolution model: how often the hidden opponent collaborates after each kind of history (the
// round, both players' last moves, whether each ever cheated), learned from exploration episodes, and a plan that
// maximises the expected payoff of the remaining rounds under that model (exact dynamic programming).
import type { LearnerModel, LearnerStep, LearnerTable, ValueEstimate } from '../../core/game-learner.js';
import type { Move } from './payoff.js';
import { payoff } from './payoff.js';
import type { TrustAction, TrustObservation } from './trust-evolution-game.js';

/** The part of a history the model conditions on. */
interface TrustContext {
  readonly round: number;
  readonly ownLast: Move | null;
  readonly otherLast: Move | null;
  readonly ownCheated: boolean;
  readonly otherCheated: boolean;
}

/**
 * The keys under which the opponent's next move is counted: a fine one (the first four rounds exactly, then middle
 * and last rounds) and a coarse one without the round, which fills in for fine contexts seen rarely.
 */
export function trustContextKeys(context: TrustContext, rounds: number): readonly [string, string] {
  const last = (move: Move | null) => (move === null ? '-' : move === 'collaborate' ? 'c' : 'x');
  const moves = `${last(context.ownLast)}${last(context.otherLast)}:${context.ownCheated ? 1 : 0}${context.otherCheated ? 1 : 0}`;
  const round = context.round >= rounds - 1 ? 'last' : context.round < 4 ? String(context.round) : 'mid';
  return [`${round}:${moves}`, `*:${moves}`];
}

/** Pseudo-observations with which the coarse estimate fills in for a fine context. */
const backoff = 2;

function estimate(table: LearnerTable, keys: readonly [string, string]): number {
  const [coarseVisits, coarseMean] = table[keys[1]]?.[collaborates] ?? [0, 0];
  const coarse = (coarseVisits * coarseMean + 0.5) / (coarseVisits + 1);
  const [visits, mean] = table[keys[0]]?.[collaborates] ?? [0, 0];
  return (visits * mean + backoff * coarse) / (visits + backoff);
}

/** The context of an observation's history. */
export function trustContext(observation: TrustObservation): TrustContext {
  const { history } = observation;
  const last = history.at(-1);
  return {
    round: history.length,
    ownLast: last?.own ?? null,
    otherLast: last?.other ?? null,
    ownCheated: history.some((entry) => entry.own === 'cheat'),
    otherCheated: history.some((entry) => entry.other === 'cheat'),
  };
}

/** The opponent's move in a round, read from the agent's move and its payoff. */
export function opponentMove(own: Move, reward: number): Move {
  return payoff(own, 'collaborate') === reward ? 'collaborate' : 'cheat';
}

/** Key of the opponent-collaborates estimate in a context's table. */
export const collaborates = 'opponent-collaborates';

/**
 * Expected payoff of each move now, planning the remaining rounds against the learned model; a rarely seen context
 * leans on its coarse estimate, and an unseen one on a fair coin.
 */
export function planTrust(table: LearnerTable, observation: TrustObservation): Record<Move, number> {
  const memo = new Map<string, number>();
  const chance = (context: TrustContext): number => estimate(table, trustContextKeys(context, observation.rounds));
  const moveValue = (context: TrustContext, own: Move): number => {
    const p = chance(context);
    let total = 0;
    for (const [other, weight] of [
      ['collaborate', p],
      ['cheat', 1 - p],
    ] as const) {
      if (weight === 0) continue;
      const next: TrustContext = {
        round: context.round + 1,
        ownLast: own,
        otherLast: other,
        ownCheated: context.ownCheated || own === 'cheat',
        otherCheated: context.otherCheated || other === 'cheat',
      };
      total += weight * (payoff(own, other) + value(next));
    }
    return total;
  };
  const value = (context: TrustContext): number => {
    if (context.round >= observation.rounds) return 0;
    const key = `${context.round}:${trustContextKeys(context, observation.rounds)[1]}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const best = Math.max(moveValue(context, 'collaborate'), moveValue(context, 'cheat'));
    memo.set(key, best);
    return best;
  };
  const now = trustContext(observation);
  return { collaborate: moveValue(now, 'collaborate'), cheat: moveValue(now, 'cheat') };
}

/** Counts how often the opponent collaborated in each context (its move is read from the payoff). */
function learnOpponent(table: Record<string, Record<string, ValueEstimate>>, steps: readonly LearnerStep[]): void {
  for (const step of steps) {
    const own = step.action as TrustAction;
    if (own === 'END' || own === 'none' || step.reward === undefined) continue;
    const observation = step.observation as TrustObservation;
    const observed = opponentMove(own, step.reward) === 'collaborate' ? 1 : 0;
    for (const key of trustContextKeys(trustContext(observation), observation.rounds)) {
      table[key] ??= {};
      const values = table[key] as Record<string, ValueEstimate>;
      const [visits, mean] = values[collaborates] ?? [0, 0];
      values[collaborates] = [visits + 1, mean + (observed - mean) / (visits + 1)];
    }
  }
}

/**
 * The learner's trust-evolution model: it learns the hidden opponent's habits and plays the move with the best
 * planned payoff (ties and ε-exploration drawn from the seeded rng); END is never chosen while a move is legal.
 */
export const trustEvolutionLearner: LearnerModel = {
  type: 'model',
  name: 'trust-opponent-model',
  learn: learnOpponent,
  choose(table, turn, rng, epsilon) {
    const moves = turn.legalActions.filter((action) => action !== 'END');
    if (moves.length === 0 || rng.chance(epsilon)) return rng.pick(moves.length ? moves : turn.legalActions);
    const plan = planTrust(table, turn.observation as TrustObservation);
    const best = Math.max(plan.collaborate, plan.cheat);
    return rng.pick(moves.filter((move) => plan[move as Move] === best));
  },
};
