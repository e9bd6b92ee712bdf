// Tetris's well: numbered columns, settled cells in the colour of the piece they came from (grey where the replay does
// not know it), and the landing ghost of the chosen drop, with the piece itself drawn beside the well as it was turned.
import { isPieceName, pieceShape, type Rotation } from '../../../src/games/tetris/tetris-pieces.js';
import type { TetrisObservation } from '../../../src/games/tetris/tetris-state.js';
import type { BoardCells } from '../../../src/server/viewer-api.js';
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asNumber, asRecord, asString, ObservationMismatch } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';
import { type TetrisGhost, tetrisGhost } from './tetris-ghost.js';

/** Pixels per cell: large enough for two-digit column numbers at the page's text size. */
const cellSize = 28;

/**
 * The observation's fields the well needs, checked, and the next piece where the game version shows it (version 1
 * records); throws `ObservationMismatch` on any other shape.
 */
function readWell(observation: unknown): { readonly well: TetrisObservation; readonly next: string | undefined } {
  const state = asRecord(observation, 'tetris observation');
  const rules = asRecord(state.rules, 'rules');
  const board = asArray(state.board, 'board').map((row) => asString(row, 'board row'));
  const current = asString(state.current, 'current');
  if (!isPieceName(current)) throw new ObservationMismatch(`current: '${current}' is not a tetris piece`);
  asNumber(rules.width, 'rules width');
  asNumber(state.score, 'score');
  asNumber(state.step, 'step');
  const next = state.next === undefined ? undefined : asString(state.next, 'next');
  return { well: { ...(state as unknown as TetrisObservation), board, current }, next };
}

/** The cell of a filled board square: its piece's colour where `pieces` (the replay's derived cells) names one. */
function settledCell(pieces: BoardCells | undefined, row: number, column: number): GridCell {
  const piece = pieces?.[row]?.[column];
  return piece !== undefined && isPieceName(piece)
    ? { kind: `settled-${piece}`, title: `${piece} piece` }
    : { kind: 'fixed' };
}

/**
 * The well's cells, row-major: a row of column numbers, then the board with settled cells in their pieces' colours
 * (from `pieces`, when the replay sends them) and the ghost's cells marked.
 */
function wellCells(
  board: readonly string[],
  columns: number,
  ghost: TetrisGhost | null,
  pieces: BoardCells | undefined,
): GridCell[] {
  const landing = new Set(ghost?.cells.map(([row, column]) => row * columns + column));
  const numbers = Array.from(
    { length: columns },
    (_, column): GridCell => ({ kind: 'column', label: `${column + 1}` }),
  );
  const cells = board.flatMap((row, rowIndex) =>
    [...row].map((symbol, column): GridCell => {
      if (ghost && landing.has(rowIndex * columns + column)) {
        return { kind: `ghost-${ghost.piece}`, title: `${ghost.piece} lands here` };
      }
      return symbol === '.' ? { kind: 'empty' } : settledCell(pieces, rowIndex, column);
    }),
  );
  return [...numbers, ...cells];
}

/** The piece turned as dropped (rotation 0 before a drop is known), in its colour. */
function PiecePreview({
  piece,
  rotation,
}: {
  readonly piece: TetrisObservation['current'];
  readonly rotation: Rotation;
}) {
  const shape = pieceShape(piece, rotation);
  const cells = shape.rows.flatMap((row) =>
    [...row].map((symbol): GridCell => ({ kind: symbol === '#' ? `piece-${piece}` : 'none' })),
  );
  return (
    <BoardGrid cells={cells} columns={shape.width} size={cellSize - 6} label={`${piece} piece turned ${rotation}°`} />
  );
}

/** What the chosen drop does, in words. */
function ghostText(ghost: TetrisGhost): string {
  const where = `drops ${ghost.piece} at column ${ghost.column}, rotation ${ghost.rotation}`;
  if (ghost.toppedOut) return `${where}: it cannot enter the board`;
  return ghost.cleared > 0 ? `${where}: clears ${ghost.cleared} row${ghost.cleared === 1 ? '' : 's'}` : where;
}

/**
 * The numbered well with its settled pieces and the ghost of `move` (each when the replay knows it), the piece beside
 * it, and the counters.
 */
export function TetrisRenderer({ observation, move, cells }: RendererProps) {
  const { well: state, next } = readWell(observation);
  const columns = state.board[0]?.length ?? 0;
  const ghost = move === undefined || state.end !== null ? null : tetrisGhost(state, move);
  return (
    <div className="board tetris">
      <div className="tetris-well">
        <BoardGrid
          cells={wellCells(state.board, columns, ghost, cells)}
          columns={columns}
          size={cellSize}
          label="tetris board"
        />
        {state.end === null ? (
          <div className="tetris-piece">
            <span>current {state.current}</span>
            <PiecePreview piece={state.current} rotation={ghost?.rotation ?? 0} />
          </div>
        ) : null}
      </div>
      <p className="board-caption">
        {ghost ? `${ghostText(ghost)} · ` : ''}
        {next === undefined ? '' : `next ${next} · `}rows cleared {state.score} · step {state.step}
      </p>
    </div>
  );
}
