// Masked duel as one seat sees it: both sides' units as tiles (hidden enemies as "?"), the turn line and recent events.
import { asArray, asNumber, asRecord, asString } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

type Fields = Readonly<Record<string, unknown>>;

function UnitTile({ unit }: { readonly unit: Fields }) {
  const alive = unit.alive === true;
  const type = unit.type === null ? '?' : asString(unit.type, 'type');
  const missing = asNumber(unit.missing, 'missing');
  const hp = unit.hp === null ? `−${missing}` : `${asNumber(unit.hp, 'hp')}/${asNumber(unit.maxHp, 'maxHp')}`;
  const marks = [
    asNumber(unit.shield, 'shield') > 0 ? `🛡${asNumber(unit.shield, 'shield')}` : '',
    asNumber(unit.poison, 'poison') > 0 ? `☠${asNumber(unit.poison, 'poison')}` : '',
    unit.stunned === true ? 'snared' : '',
  ].filter(Boolean);
  return (
    <span
      className="masked-duel-unit"
      title={`slot ${asNumber(unit.slot, 'slot')}`}
      style={{
        display: 'inline-block',
        minWidth: '7em',
        margin: '0.2em',
        padding: '0.3em',
        border: '1px solid',
        opacity: alive ? 1 : 0.4,
      }}
    >
      <strong>
        {asNumber(unit.slot, 'slot')}: {type}
      </strong>
      <br />
      {alive ? `HP ${hp}` : 'dead'} {marks.join(' ')}
    </span>
  );
}

function eventLine(event: Fields): string {
  const parts = Object.entries(event)
    .filter(([key]) => key !== 'kind' && key !== 'turn')
    .map(
      ([key, value]) => `${key}=${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
    );
  return `${asNumber(event.turn, 'turn') + 1}: ${asString(event.kind, 'kind')} ${parts.join(' ')}`;
}

/** Both sides, the turn and living units, and the events of the last two turns. */
export function MaskedDuelRenderer({ observation, seat }: RendererProps) {
  const state = asRecord(observation, 'masked-duel observation');
  const sides = asArray(state.sides, 'sides').map((units) => asArray(units, 'units').map((u) => asRecord(u, 'unit')));
  const living = asArray(state.living, 'living').map((count) => asNumber(count, 'living'));
  const log = asArray(state.log, 'log').map((event) => asRecord(event, 'event'));
  const opponent = 1 - seat;
  return (
    <div className="board masked-duel">
      {[opponent, seat].map((side) => (
        <div key={side}>
          {side === seat ? 'you' : 'enemy'} (seat {side}):{' '}
          {(sides[side] ?? []).map((unit) => (
            <UnitTile key={asNumber(unit.slot, 'slot')} unit={unit} />
          ))}
        </div>
      ))}
      <p className="board-caption">
        turn {asNumber(state.turn, 'turn') + 1} of {asNumber(state.maxTurns, 'maxTurns')} ·{' '}
        {asString(state.phase, 'phase')} · living: you {living[seat] ?? 0}, enemy {living[opponent] ?? 0}
      </p>
      <ul className="masked-duel-log">
        {log.slice(-10).map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events are listed in order and never reorder
          <li key={index}>{eventLine(event)}</li>
        ))}
      </ul>
    </div>
  );
}
