// Lantern Maze's cave: walls, glow-moss, nuggets, lanterns, snares, beasts and the two miners on a CSS grid.
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asCell, asNumber, asRecord, asString } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

const itemCells: Readonly<Record<string, GridCell>> = {
  '#': { kind: 'wall' },
  '.': { kind: 'moss', label: '·', title: 'glow-moss' },
  '*': { kind: 'nugget', label: '◆', title: 'amber nugget' },
  L: { kind: 'lantern', label: 'L', title: 'lantern' },
};

/** The cave with a score line (miner 0 in blue, miner 1 in red). */
export function LanternMazeRenderer({ observation }: RendererProps) {
  const state = asRecord(observation, 'lantern-maze observation');
  const size = asNumber(state.size, 'size');
  const cells: GridCell[] = asArray(state.board, 'board').flatMap((row) =>
    Array.from(asString(row, 'board row'), (symbol) => itemCells[symbol] ?? { kind: 'floor' }),
  );
  const place = (cell: readonly [number, number], value: GridCell) => {
    const index = cell[0] * size + cell[1];
    if (index >= 0 && index < cells.length) cells[index] = value;
  };
  for (const snare of asArray(state.snares, 'snares')) {
    const owner = asNumber(asRecord(snare, 'snare').owner, 'owner');
    place(asCell(asRecord(snare, 'snare').cell, 'snare'), {
      kind: 'snare',
      label: '^',
      title: `snare of miner ${owner}`,
    });
  }
  asArray(state.beasts, 'beasts').forEach((value, index) => {
    const beast = asRecord(value, 'beast');
    const rest = asNumber(beast.rest, 'rest');
    const title = rest > 0 ? `beast ${index}, resting ${rest} turns` : `beast ${index}`;
    place(asCell(beast.cell, 'beast'), { kind: rest > 0 ? 'beast-resting' : 'beast', label: 'B', title });
  });
  const miners = asArray(state.miners, 'miners').map((value) => asRecord(value, 'miner'));
  miners.forEach((miner, seat) => {
    const lit = asNumber(miner.lit, 'lit') > 0;
    const title = `miner ${seat}${lit ? ', lantern lit' : ''}${asNumber(miner.stunned, 'stunned') > 0 ? ', stunned' : ''}`;
    place(asCell(miner.cell, 'miner'), { kind: `miner-${seat}${lit ? ' cell-lit' : ''}`, label: String(seat), title });
  });
  const scores = miners.map((miner, seat) => `miner ${seat}: ${asNumber(miner.score, 'score')}`).join(' · ');
  return (
    <div className="board">
      <BoardGrid cells={cells} columns={size} size={24} label="lantern maze cave" />
      <p className="board-caption">
        turn {asNumber(state.turn, 'turn')} of {asNumber(state.turnLimit, 'turnLimit')} · {scores} · items left{' '}
        {asNumber(state.collectibles, 'collectibles')}
      </p>
    </div>
  );
}
