// A player's deduction of the enemy's identities from the public history: the named clues, plus what normal attacks
// show (an attack's power narrows the attacker's type; an attack without hardened, or a hit without thorns, rules out
// warden or thorn).
import { candidateTypes, cluesFor } from './masked-duel-clues.js';
import { type CreatureType, creature } from './masked-duel-roster.js';
import type { DuelEvent, DuelObservation } from './masked-duel-state.js';

/** The events one action caused: from its `act` event up to the next decision's event. */
function consequences(history: readonly DuelEvent[], start: number): DuelEvent[] {
  const out: DuelEvent[] = [];
  for (let index = start + 1; index < history.length; index += 1) {
    const event = history[index] as DuelEvent;
    if (
      event.kind === 'act' ||
      event.kind === 'assert' ||
      event.kind === 'pass' ||
      event.turn !== history[start]?.turn
    ) {
      break;
    }
    out.push(event);
  }
  return out;
}

/** Per enemy slot, the types `seat` can still believe in, after every normal attack seen so far. */
export function deduceEnemy(observation: DuelObservation, seat: number): CreatureType[][] {
  const enemy = 1 - seat;
  const units = observation.sides[enemy] ?? [];
  const mine = observation.sides[seat] ?? [];
  const clues = cluesFor(observation.history, enemy, units.length);
  const attackOf: (number | null)[] = units.map(() => null);
  const ruledOut: CreatureType[][] = units.map(() => []);
  observation.history.forEach((event, index) => {
    if (event.kind !== 'act' || event.move !== 'attack' || !event.target) return;
    const after = consequences(observation.history, index);
    const passiveOf = (s: number, slot: number) =>
      after.find((e) => e.kind === 'passive' && e.seat === s && e.slot === slot);
    const hit = after.find(
      (e) =>
        e.kind === 'damage' && e.source === 'attack' && e.seat === event.target?.seat && e.slot === event.target.slot,
    );
    if (event.target.seat === enemy && !passiveOf(enemy, event.target.slot)) {
      ruledOut[event.target.slot]?.push('warden');
      if (hit) ruledOut[event.target.slot]?.push('thorn');
    }
    const died = after.some((e) => e.kind === 'death' && e.seat === event.target?.seat && e.slot === event.target.slot);
    const target = mine[event.target.slot];
    if (event.seat !== enemy || passiveOf(enemy, event.slot) || !hit || hit.kind !== 'damage' || died) return;
    if (target?.type !== 'warden') attackOf[event.slot] = hit.amount + hit.absorbed;
  });
  const narrowed = candidateTypes(units, clues).map((types, slot) => {
    if (types.length === 1) return types;
    const power = attackOf[slot];
    const left = types.filter(
      (type) =>
        !(ruledOut[slot] ?? []).includes(type) &&
        (power === null || power === undefined || creature(type).attack === power),
    );
    return left.length ? left : types;
  });
  return distinct(narrowed);
}

/** Removes a type pinned to one unit from every other unit's list, until nothing changes (a side's types differ). */
function distinct(lists: CreatureType[][]): CreatureType[][] {
  let changed = true;
  while (changed) {
    changed = false;
    lists.forEach((list, slot) => {
      if (list.length !== 1) return;
      lists.forEach((other, index) => {
        if (index === slot || !other.includes(list[0] as CreatureType) || other.length === 1) return;
        lists[index] = other.filter((type) => type !== list[0]);
        changed = true;
      });
    });
  }
  return lists;
}
