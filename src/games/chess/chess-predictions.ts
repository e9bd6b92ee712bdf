// Simple whole-board predictions: the heuristic's guess and the representative legal actions listed each step.
import { rotate } from './chess-movers.js';
import { type Cell, type ChessFrame, clampCell } from './chess-state.js';

/** Each piece's last displacement (between the two newest boards), or none when only one board is visible. */
function displacement(frames: readonly ChessFrame[], piece: number, back: number): readonly [number, number] {
  const newer = frames[frames.length - back]?.cells[piece];
  const older = frames[frames.length - back - 1]?.cells[piece];
  return newer && older ? [newer[0] - older[0], newer[1] - older[1]] : [0, 0];
}

/** Every piece moves by `shift(piece)` from its current cell, kept on the board. */
function shifted(
  state: { readonly frames: readonly ChessFrame[]; readonly rules: { readonly size: number } },
  shift: (piece: number) => readonly [number, number],
): Cell[] {
  const current = (state.frames.at(-1) as ChessFrame).cells;
  return current.map((cell, piece) => {
    const [rows, columns] = shift(piece);
    return clampCell(state.rules.size, [cell[0] + rows, cell[1] + columns]);
  });
}

/** Every piece repeats its last displacement, kept on the board (the heuristic's prediction). */
export function repeatPrediction(state: {
  readonly frames: readonly ChessFrame[];
  readonly rules: { readonly size: number };
}): Cell[] {
  return shifted(state, (piece) => displacement(state.frames, piece, 1));
}

/**
 * The listed predictions, duplicates removed: every piece stays; repeats its last displacement; repeats the one
 * before; steps back to its previous cell; turns its last displacement 90° clockwise; turns it counter-clockwise.
 */
export function representativePredictions(state: {
  readonly frames: readonly ChessFrame[];
  readonly rules: { readonly size: number };
}): Cell[][] {
  const { frames } = state;
  const candidates = [
    shifted(state, () => [0, 0]),
    repeatPrediction(state),
    shifted(state, (piece) => displacement(frames, piece, 2)),
    shifted(state, (piece) => {
      const [rows, columns] = displacement(frames, piece, 1);
      return [-rows, -columns];
    }),
    shifted(state, (piece) => rotate(displacement(frames, piece, 1), 1)),
    shifted(state, (piece) => rotate(displacement(frames, piece, 1), -1)),
  ];
  const seen = new Set<string>();
  return candidates.filter((cells) => {
    const key = JSON.stringify(cells);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
