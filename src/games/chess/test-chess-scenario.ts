// Test helper: piece-movement states from a drawn board and each piece's rule, so tests show where pieces start.
import { type Mover, stepBoard } from './chess-movers.js';
import type { Cell, ChessFrame, ChessState } from './chess-state.js';

/** Options a scenario may override; everything else takes the eval preset's values. */
export interface ChessScenarioOptions {
  readonly history?: number;
  readonly maxSteps?: number;
  /** Steps to play out before the state is returned, filling the history (default 0: one board). */
  readonly steps?: number;
}

/** A test-only obstacle that never moves (outside the game's family of rules, which all move). */
export const stillMover: Mover = { moves: [[0, 0]] };

/**
 * A state from a square board drawn with `.` and letters; `movers` gives each letter's rule (default `stillMover`).
 * The drawn board is time 0; `steps` more boards are played out with the game's own stepping.
 */
export function chessScenario(
  board: readonly string[],
  movers: Readonly<Record<string, Mover>> = {},
  options: ChessScenarioOptions = {},
): ChessState {
  const found: { letter: string; cell: Cell }[] = [];
  for (const [row, line] of board.entries()) {
    for (const [column, symbol] of [...line].entries())
      if (symbol !== '.') found.push({ letter: symbol, cell: [row, column] });
  }
  found.sort((a, b) => (a.letter < b.letter ? -1 : 1));
  const letters = found.map((piece) => piece.letter).join('');
  const size = board.length;
  const history = options.history ?? 7;
  let current: Mover[] = found.map((piece) => movers[piece.letter] ?? stillMover);
  const frames: ChessFrame[] = [{ time: 0, cells: found.map((piece) => piece.cell) }];
  for (let time = 1; time <= (options.steps ?? 0); time++) {
    const next = stepBoard((frames.at(-1) as ChessFrame).cells, current, size);
    frames.push({ time, cells: next.cells });
    current = next.movers;
  }
  return {
    rules: { size, history, maxSteps: options.maxSteps ?? 5 },
    letters,
    frames: frames.slice(-history),
    step: 0,
    correct: 0,
    end: null,
    movers: current,
  };
}

/** Where each piece stands on the state's current board, keyed by letter. */
export function positions(state: ChessState): Record<string, Cell> {
  const cells = (state.frames.at(-1) as ChessFrame).cells;
  return Object.fromEntries([...state.letters].map((letter, piece) => [letter, cells[piece] as Cell]));
}
