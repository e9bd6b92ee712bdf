// What the heuristic reads off a board: the damage an attack would do (with the formulas of the pool's attacks),
// which attacks are payable, how much Energy an attack still lacks, and how hard the opponent can hit back.
import type { AttackDefinition } from './card-definition.js';
import { definitions } from './card-pool.js';
import {
  attackerBonus,
  canPay,
  energyCounts,
  pokemonCard,
  reducedDamage,
  remainingHp,
  retreatCostOf,
} from './ptcg-modifiers.js';
import type { PtcgPlayer, PtcgSlot, PtcgState } from './ptcg-state.js';

/** Attacks that place damage counters instead of doing damage (no Weakness, Resistance, bonus or reduction). */
const counterAttacks: Readonly<Record<string, number>> = { 'Ghost Eye': 70, 'Curse Spreading': 80 };

/** The owner seat of a Pokémon in play. */
function ownerOfSlot(slot: PtcgSlot): number {
  return (slot.stack[0] as number) < 60 ? 0 : 1;
}

/** The attack's damage before the attacker's bonuses and the defender's Weakness, from the pool's formulas. */
export function baseDamage(state: PtcgState, attacker: PtcgSlot, attack: AttackDefinition, defender: PtcgSlot): number {
  const player = ownerOfSlot(attacker);
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  switch (attack.name) {
    case 'Burning Darkness':
      return attack.damage + 30 * (6 - opponent.prizes.length);
    case 'Balloon Blast':
    case 'Roaring Scream':
      return (attack.name === 'Balloon Blast' ? 30 : 20) * (attacker.damage / 10);
    case 'Psychic':
      return attack.damage + 20 * defender.energy.length;
    case 'Avenging Knuckle':
      return attack.damage + (own.lastFightingKnockOutByAttack === state.turn - 1 ? 120 : 0);
    case 'Excited Punch': {
      const used = attacker.effects.some(
        (effect) => effect.type === 'attacked' && effect.attack === attack.name && effect.turn === state.turn - 2,
      );
      return attack.damage + (used ? 60 : 0);
    }
    case 'Salt Cannon':
      return 90;
    default:
      return attack.damage;
  }
}

/** Estimated damage of `attack` on `defender` (Active unless `onBench`), or the counters it places, in HP. */
export function attackDamage(
  state: PtcgState,
  attacker: PtcgSlot,
  attack: AttackDefinition,
  defender: PtcgSlot,
  onBench = false,
): number {
  const counters = counterAttacks[attack.name];
  if (counters !== undefined) return onBench && attack.name === 'Ghost Eye' ? 0 : counters;
  let damage = baseDamage(state, attacker, attack, defender);
  if (damage <= 0) return 0;
  if (onBench && attack.name !== 'Roaring Scream') return 0;
  const from = pokemonCard(state, attacker);
  const to = pokemonCard(state, defender);
  if (!onBench) {
    damage += attackerBonus(state, attacker);
    if (to.weakness === from.type) damage *= 2;
    if (to.resistance === from.type) damage -= 30;
  }
  return reducedDamage(state, defender, attacker, onBench, damage);
}

/** True when the Pokémon could use `attack` now: payable, not locked, not Asleep or Paralyzed. */
export function canUse(state: PtcgState, slot: PtcgSlot, attack: AttackDefinition): boolean {
  if (slot.rotation === 'asleep' || slot.rotation === 'paralyzed') return false;
  const locked = slot.effects.some(
    (effect) =>
      effect.type === 'cant-attack' && effect.turn >= state.turn && (!effect.attack || effect.attack === attack.name),
  );
  return !locked && canPay(state, slot, attack.cost);
}

/** The most damage one of the Pokémon's usable attacks would do to `defender` (0 when none is usable). */
export function bestDamage(state: PtcgState, attacker: PtcgSlot, defender: PtcgSlot, onBench = false): number {
  let best = 0;
  for (const attack of pokemonCard(state, attacker).attacks) {
    if (canUse(state, attacker, attack))
      best = Math.max(best, attackDamage(state, attacker, attack, defender, onBench));
  }
  return best;
}

