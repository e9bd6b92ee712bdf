// What the public history says about one seat's identities: types named by reveals, skills and passives, and types
// excluded by wrong assertions; and the types still possible for each of that seat's units.
import { type CreatureType, creature, creatureTypes, typeOfAbility } from './masked-duel-roster.js';
import type { DuelEvent, SeenUnit } from './masked-duel-state.js';

/** Public knowledge about one unit. */
export interface SlotClues {
  /** Its type, once a reveal, a skill or a passive named it. */
  readonly known: CreatureType | null;
  /** Types wrong assertions ruled out. */
  readonly excluded: readonly CreatureType[];
}

/** Clues about each of `seat`'s `slots` units from the public `history`. */
export function cluesFor(history: readonly DuelEvent[], seat: number, slots: number): SlotClues[] {
  const known: (CreatureType | null)[] = Array.from({ length: slots }, () => null);
  const excluded: CreatureType[][] = Array.from({ length: slots }, () => []);
  for (const event of history) {
    if (event.kind === 'assert') {
      if (event.seat === seat) continue;
      if (event.correct) known[event.slot] = event.guess;
      else if (!excluded[event.slot]?.includes(event.guess)) excluded[event.slot]?.push(event.guess);
    } else if (event.seat !== seat) {
    } else if (event.kind === 'reveal') {
      known[event.slot] = event.type;
    } else if (event.kind === 'act' && event.move !== 'attack') {
      known[event.slot] = typeOfAbility(event.move);
    } else if (event.kind === 'passive') {
      known[event.slot] = typeOfAbility(event.passive);
    }
  }
  return known.map((type, slot) => ({ known: type, excluded: excluded[slot] ?? [] }));
}

/**
 * The types each unit may still be: its known type, else every type not excluded, not known for another unit of the
 * side (a side's types are distinct), and with more maximum hit points than the unit is missing (if alive).
 */
export function candidateTypes(units: readonly SeenUnit[], clues: readonly SlotClues[]): CreatureType[][] {
  const taken = new Set(units.map((unit, slot) => unit.type ?? clues[slot]?.known).filter((type) => type));
  return units.map((unit, slot) => {
    const known = unit.type ?? clues[slot]?.known ?? null;
    if (known) return [known];
    const excluded = clues[slot]?.excluded ?? [];
    return creatureTypes.filter(
      (type) => !taken.has(type) && !excluded.includes(type) && (!unit.alive || creature(type).maxHp > unit.missing),
    );
  });
}
