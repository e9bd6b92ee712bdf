// Night orchard's board: trees, fruit, golden fruit, skill items, the fox and the three hounds on a CSS grid.
import { BoardGrid, type GridCell } from './board-grid.js';
import { asArray, asCell, asNumber, asRecord, asString } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

const itemLabels: Readonly<Record<string, string>> = { dash: 'D', mask: 'M', scare: 'S' };

/** The orchard with a score line: the fox's points against its target, lives, skills and the turn. */
export function NightOrchardRenderer({ observation }: RendererProps) {
  const state = asRecord(observation, 'night-orchard observation');
  const map = asArray(state.map, 'map').map((line) => asString(line, 'map row'));
  const columns = map[0]?.length ?? 0;
  const cells: GridCell[] = map.flatMap((line) =>
    [...line].map((symbol): GridCell => (symbol === '#' ? { kind: 'tree', title: 'tree' } : { kind: 'path' })),
  );
  const place = (cell: readonly [number, number], value: GridCell) => {
    const index = cell[0] * columns + cell[1];
    if (index >= 0 && index < cells.length) cells[index] = value;
  };
  for (const cell of asArray(state.fruit, 'fruit')) place(asCell(cell, 'fruit'), { kind: 'fruit', title: 'fruit' });
  for (const cell of asArray(state.golden, 'golden')) {
    place(asCell(cell, 'golden'), { kind: 'golden', title: 'golden fruit' });
  }
  for (const value of asArray(state.items, 'items')) {
    const item = asRecord(value, 'item');
    const kind = asString(item.kind, 'item kind');
    place(asCell(item.at, 'item'), { kind: 'item', label: itemLabels[kind] ?? '?', title: `${kind} item` });
  }
  const fox = asRecord(state.fox, 'fox');
  if (fox.at === null) place(asCell(fox.seen, 'fox seen'), { kind: 'fox-seen', label: '?', title: 'fox last seen' });
  else place(asCell(fox.at, 'fox'), { kind: 'fox', label: 'F', title: 'fox' });
  asArray(state.hounds, 'hounds').forEach((value, index) => {
    const hound = asRecord(value, 'hound');
    const stunned = asNumber(hound.stun, 'stun') > 0;
    place(asCell(hound.at, 'hound'), {
      kind: stunned ? 'hound-stunned' : 'hound',
      label: String(index + 1),
      title: stunned ? `hound ${index + 1}, stunned` : `hound ${index + 1}`,
    });
  });
  const skills = Object.entries(asRecord(fox.skills, 'skills'))
    .filter(([, turns]) => asNumber(turns, 'skill turns') > 0)
    .map(([name, turns]) => `${name} ${turns}`);
  const winner = state.winner === null ? '' : ` · ${asString(state.winner, 'winner')} wins`;
  return (
    <div className="board">
      <BoardGrid cells={cells} columns={columns} size={24} label="night orchard board" />
      <p className="board-caption">
        {asString(state.role, 'role')} · turn {asNumber(state.turn, 'turn')}/{asNumber(state.turnLimit, 'turnLimit')} ·
        points {asNumber(fox.points, 'points')}/{asNumber(state.target, 'target')} · lives{' '}
        {asNumber(fox.lives, 'lives')}
        {skills.length ? ` · ${skills.join(', ')}` : ''}
        {winner}
      </p>
    </div>
  );
}
