// Test helper: builds minesweeper states from a drawn mine layout and a drawn player view.
import { seedRng } from '../../core/rng.js';
import type { MinesweeperState } from './minesweeper-state.js';
import { neighbourTable } from './minesweeper-state.js';

/** Options a scenario may override; everything else takes the eval preset's values. */
export interface MinesweeperScenarioOptions {
  /** What the player sees: `?` covered, `F` flag, `X` uncovered mine, `o` (or the right digit) an uncovered safe cell. Default: all covered. */
  readonly view?: readonly string[];
  readonly extraLives?: number;
  readonly livesLeft?: number;
  readonly maxSteps?: number;
  readonly step?: number;
  readonly seed?: number;
}

/**
 * A state from a mine layout drawn with `*` (mine) and `.` (safe), rows top to bottom; uncovered cells of the view get
 * their counts computed (a digit drawn in the view must be the right one).
 */
export function minesweeperScenario(
  layout: readonly string[],
  options: MinesweeperScenarioOptions = {},
): MinesweeperState {
  const rows = layout.length;
  const columns = layout[0]?.length ?? 0;
  const mines: number[] = [];
  for (const [row, line] of layout.entries()) {
    if (line.length !== columns || /[^.*]/.test(line))
      throw new Error('layout rows must be equal and use only * and .');
    for (let column = 0; column < columns; column++) if (line[column] === '*') mines.push(row * columns + column);
  }
  const drawn = (options.view ?? layout.map((line) => '?'.repeat(line.length))).join('');
  if (drawn.length !== rows * columns) throw new Error('view and layout differ in size');
  const neighbours = neighbourTable(rows, columns);
  const isMine = (cell: number) => mines.includes(cell);
  let view = '';
  for (let cell = 0; cell < drawn.length; cell++) {
    const symbol = drawn[cell] as string;
    if (symbol === '?' || symbol === 'F') {
      view += symbol;
    } else if (symbol === 'X') {
      if (!isMine(cell)) throw new Error(`view shows X at cell ${cell}, which is safe`);
      view += 'X';
    } else {
      if (isMine(cell)) throw new Error(`view uncovers cell ${cell}, which is a mine`);
      const count = String((neighbours[cell] as number[]).filter(isMine).length);
      if (symbol !== 'o' && symbol !== count)
        throw new Error(`view shows ${symbol} at cell ${cell}; its count is ${count}`);
      view += count;
    }
  }
  const extraLives = options.extraLives ?? 0;
  return {
    rules: { rows, columns, extraLives, maxSteps: options.maxSteps ?? 64 },
    mineCount: mines.length,
    mines,
    view,
    livesLeft: options.livesLeft ?? extraLives,
    step: options.step ?? 0,
    last: null,
    end: null,
    rng: seedRng(options.seed ?? 1),
  };
}
