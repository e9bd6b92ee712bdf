// The two naive whole-board predictions the game's rules are built to defeat (docs/games/chess.md): every piece stays,
// and every piece repeats its last move. Both score near 0 because every rule moves and never repeats a move at once.
import { displacement, shiftCell } from './chess-movers.js';
import type { Cell, ChessFrame } from './chess-state.js';

/** The boards and board size a prediction is made from. */
interface History {
  readonly frames: readonly ChessFrame[];
  readonly rules: { readonly size: number };
}

/** Every piece stays where it is (the do-nothing prediction, and the one listed legal prediction). */
export function stayPrediction(state: History): Cell[] {
  return (state.frames.at(-1) as ChessFrame).cells.slice();
}

/** Every piece repeats its last displacement (across a wrapped edge too); with one board, every piece stays. */
export function repeatLastPrediction(state: History): Cell[] {
  const { frames, rules } = state;
  const current = (frames.at(-1) as ChessFrame).cells;
  const previous = frames.at(-2)?.cells;
  if (!previous) return current.slice();
  return current.map((cell, piece) =>
    shiftCell(cell, displacement(previous[piece] as Cell, cell, rules.size), rules.size),
  );
}
