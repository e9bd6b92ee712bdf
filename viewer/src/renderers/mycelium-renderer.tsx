// Mycelium's board: rock, nutrients, both colonies' cells (darker when hardened), origins and numbered tips.
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asCell, asNumber, asRecord } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

/** The mycelium board with a score line per colony. */
export function MyceliumRenderer({ observation }: RendererProps) {
  const state = asRecord(observation, 'mycelium observation');
  const size = asNumber(asRecord(state.rules, 'rules').size, 'size');
  const owner = asArray(state.owner, 'owner').map((row) => asArray(row, 'owner row'));
  const hardened = asArray(state.hardened, 'hardened').map((row) => asArray(row, 'hardened row'));
  const cells: GridCell[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const seat = asNumber(owner[row]?.[column], 'owner cell');
      const hard = asNumber(hardened[row]?.[column], 'hardened cell') > 0;
      cells.push(seat < 0 ? { kind: 'empty' } : { kind: `colony-${seat}${hard ? '-hard' : ''}` });
    }
  }
  const place = (cell: readonly [number, number], value: GridCell) => {
    const index = cell[0] * size + cell[1];
    if (index >= 0 && index < cells.length) cells[index] = value;
  };
  for (const cell of asArray(state.rocks, 'rocks')) place(asCell(cell, 'rock'), { kind: 'obstacle', title: 'rock' });
  for (const cell of asArray(state.nutrients, 'nutrients')) {
    place(asCell(cell, 'nutrient'), { kind: 'nutrient', label: '*', title: 'nutrient' });
  }
  const colonies = asArray(state.colonies, 'colonies').map((colony) => asRecord(colony, 'colony'));
  colonies.forEach((colony, seat) => {
    const origin = asCell(colony.origin, 'origin');
    const kindAt = (cell: readonly [number, number]) => cells[cell[0] * size + cell[1]]?.kind ?? `colony-${seat}`;
    place(origin, { kind: kindAt(origin), label: '@', title: `origin of colony ${seat}` });
    asArray(colony.tips, 'tips').forEach((tip, index) => {
      const at = asCell(tip, 'tip');
      place(at, { kind: kindAt(at), label: String(index), title: `colony ${seat} tip ${index}` });
    });
  });
  const line = colonies
    .map(
      (colony, seat) =>
        `colony ${seat}: ${asNumber(colony.cells, 'cells')} cells, energy ${asNumber(colony.energy, 'energy')}`,
    )
    .join(' · ');
  return (
    <div className="board">
      <BoardGrid cells={cells} columns={size} size={24} label="mycelium board" />
      <p className="board-caption">
        turn {asNumber(state.turn, 'turn')} of {asNumber(state.maxTurns, 'maxTurns')} · {line}
      </p>
    </div>
  );
}
