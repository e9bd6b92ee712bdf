// Draws a full state that looks the same to one seat: the opponent's hidden units get types the public clues allow.
import type { Rng } from '../../core/rng.js';
import { seedRng } from '../../core/rng.js';
import { candidateTypes, cluesFor } from './masked-duel-clues.js';
import { type CreatureType, creature } from './masked-duel-roster.js';
import type { DuelObservation, DuelState, SeenUnit, Unit } from './masked-duel-state.js';

/** Distinct types, one per unit, each from its candidates, by randomised backtracking; null when none exists. */
function assign(candidates: readonly CreatureType[][], rng: Rng): CreatureType[] | null {
  const chosen: CreatureType[] = [];
  const search = (slot: number): boolean => {
    if (slot === candidates.length) return true;
    for (const type of rng.shuffle(candidates[slot] ?? [])) {
      if (chosen.includes(type)) continue;
      chosen.push(type);
      if (search(slot + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0) ? chosen : null;
}

function unitOf(seen: SeenUnit, type: CreatureType): Unit {
  return {
    type,
    hp: seen.hp ?? creature(type).maxHp - seen.missing,
    shield: seen.shield,
    poison: seen.poison,
    stunned: seen.stunned,
    cooldown: seen.cooldown,
    revealed: seen.revealed,
  };
}

/** A state consistent with `observation` for `seat`, hidden types drawn with `rng`, and a fresh RNG. */
export function sampleDuel(observation: DuelObservation, seat: number, rng: Rng): DuelState {
  const sides = observation.sides.map((units, side) => {
    const candidates =
      side === seat
        ? units.map((unit) => [unit.type as CreatureType])
        : candidateTypes(units, cluesFor(observation.history, side, units.length));
    const types = assign(candidates, rng);
    if (!types) throw new Error(`no identities of seat ${side} fit what seat ${seat} observed`);
    return units.map((unit, slot) => unitOf(unit, types[slot] as CreatureType));
  });
  return {
    maxTurns: observation.maxTurns,
    turn: observation.turn,
    phase: observation.phase,
    sides,
    history: observation.history,
    rng: seedRng(rng.seed()),
  };
}
