// Minesweeper's plain-JSON state and the small board helpers shared by the rules, the text, the sampler and the agents.
import type { RngState } from '../../core/rng.js';

/**
 * Uncover, flag or unflag the cell at zero-based (row, column); stop the episode; or `none`, the no-op an invalid
 * answer plays (never listed as legal; the board stays as it is and the step counts).
 */
export type MinesweeperAction =
  | { readonly type: 'uncover' | 'flag' | 'unflag'; readonly row: number; readonly column: number }
  | { readonly type: 'end' }
  | { readonly type: 'none' };

/** Why the episode ended. */
export type MinesweeperEnd = 'cleared' | 'all-flagged' | 'exploded' | 'max-steps' | 'agent-ended';

/** The resolved parameters a state plays under (shared, never copied, between states). */
export interface MinesweeperRules {
  readonly rows: number;
  readonly columns: number;
  /** Mines uncovered that the player survives; the next one ends the episode (0: the first mine ends it). */
  readonly extraLives: number;
  readonly maxSteps: number;
}

/** What the last action did (nothing here depends on where the hidden mines are, except an explosion). */
export interface MinesweeperLast {
  readonly action: MinesweeperAction;
  readonly result: 'uncovered' | 'exploded' | 'flagged' | 'unflagged' | 'end' | 'none';
  /** Cells uncovered by the action (more than one when a 0 flood-fills). */
  readonly uncovered: number;
}

/**
 * The whole game. `view` is the board as the player sees it, one symbol per cell in row-major order: `?` covered,
 * `F` flag, `0`–`8` uncovered count of neighbouring mines, `X` uncovered mine. `mines` (hidden) lists mine cells.
 */
export interface MinesweeperState {
  readonly rules: MinesweeperRules;
  /** Total mines on the board (public). */
  readonly mineCount: number;
  /** Sorted row-major indices of the mine cells; hidden from the player until the episode ends. */
  readonly mines: readonly number[];
  readonly view: string;
  /** Extra lives left: mines that can still be uncovered without ending the episode. */
  readonly livesLeft: number;
  readonly step: number;
  readonly last: MinesweeperLast | null;
  readonly end: MinesweeperEnd | null;
  readonly rng: RngState;
}

/** What the player sees: everything but the mines and the RNG; the mines are shown once the episode is over. */
export type MinesweeperObservation = Omit<MinesweeperState, 'mines' | 'rng'> & {
  readonly mines: readonly number[] | null;
};

const neighbourCache = new Map<string, readonly (readonly number[])[]>();

/** For every cell of a `rows`×`columns` board, the row-major indices of its up to eight neighbours. */
export function neighbourTable(rows: number, columns: number): readonly (readonly number[])[] {
  const key = `${rows}x${columns}`;
  let table = neighbourCache.get(key);
  if (!table) {
    const built: number[][] = [];
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const cells: number[] = [];
        for (let dr = -1; dr <= 1; dr++) {
          for (let dc = -1; dc <= 1; dc++) {
            const r = row + dr;
            const c = column + dc;
            if ((dr || dc) && r >= 0 && c >= 0 && r < rows && c < columns) cells.push(r * columns + c);
          }
        }
        built.push(cells);
      }
    }
    table = built;
    neighbourCache.set(key, table);
  }
  return table;
}

/** True for the symbols of a cell the player has not uncovered (`?` or `F`). */
export function isCovered(symbol: string | undefined): boolean {
  return symbol === '?' || symbol === 'F';
}

/** The count shown by an uncovered safe cell, or -1 for any other symbol. */
export function countOf(symbol: string | undefined): number {
  if (symbol === undefined) return -1;
  const code = symbol.charCodeAt(0) - 48;
  return code >= 0 && code <= 8 ? code : -1;
}

/** Counts the occurrences of `symbol` in a view. */
export function countSymbol(view: string, symbol: string): number {
  let count = 0;
  for (let index = 0; index < view.length; index++) if (view[index] === symbol) count++;
  return count;
}

/** Mines not yet uncovered: the number of flags the player may place at once. */
export function hiddenMines(mineCount: number, view: string): number {
  return mineCount - countSymbol(view, 'X');
}

/** `(r,c)`, the coordinate format of the answer syntax. */
export function cellText(index: number, columns: number): string {
  return `(${Math.floor(index / columns)},${index % columns})`;
}
