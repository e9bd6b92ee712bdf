// Minesweeper's board as the player sees it: covered cells, flags, counts, and the mines once the episode is over.
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asNumber, asRecord, asString } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

function cellFor(symbol: string, mine: boolean): GridCell {
  if (symbol === '?') return mine ? { kind: 'mine-hidden', label: '✱', title: 'mine' } : { kind: 'covered' };
  if (symbol === 'F') return { kind: 'flag', label: '⚑', title: mine ? 'flag on a mine' : 'flag' };
  if (symbol === 'X') return { kind: 'mine', label: '✱', title: 'uncovered mine' };
  return { kind: `count count-${symbol}`, label: symbol === '0' ? '' : symbol };
}

/** The `view` string as a grid, with mines, lives and steps. */
export function MinesweeperRenderer({ observation }: RendererProps) {
  const state = asRecord(observation, 'minesweeper observation');
  const rules = asRecord(state.rules, 'rules');
  const columns = asNumber(rules.columns, 'columns');
  const view = asString(state.view, 'view');
  const mines = new Set(
    state.mines === null ? [] : asArray(state.mines, 'mines').map((mine) => asNumber(mine, 'mine')),
  );
  const cells = [...view].map((symbol, index) => cellFor(symbol, mines.has(index)));
  return (
    <div className="board">
      <BoardGrid cells={cells} columns={columns} size={24} label="minesweeper board" />
      <p className="board-caption">
        mines {asNumber(state.mineCount, 'mineCount')} · extra lives left {asNumber(state.livesLeft, 'livesLeft')} ·
        step {asNumber(state.step, 'step')}
      </p>
    </div>
  );
}
