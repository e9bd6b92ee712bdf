// Piece-movement prediction: the current board with every piece's letter, and where each piece stood one board earlier.
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asCell, asNumber, asRecord, asString } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

/** The last frame of the history (pieces by letter), the one before it faded, and the steps played (no score: hidden). */
export function ChessRenderer({ observation }: RendererProps) {
  const state = asRecord(observation, 'chess observation');
  const size = asNumber(asRecord(state.rules, 'rules').size, 'size');
  const letters = asString(state.letters, 'letters');
  const frames = asArray(state.frames, 'frames').map((frame) => asRecord(frame, 'frame'));
  const current = frames.at(-1);
  const previous = frames.at(-2);
  const cells: GridCell[] = Array.from({ length: size * size }, (): GridCell => ({ kind: 'square' }));
  const place = (cells_: readonly unknown[], kind: string) => {
    cells_.forEach((entry, index) => {
      const [row, column] = asCell(entry, 'piece cell');
      const letter = letters[index] ?? '?';
      if (row >= 0 && column >= 0 && row < size && column < size) {
        cells[row * size + column] = { kind, label: letter, title: `${letter} (${row}, ${column})` };
      }
    });
  };
  if (previous) place(asArray(previous.cells, 'cells'), 'trail');
  if (current) place(asArray(current.cells, 'cells'), 'piece');
  return (
    <div className="board">
      <BoardGrid cells={cells} columns={size} size={26} label="piece prediction board" />
      <p className="board-caption">
        t={current ? asNumber(current.time, 'time') : '?'} · {letters.length} pieces (faded: one board earlier) · step{' '}
        {asNumber(state.step, 'step')}
      </p>
    </div>
  );
}
