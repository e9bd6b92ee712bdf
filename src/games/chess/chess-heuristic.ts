// The baseline predictor: every piece repeats its last displacement.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { repeatPrediction } from './chess-predictions.js';
import { type ChessAction, type ChessObservation, predictionOf } from './chess-state.js';

/** The heuristic's prediction and its own estimate of the fraction it gets right. */
export interface ChessChoice {
  readonly action: ChessAction;
  readonly selfScore: number;
}

/** Plays `predictByRepeating`; deterministic, never answers END. */
export const chessHeuristic: AgentFactory = (): Agent => ({
  name: 'chess-heuristic',
  act: (turn) => predictByRepeating(turn.observation as ChessObservation),
});

/**
 * Every piece repeats its last displacement (kept on the board); the self-score is the fraction of pieces whose
 * last two displacements were equal, i.e. that looked steady.
 */
export function predictByRepeating(observation: ChessObservation): ChessChoice {
  const { frames, letters } = observation;
  const steady = [...letters].filter((_, piece) => {
    const [a, b, c] = [frames.at(-3), frames.at(-2), frames.at(-1)].map((frame) => frame?.cells[piece]);
    if (!a || !b || !c) return false;
    return c[0] - b[0] === b[0] - a[0] && c[1] - b[1] === b[1] - a[1];
  }).length;
  return {
    action: predictionOf(letters, repeatPrediction(observation)),
    selfScore: letters.length ? Math.round((steady / letters.length) * 100) / 100 : 0,
  };
}
