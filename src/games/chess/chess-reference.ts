// The reference predictor: per piece, the rules consistent with the visible boards vote (by prior weight) on its next
// move; the joint move is then resolved with the game's collision rule.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { consistentMoversOfAll } from './chess-inference.js';
import { displacement, resolveMoves, type Step } from './chess-movers.js';
import { repeatLastPrediction } from './chess-predictions.js';
import { type Cell, type ChessAction, type ChessObservation, currentCells, predictionOf } from './chess-state.js';

/** The reference's prediction and its posterior estimate of the step's reward. */
export interface ChessInference {
  readonly action: ChessAction;
  readonly selfScore: number;
  /** Consistent rules per piece, in letter order. */
  readonly hypotheses: readonly number[];
}

/** Plays `predictByInference`. */
export const chessReference: AgentFactory = (): Agent => ({
  name: 'chess-reference',
  act: (turn) => {
    const inference = predictByInference(turn.observation as ChessObservation);
    const ambiguous = inference.hypotheses.filter((count) => count > 1).length;
    return {
      action: inference.action,
      selfScore: inference.selfScore,
      note: `${ambiguous} of ${inference.hypotheses.length} pieces have more than one consistent rule`,
    };
  },
});

/**
 * For each piece, the next move with the most prior weight among the rules consistent with the history; then the
 * pieces move in move order with the collision rule. A piece no rule explains (impossible for boards this game
 * produced) repeats its last move. The self-score is the mean posterior weight of the chosen moves, as a step's reward.
 */
export function predictByInference(observation: ChessObservation): ChessInference {
  const { rules, letters, frames } = observation;
  const cells = currentCells(observation);
  const hypotheses = consistentMoversOfAll(frames, rules.size);
  const repeated = repeatLastPrediction(observation);
  let confidence = 0;
  const steps = cells.map((cell, piece): Step => {
    const votes = new Map<string, { step: Step; weight: number }>();
    let total = 0;
    for (const { mover, weight } of hypotheses[piece] ?? []) {
      const step = mover.moves[0] as Step;
      const key = step.join(',');
      const vote = votes.get(key) ?? { step, weight: 0 };
      vote.weight += weight;
      votes.set(key, vote);
      total += weight;
    }
    let best: { step: Step; weight: number } | undefined;
    for (const vote of votes.values()) if (!best || vote.weight > best.weight) best = vote;
    if (!best) return displacement(cell, repeated[piece] as Cell, rules.size);
    confidence += best.weight / total;
    return best.step;
  });
  const predicted = resolveMoves(cells, steps, rules.size);
  const fraction = letters.length ? confidence / letters.length : 0;
  return {
    action: predictionOf(letters, predicted),
    selfScore: Math.round((fraction / rules.maxSteps) * 1000) / 1000,
    hypotheses: hypotheses.map((list) => list.length),
  };
}
