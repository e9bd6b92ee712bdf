// The baseline predictor: each piece's moves are read as a repeating pattern of 2–4 moves, ignoring collisions.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { cycleLengths, displacement, type Step, sameStep, shiftCell } from './chess-movers.js';
import { type Cell, type ChessAction, type ChessObservation, predictionOf } from './chess-state.js';

/** The heuristic's prediction and its own estimate of the step's reward. */
export interface ChessChoice {
  readonly action: ChessAction;
  readonly selfScore: number;
}

/** Plays `predictByPattern`; deterministic, never answers END. */
export const chessHeuristic: AgentFactory = (): Agent => ({
  name: 'chess-heuristic',
  act: (turn) => predictByPattern(turn.observation as ChessObservation),
});

/**
 * Each piece repeats the move it made `period` steps ago, the period (2, 3 or 4) being the shortest with which its
 * visible moves repeat exactly, else the one with the most repeats; collisions are not modelled. The self-score is
 * the fraction of pieces with an exact period, as a step's reward (divided by the number of predictions).
 */
export function predictByPattern(observation: ChessObservation): ChessChoice {
  const { frames, letters, rules } = observation;
  const current = (frames.at(-1) as { cells: readonly Cell[] }).cells;
  let exact = 0;
  const cells = current.map((cell, piece): Cell => {
    const moves: Step[] = [];
    for (let index = 0; index + 1 < frames.length; index++) {
      const from = frames[index]?.cells[piece] as Cell;
      const to = frames[index + 1]?.cells[piece] as Cell;
      moves.push(displacement(from, to, rules.size));
    }
    const fit = bestPeriod(moves);
    if (fit.exact) exact++;
    const step = moves[moves.length - fit.period] ?? moves.at(-1) ?? ([0, 0] as Step);
    return shiftCell(cell, step, rules.size);
  });
  const fraction = letters.length ? exact / letters.length : 0;
  return {
    action: predictionOf(letters, cells),
    selfScore: Math.round((fraction / rules.maxSteps) * 1000) / 1000,
  };
}

/** The shortest period with which `moves` repeat exactly (seen at least once), else the one repeating most often. */
function bestPeriod(moves: readonly Step[]): { period: number; exact: boolean } {
  let best = { period: 1, exact: false, repeats: -1 };
  for (const period of cycleLengths) {
    if (period > moves.length) break;
    let repeats = 0;
    for (let index = period; index < moves.length; index++) {
      if (sameStep(moves[index] as Step, moves[index - period] as Step)) repeats++;
    }
    const checks = moves.length - period;
    if (checks > 0 && repeats === checks) return { period, exact: true };
    if (repeats > best.repeats) best = { period, exact: false, repeats };
  }
  return { period: best.period, exact: false };
}
