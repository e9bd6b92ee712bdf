// The seven tetrominoes and their four clockwise rotations, as data: the rules, the text and the agents all read this table.

/** A tetromino's name. */
export type PieceName = 'I' | 'J' | 'L' | 'O' | 'S' | 'T' | 'Z';
/** A clockwise rotation in degrees. */
export type Rotation = 0 | 90 | 180 | 270;

/** One rotation of a piece: its rows top to bottom (`#` cell, `.` gap), trimmed to its bounding box. */
export interface PieceShape {
  readonly rows: readonly string[];
  readonly width: number;
  readonly height: number;
  /** Filled cells as [row, column] offsets from the bounding box's top-left corner. */
  readonly cells: readonly (readonly [row: number, column: number])[];
  /** Per column of the box, the offset of its lowest filled cell (every column of a tetromino has one). */
  readonly bottoms: readonly number[];
}

/** The seven pieces in the order bags, tables and texts list them. */
export const pieceNames: readonly PieceName[] = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];
/** The four rotations in the order legal actions list them. */
export const rotations: readonly Rotation[] = [0, 90, 180, 270];

/**
 * Rotation 0 of each piece (the spawn orientations of the common Super Rotation System); rotation r+90 is rotation r
 * turned a quarter clockwise and trimmed to its bounding box.
 */
const spawnRows: Readonly<Record<PieceName, readonly string[]>> = {
  I: ['####'],
  J: ['#..', '###'],
  L: ['..#', '###'],
  O: ['##', '##'],
  S: ['.##', '##.'],
  T: ['.#.', '###'],
  Z: ['##.', '.##'],
};

/** `rows` turned a quarter clockwise: the bottom row becomes the left column. */
export function rotateClockwise(rows: readonly string[]): string[] {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const turned: string[] = [];
  for (let row = 0; row < width; row++) {
    let line = '';
    for (let column = 0; column < height; column++) line += rows[height - 1 - column]?.[row] ?? '.';
    turned.push(line);
  }
  return turned;
}

function shapeOf(rows: readonly string[]): PieceShape {
  const cells: [number, number][] = [];
  const width = rows[0]?.length ?? 0;
  const bottoms = new Array<number>(width).fill(-1);
  for (const [row, line] of rows.entries()) {
    for (let column = 0; column < width; column++) {
      if (line[column] !== '#') continue;
      cells.push([row, column]);
      bottoms[column] = row;
    }
  }
  return { rows, width, height: rows.length, cells, bottoms };
}

function buildShapes(): Readonly<Record<PieceName, readonly PieceShape[]>> {
  const shapes = {} as Record<PieceName, PieceShape[]>;
  for (const name of pieceNames) {
    let rows: readonly string[] = spawnRows[name];
    const turns: PieceShape[] = [];
    for (let turn = 0; turn < 4; turn++) {
      turns.push(shapeOf(rows));
      rows = rotateClockwise(rows);
    }
    shapes[name] = turns;
  }
  return shapes;
}

const shapes = buildShapes();

/** The shape of `piece` turned `rotation` degrees clockwise. */
export function pieceShape(piece: PieceName, rotation: Rotation): PieceShape {
  return shapes[piece][rotation / 90] as PieceShape;
}

/** True when `name` is one of the seven pieces. */
export function isPieceName(name: string): name is PieceName {
  return (pieceNames as readonly string[]).includes(name);
}
