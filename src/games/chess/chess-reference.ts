// The reference predictor: per piece, the catalogue rules consistent with the visible boards vote (by prior weight)
// on its intended cell; the joint move is then resolved with the game's collision rule.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { consistentMoversOfAll } from './chess-inference.js';
import { intentOf, resolveMoves } from './chess-movers.js';
import { repeatPrediction } from './chess-predictions.js';
import { type Cell, type ChessAction, type ChessObservation, currentCells, predictionOf } from './chess-state.js';

/** The reference's prediction and its posterior estimate of the fraction it gets right. */
export interface ChessInference {
  readonly action: ChessAction;
  readonly selfScore: number;
  /** Consistent catalogue entries per piece, in letter order. */
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
 * For each piece, the intended cell with the most prior weight among the catalogue rules consistent with the
 * history; then the pieces move in move order with the collision rule. A piece no rule explains (impossible for
 * boards this game produced) falls back to repeating its last displacement.
 */
export function predictByInference(observation: ChessObservation): ChessInference {
  const { rules, letters, frames } = observation;
  const cells = currentCells(observation);
  const hypotheses = consistentMoversOfAll(frames, rules.size);
  const repeated = repeatPrediction(observation);
  let confidence = 0;
  const targets = cells.map((_cell, piece): Cell => {
    const list = hypotheses[piece] ?? [];
    const votes = new Map<string, { target: Cell; weight: number }>();
    let total = 0;
    for (const { mover, weight } of list) {
      const { target } = intentOf(mover, cells, piece, rules.size);
      const key = `${target[0]},${target[1]}`;
      const vote = votes.get(key) ?? { target, weight: 0 };
      vote.weight += weight;
      votes.set(key, vote);
      total += weight;
    }
    let best: { target: Cell; weight: number } | undefined;
    for (const vote of votes.values()) if (!best || vote.weight > best.weight) best = vote;
    if (!best) return repeated[piece] as Cell;
    confidence += best.weight / total;
    return best.target;
  });
  const predicted = resolveMoves(cells, targets, rules.size);
  return {
    action: predictionOf(letters, predicted),
    selfScore: letters.length ? Math.round((confidence / letters.length) * 100) / 100 : 0,
    hypotheses: hypotheses.map((list) => list.length),
  };
}
