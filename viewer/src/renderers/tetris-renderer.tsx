// Tetris's well: fixed cells on a CSS grid, with the current piece (and, in version 1 records, the next) named beside it.
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asNumber, asRecord, asString } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

/** The board rows (`*` fixed, `.` empty), the piece to drop, the next one where the game version shows it, and the rows cleared. */
export function TetrisRenderer({ observation }: RendererProps) {
  const state = asRecord(observation, 'tetris observation');
  const rows = asArray(state.board, 'board').map((row) => asString(row, 'board row'));
  const columns = rows[0]?.length ?? 0;
  const cells: GridCell[] = rows.flatMap((row) =>
    [...row].map((symbol): GridCell => ({ kind: symbol === '.' ? 'empty' : 'block' })),
  );
  return (
    <div className="board">
      <BoardGrid cells={cells} columns={columns} size={18} label="tetris board" />
      <p className="board-caption">
        current {asString(state.current, 'current')}
        {state.next === undefined ? '' : ` · next ${asString(state.next, 'next')}`} · rows cleared{' '}
        {asNumber(state.score, 'score')} · step {asNumber(state.step, 'step')}
      </p>
    </div>
  );
}
