// Attack primitives: coin flips, damage formulas and bonuses, damage counters, self-damage, attack locks, extra
// Prizes, and the zone operations attacks do (discard the Stadium, mill).
import type { EffectSpec } from '../effect-spec.js';
import { addDamage, locate } from '../ptcg-board.js';
import { pokemonTargets } from '../ptcg-choices.js';
import { deckOf, draftSlotAt, flipCoin, logEvent, nameOf, toDiscard, writable } from '../ptcg-draft.js';
import { conditionHolds } from '../ptcg-filter.js';
import { ownerOf, topCard } from '../ptcg-state.js';
import { askTarget, next, type StepHandler } from './step-outcome.js';

type Spec<T extends EffectSpec['type']> = Extract<EffectSpec, { type: T }>;

/** Flip a coin and continue with the matching branch. */
export const coinFlip: StepHandler<Spec<'coin-flip'>> = (draft, step, context) => {
  const heads = flipCoin(draft, `player ${context.player}`);
  return next({ ...context, heads: heads ? 1 : 0 }, heads ? step.heads : (step.tails ?? []));
};

/** An attack's damage formula; with a chosen target, the damage goes to that opponent's Pokémon. */
export const damagePer: StepHandler<Spec<'damage-per'>> = (draft, step, context, answer, progress) => {
  if (answer !== null) {
    const target = answer.type === 'target' && answer.target ? answer.target : null;
    const pokemon = target ? draftSlotAt(writable(draft, target.player), target.slot) : null;
    const damage = progress.count ?? context.damage ?? 0;
    return next({ ...context, damage, target: pokemon ? (pokemon.stack[0] as number) : context.target });
  }
  const opponent = writable(draft, 1 - context.player);
  let count = 0;
  switch (step.per) {
    case 'prizes-taken-by-opponent':
      count = 6 - opponent.prizes.length;
      break;
    case 'damage-counters-on-self':
      count = Math.floor((locate(draft, context.source)?.pokemon.damage ?? 0) / 10);
      break;
    case 'energy-on-opponent-active':
      count = opponent.active?.energy.length ?? 0;
      break;
    case 'heads':
      for (let coin = 0; coin < (step.coins ?? 1); coin++) if (flipCoin(draft, `player ${context.player}`)) count++;
      break;
  }
  const base = context.damage ?? 0;
  const damage = step.mode === 'add' ? base + step.amount * count : step.amount * count;
  const updated = { ...context, damage };
  if (step.target !== 'choose-opponent') return next(updated);
  return askTarget(
    context.player,
    pokemonTargets(draft, 1 - context.player, null),
    `choose your opponent's Pokémon to take ${damage} damage`,
    { count: damage },
  );
};

/** More damage to the opponent's Active Pokémon when the condition holds (attack text; Tools act as passives). */
export const damageBonus: StepHandler<Spec<'damage-bonus'>> = (draft, step, context) => {
  if (step.condition && !conditionHolds(draft, context.player, step.condition, context.source)) return next(context);
  return next({ ...context, damage: (context.damage ?? 0) + step.amount });
};

/** Put damage counters on the opponent's Active, or spread them one at a time over the opponent's Pokémon. */
export const placeDamageCounters: StepHandler<Spec<'place-damage-counters'>> = (
  draft,
  step,
  context,
  answer,
  progress,
) => {
  const opponent = writable(draft, 1 - context.player);
  if (step.target === 'opponent-active') {
    if (opponent.active) {
      addDamage(opponent.active, step.count * 10);
      logEvent(draft, `${step.count} damage counters were put on ${nameOf(draft, topCard(opponent.active))}`);
    }
    return next(context);
  }
  let placed = progress.count ?? 0;
  if (answer?.type === 'target' && answer.target) {
    const pokemon = draftSlotAt(opponent, answer.target.slot);
    if (pokemon) {
      addDamage(pokemon, 10);
      placed += 1;
    }
  }
  const targets = pokemonTargets(draft, 1 - context.player, null);
  if (placed >= step.count || targets.length === 0) {
    logEvent(draft, `player ${context.player} put ${placed} damage counters on the opponent's Pokémon`);
    return next(context);
  }
  return askTarget(
    context.player,
    targets,
    `choose the opponent's Pokémon for damage counter ${placed + 1} of ${step.count}`,
    { count: placed },
  );
};

/** The attacker also damages itself (no Weakness or Resistance). */
export const selfDamage: StepHandler<Spec<'self-damage'>> = (draft, step, context) => {
  const where = locate(draft, context.source);
  if (where) addDamage(where.pokemon, step.amount);
  return next(context);
};

/** During its player's next turn the attacker cannot attack (or cannot use the named attack). */
export const attackLock: StepHandler<Spec<'attack-lock'>> = (draft, step, context) => {
  const where = locate(draft, context.source);
  if (where) {
    where.pokemon.effects = [
      ...where.pokemon.effects,
      { type: 'cant-attack', attack: step.attack ?? null, turn: draft.turn + 2 },
    ];
  }
  return next(context);
};

/** More Prizes if this attack's damage Knocks Out an opponent's Pokémon. */
export const extraPrize: StepHandler<Spec<'extra-prize'>> = (_draft, step, context) =>
  next({ ...context, extraPrizes: (context.extraPrizes ?? 0) + step.count });

/** Discard the Stadium in play; an optional discard asks first. */
export const discardStadium: StepHandler<Spec<'discard-stadium'>> = (draft, step, context, answer) => {
  if (draft.stadium < 0) return next(context);
  if (step.optional && answer === null) {
    return {
      type: 'pause',
      pending: { type: 'may', player: context.player, prompt: `discard the Stadium ${nameOf(draft, draft.stadium)}?` },
      progress: {},
    };
  }
  if (answer?.type === 'yes-no' && !answer.yes) return next(context);
  const stadium = draft.stadium;
  toDiscard(draft, ownerOf(stadium), [stadium]);
  draft.stadium = -1;
  logEvent(draft, `${nameOf(draft, stadium)} was discarded`);
  return next(context);
};

/** Discard the top cards of the opponent's deck. */
export const mill: StepHandler<Spec<'mill'>> = (draft, step, context) => {
  const _opponent = writable(draft, 1 - context.player);
  const milled = deckOf(draft, 1 - context.player).splice(0, step.count);
  toDiscard(draft, 1 - context.player, milled);
  for (const card of milled)
    logEvent(draft, `${nameOf(draft, card)} was discarded from the top of player ${1 - context.player}'s deck`);
  return next(context);
};

/** Steps that only mark or describe a card (passives, limits, gates) do nothing when an effect list runs. */
export const marker: StepHandler<
  Spec<
    | 'passive'
    | 'use-limit'
    | 'require'
    | 'damage-reduction'
    | 'prevent-damage'
    | 'hp-bonus'
    | 'retreat-modifier'
    | 'retaliate'
    | 'poison-bonus'
  >
> = (_draft, _step, context) => next(context);
