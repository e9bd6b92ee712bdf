// Plants vs. Zombies' lawn: plants by letter, zombies with their HP, and (version 1 records) the entry column on the right.
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asNumber, asRecord, asString } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

/** The lawn (rows × columns, plus the entry column where a version 1 zombie waits beyond it), sun and turn. */
export function PlantsVsZombiesRenderer({ observation }: RendererProps) {
  const state = asRecord(observation, 'plants-vs-zombies observation');
  const rules = asRecord(state.rules, 'rules');
  const rows = asNumber(rules.rows, 'rows');
  const columns = asNumber(rules.columns, 'columns');
  const standing = asArray(state.zombies, 'zombies').map((entry) => asRecord(entry, 'zombie'));
  // Version 2 zombies enter on the last lawn column; version 1 ones waited one column beyond it.
  const width = standing.some((zombie) => asNumber(zombie.column, 'zombie column') >= columns) ? columns + 1 : columns;
  const board = asArray(state.board, 'board');
  const cells: GridCell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < width; column++) {
      const plant = column < columns ? board[row * columns + column] : null;
      if (plant === null || plant === undefined) {
        cells.push({ kind: column === columns ? 'entry' : 'lawn' });
      } else {
        const fields = asRecord(plant, 'plant');
        const letter = asString(fields.plant, 'plant letter');
        cells.push({ kind: 'plant', label: letter, title: `${letter} (hp ${asNumber(fields.hp, 'hp')})` });
      }
    }
  }
  const zombies = new Map<number, number[]>();
  for (const zombie of standing) {
    const row = asNumber(zombie.row, 'zombie row');
    const column = asNumber(zombie.column, 'zombie column');
    if (row < 0 || row >= rows || column < 0 || column >= width) continue;
    const index = row * width + column;
    zombies.set(index, [...(zombies.get(index) ?? []), asNumber(zombie.hp, 'zombie hp')]);
  }
  for (const [index, hps] of zombies) {
    const under = cells[index];
    cells[index] = {
      kind: 'zombie',
      label: hps.length > 1 ? `Z×${hps.length}` : `Z${hps[0]}`,
      title: `zombies with HP ${hps.join(', ')}${under?.kind === 'plant' ? ` on ${under.label}` : ''}`,
    };
  }
  return (
    <div className="board">
      <BoardGrid cells={cells} columns={width} size={36} label="plants-vs-zombies lawn" />
      <p className="board-caption">
        turn {asNumber(state.turn, 'turn')} · sun {asNumber(state.sun, 'sun')} · survived{' '}
        {asNumber(state.score, 'score')}
      </p>
    </div>
  );
}