/** How many more Energy cards `cost` needs on this Pokémon (0 when payable). */
export function energyMissing(state: PtcgState, slot: PtcgSlot, cost: readonly string[], extra = -1): number {
  const counts = energyCounts(state, slot);
  let total = slot.energy.length;
  if (extra >= 0) {
    const def = definitions(state.cards)[extra];
    const type = def?.kind === 'energy' ? def.energy : 'Colorless';
    counts.set(type, (counts.get(type) ?? 0) + 1);
    total++;
  }
  let typedShort = 0;
  let typed = 0;
  for (const type of cost) {
    if (type === 'Colorless') continue;
    typed++;
    const left = counts.get(type) ?? 0;
    if (left > 0) counts.set(type, left - 1);
    else typedShort++;
  }
  const spare = total - (typed - typedShort);
  const colorlessShort = Math.max(0, cost.length - typed - spare);
  return typedShort + colorlessShort;
}

/** The Pokémon's main attack: the one with the most damage against `defender` (the cheaper one on a tie). */
export function goalAttack(state: PtcgState, slot: PtcgSlot, defender: PtcgSlot | null): AttackDefinition | null {
  let goal: AttackDefinition | null = null;
  let goalValue = -1;
  for (const attack of pokemonCard(state, slot).attacks) {
    const value = defender ? attackDamage(state, slot, attack, defender) : attack.damage;
    const better = value > goalValue || (value === goalValue && goal !== null && attack.cost.length < goal.cost.length);
    if (better) {
      goal = attack;
      goalValue = value;
    }
  }
  return goal;
}

/** The damage the opponent's Active could do to `target` next turn with at most one more Energy attached. */
export function threatTo(state: PtcgState, player: number, target: PtcgSlot): number {
  const opponent = state.players[1 - player] as PtcgPlayer;
  const attacker = opponent.active;
  if (!attacker) return 0;
  let best = 0;
  for (const attack of pokemonCard(state, attacker).attacks) {
    if (energyMissing(state, attacker, attack.cost) > 1) continue;
    best = Math.max(best, attackDamage(state, attacker, attack, target));
  }
  return best;
}

/** True when the Pokémon would be Knocked Out by the opponent's likely attack next turn. */
export function endangered(state: PtcgState, player: number, slot: PtcgSlot): boolean {
  return threatTo(state, player, slot) >= remainingHp(state, slot);
}

/** How useful a Pokémon is as the Active: ready to attack first, then its best possible damage and HP left. */
export function attackerScore(state: PtcgState, player: number, slot: PtcgSlot): number {
  const opponent = state.players[1 - player] as PtcgPlayer;
  const defender = opponent.active;
  const ready = defender ? bestDamage(state, slot, defender) : 0;
  const goal = goalAttack(state, slot, defender);
  const potential = goal && defender ? attackDamage(state, slot, goal, defender) : (goal?.damage ?? 0);
  const missing = goal ? energyMissing(state, slot, goal.cost) : 3;
  const knocksOut = defender !== null && ready >= remainingHp(state, defender);
  return (
    (knocksOut ? 60 : 0) +
    (ready > 0 ? 40 + Math.min(30, ready / 10) : 0) +
    Math.min(20, potential / 15) -
    5 * missing +
    remainingHp(state, slot) / 30 -
    (endangered(state, player, slot) ? 10 : 0)
  );
}

/** The player's Benched Pokémon that is best placed to attack next, or null with an empty Bench. */
export function nextAttacker(state: PtcgState, player: number): PtcgSlot | null {
  const own = state.players[player] as PtcgPlayer;
  let best: PtcgSlot | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const slot of own.bench) {
    const score = attackerScore(state, player, slot);
    if (score > bestScore) {
      best = slot;
      bestScore = score;
    }
  }
  return best;
}

/** The Retreat Cost the Active would pay now (Infinity when it cannot retreat). */
export function retreatCostNow(state: PtcgState, slot: PtcgSlot): number {
  if (slot.rotation === 'asleep' || slot.rotation === 'paralyzed') return Number.POSITIVE_INFINITY;
  return retreatCostOf(state, slot);
}
