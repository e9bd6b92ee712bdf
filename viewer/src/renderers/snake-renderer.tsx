// Snake's board: walls, obstacles, apples and the snake (head marked) on a CSS grid.
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asCell, asNumber, asRecord } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

/** The snake board with its score line. */
export function SnakeRenderer({ observation }: RendererProps) {
  const state = asRecord(observation, 'snake observation');
  const rules = asRecord(state.rules, 'rules');
  const width = asNumber(rules.width, 'width') + 2;
  const height = asNumber(rules.height, 'height') + 2;
  const cells: GridCell[] = [];
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const wall = row === 0 || column === 0 || row === height - 1 || column === width - 1;
      cells.push({ kind: wall ? 'wall' : 'empty' });
    }
  }
  const place = (cell: readonly [number, number], value: GridCell) => {
    const index = cell[0] * width + cell[1];
    if (index >= 0 && index < cells.length) cells[index] = value;
  };
  for (const cell of asArray(state.obstacles, 'obstacles')) place(asCell(cell, 'obstacle'), { kind: 'obstacle' });
  for (const cell of asArray(state.apples, 'apples')) place(asCell(cell, 'apple'), { kind: 'apple', title: 'apple' });
  asArray(state.snake, 'snake').forEach((cell, index) => {
    place(asCell(cell, 'snake'), index === 0 ? { kind: 'head', title: 'head' } : { kind: 'body' });
  });
  return (
    <div className="board">
      <BoardGrid cells={cells} columns={width} size={22} label="snake board" />
      <p className="board-caption">
        step {asNumber(state.step, 'step')} · apples eaten {asNumber(state.score, 'score')} · length{' '}
        {asArray(state.snake, 'snake').length}
      </p>
    </div>
  );
}
