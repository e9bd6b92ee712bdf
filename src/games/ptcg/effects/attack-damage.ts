// The attack's damage step in the stated order (base → bonuses before Weakness/Resistance → Weakness ×2 →
// Resistance −30 → reductions and preventions; no Weakness, Resistance or Active-only bonuses on the Bench), then
// retaliation, and the end of the attack (Knock Outs with the attack's context, then the turn ends).
import { addDamage, locate } from '../ptcg-board.js';
import { logEvent, nameOf } from '../ptcg-draft.js';
import { resolveKnockOuts } from '../ptcg-knockout.js';
import { attackerBonus, pokemonCard, reducedDamage, retaliationCounters } from '../ptcg-modifiers.js';
import { type RuleStep, topCard } from '../ptcg-state.js';
import { next, type StepHandler } from './step-outcome.js';

type AttackDamage = Extract<RuleStep, { type: 'rule-attack-damage' }>;
type EndAttack = Extract<RuleStep, { type: 'rule-end-attack' }>;

/** Deals the attack's damage to the Defending (or chosen) Pokémon. */
export const attackDamage: StepHandler<AttackDamage> = (draft, _step, context) => {
  const attacker = locate(draft, context.source);
  const defender = locate(draft, context.target ?? context.defender ?? -1);
  const base = context.damage ?? 0;
  if (attacker?.slot !== 0 || !defender || defender.player === attacker.player) return next(context);
  if (base <= 0) return next(context);
  const onBench = defender.slot !== 0;
  let damage = base;
  if (!onBench) {
    damage += attackerBonus(draft, attacker.pokemon);
    const attackerType = pokemonCard(draft, attacker.pokemon).type;
    const defenderCard = pokemonCard(draft, defender.pokemon);
    if (defenderCard.weakness === attackerType) damage *= 2;
    if (defenderCard.resistance === attackerType) damage -= 30;
  }
  damage = reducedDamage(draft, defender.pokemon, attacker.pokemon, onBench, Math.max(0, damage));
  addDamage(defender.pokemon, damage);
  logEvent(
    draft,
    `${context.attack ?? 'The attack'} did ${damage} damage to ${nameOf(draft, topCard(defender.pokemon))}`,
  );
  if (damage <= 0) return next(context);
  if (!onBench) {
    const counters = retaliationCounters(draft, defender.pokemon);
    if (counters > 0) {
      addDamage(attacker.pokemon, counters * 10);
      logEvent(draft, `${counters} damage counters were put on ${nameOf(draft, topCard(attacker.pokemon))}`);
    }
  }
  return next({ ...context, hit: [...(context.hit ?? []), defender.pokemon.stack[0] as number] });
};

/** After the attack: Knock Outs with the attack's context (extra Prizes, who was hit), then the turn ends. */
export const endAttack: StepHandler<EndAttack> = (draft, _step, context) => {
  resolveKnockOuts(draft, context);
  if (draft.phase === 'play') draft.step = 'ending';
  return next(context);
};
