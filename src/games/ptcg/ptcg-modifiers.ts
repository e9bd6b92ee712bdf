// Passive effects read where the rules need them: HP, Retreat Cost, attack damage bonuses and reductions,
// retaliation, Poison in the Checkup. Tools, Stadiums and Abilities all speak through `passive` effect lists.
import type { CardDefinition, PokemonCard } from './card-definition.js';
import { definitions } from './card-pool.js';
import type { EffectSpec, PassiveTiming } from './effect-spec.js';
import { conditionHolds, matchesFilter, type RulesView } from './ptcg-filter.js';
import { ownerOf, type PtcgSlot, topCard } from './ptcg-state.js';

const cache = new WeakMap<CardDefinition, Readonly<Partial<Record<PassiveTiming, readonly EffectSpec[]>>>>();

/** The effects a card applies at `timing` (Abilities of a Pokémon, a Tool's or a Stadium's own list). */
export function passiveEffects(card: CardDefinition | undefined, timing: PassiveTiming): readonly EffectSpec[] {
  if (!card) return [];
  let byTiming = cache.get(card);
  if (!byTiming) {
    const found: Partial<Record<PassiveTiming, EffectSpec[]>> = {};
    const lists =
      card.kind === 'pokemon'
        ? card.abilities.map((ability) => ability.effects)
        : card.kind === 'trainer'
          ? [card.effects]
          : [];
    for (const list of lists) {
      for (const effect of list) {
        if (effect.type !== 'passive') continue;
        found[effect.timing] ??= [];
        found[effect.timing]?.push(...effect.effects);
      }
    }
    byTiming = found;
    cache.set(card, byTiming);
  }
  return byTiming[timing] ?? [];
}

/** Effects acting on a Pokémon in play: its Abilities' and its Tool's continuous ones. */
function holderEffects(view: RulesView, slot: PtcgSlot): EffectSpec[] {
  const defs = definitions(view.cards);
  const own = passiveEffects(defs[topCard(slot)], 'while-in-play');
  const tool = slot.tool >= 0 ? passiveEffects(defs[slot.tool], 'while-attached') : [];
  return tool.length === 0 ? (own as EffectSpec[]) : [...own, ...tool];
}

/** The Pokémon's current card definition. */
export function pokemonCard(view: RulesView, slot: PtcgSlot): PokemonCard {
  return definitions(view.cards)[topCard(slot)] as PokemonCard;
}

/** Maximum HP including HP bonuses. */
export function hpOf(view: RulesView, slot: PtcgSlot): number {
  const card = pokemonCard(view, slot);
  let hp = card.hp;
  for (const effect of holderEffects(view, slot)) {
    if (effect.type === 'hp-bonus' && matchesFilter(card, effect.pokemon)) hp += effect.amount;
  }
  return hp;
}

/** HP left (never below 0). */
export function remainingHp(view: RulesView, slot: PtcgSlot): number {
  return Math.max(0, hpOf(view, slot) - slot.damage);
}

/** Retreat Cost after the Stadium's and the Tool's modifiers. */
export function retreatCostOf(view: RulesView, slot: PtcgSlot): number {
  const defs = definitions(view.cards);
  const card = pokemonCard(view, slot);
  let cost = card.retreat;
  const modifiers = [...holderEffects(view, slot), ...passiveEffects(defs[view.stadium], 'while-in-play')];
  for (const effect of modifiers) {
    if (effect.type !== 'retreat-modifier' || !matchesFilter(card, effect.pokemon)) continue;
    if (effect.amount === 'none') return 0;
    cost += effect.amount;
  }
  return Math.max(0, cost);
}

/** Damage the attacker's Tools and Abilities add to its attacks on the opponent's Active (before Weakness). */
export function attackerBonus(view: RulesView, attacker: PtcgSlot): number {
  const card = pokemonCard(view, attacker);
  const player = ownerOf(attacker.stack[0] as number);
  let bonus = 0;
  for (const effect of holderEffects(view, attacker)) {
    if (effect.type !== 'damage-bonus' || !matchesFilter(card, effect.pokemon)) continue;
    if (effect.condition && !conditionHolds(view, player, effect.condition, attacker.stack[0])) continue;
    bonus += effect.amount;
  }
  return bonus;
}

/** Damage after the defender's reductions and preventions (after Weakness and Resistance); never below 0. */
export function reducedDamage(
  view: RulesView,
  defender: PtcgSlot,
  attacker: PtcgSlot,
  onBench: boolean,
  damage: number,
): number {
  const card = pokemonCard(view, defender);
  if (onBench && card.tags.includes('tera')) return 0;
  const attackerCard = pokemonCard(view, attacker);
  let result = damage;
  for (const effect of holderEffects(view, defender)) {
    if (effect.type === 'prevent-damage' && matchesFilter(attackerCard, effect.attacker)) return 0;
    if (effect.type === 'damage-reduction' && matchesFilter(card, effect.pokemon)) result -= effect.amount;
  }
  return Math.max(0, result);
}

/** Damage counters put on the attacker when this Active Pokémon is damaged by its attack. */
export function retaliationCounters(view: RulesView, defender: PtcgSlot): number {
  let counters = 0;
  for (const effect of holderEffects(view, defender)) if (effect.type === 'retaliate') counters += effect.counters;
  return counters;
}

/** Damage counters Poison puts on this Pokémon in a Checkup (1 plus the Stadium's bonus). */
export function poisonCounters(view: RulesView, slot: PtcgSlot): number {
  const defs = definitions(view.cards);
  const card = pokemonCard(view, slot);
  let counters = 1;
  for (const effect of passiveEffects(defs[view.stadium], 'while-in-play')) {
    if (effect.type === 'poison-bonus' && matchesFilter(card, effect.pokemon)) counters += effect.counters;
  }
  return counters;
}

/** Energy of each type attached to a Pokémon. */
export function energyCounts(view: RulesView, slot: PtcgSlot): Map<string, number> {
  const defs = definitions(view.cards);
  const counts = new Map<string, number>();
  for (const card of slot.energy) {
    const def = defs[card];
    const type = def?.kind === 'energy' ? def.energy : 'Colorless';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return counts;
}

/** True when the attached Energy pays `cost` (each basic Energy provides one of its type). */
export function canPay(view: RulesView, slot: PtcgSlot, cost: readonly string[]): boolean {
  if (slot.energy.length < cost.length) return false;
  const counts = energyCounts(view, slot);
  for (const type of cost) {
    if (type === 'Colorless') continue;
    const left = counts.get(type) ?? 0;
    if (left <= 0) return false;
    counts.set(type, left - 1);
  }
  return true;
}
