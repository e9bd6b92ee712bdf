// Board primitives: switching and gusting, healing, picking up a Pokémon, removing and moving Energy, and
// Special Conditions (inflicting and recovering).
import type { EffectSpec } from '../effect-spec.js';
import { locate, pokemonInPlay, removeFromPlay, switchActive } from '../ptcg-board.js';
import { pokemonTargets } from '../ptcg-choices.js';
import {
  cardsOfSlot,
  clearConditions,
  type DraftSlot,
  deckOf,
  draftSlotAt,
  logEvent,
  nameOf,
  toDiscard,
  writable,
} from '../ptcg-draft.js';
import { conditionName } from '../ptcg-filter.js';
import { topCard } from '../ptcg-state.js';
import { askTarget, next, type StepHandler, type StepOutcome } from './step-outcome.js';

type Spec<T extends EffectSpec['type']> = Extract<EffectSpec, { type: T }>;

/** Swap a player's Active with a Benched Pokémon chosen by the acting player. */
export const switchActiveStep: StepHandler<Spec<'switch-active'>> = (draft, step, context, answer) => {
  const player = step.player === 'own' ? context.player : 1 - context.player;
  if (answer === null) {
    const targets = pokemonTargets(draft, player, null, true);
    if (targets.length === 0 || !writable(draft, player).active) return next(context);
    const whose = step.player === 'own' ? 'your' : "your opponent's";
    return askTarget(context.player, targets, `choose ${whose} Benched Pokémon to switch into the Active Spot`);
  }
  if (answer.type === 'target' && answer.target) {
    switchActive(draft, player, answer.target.slot);
    const active = writable(draft, player).active;
    if (active)
      logEvent(draft, `${nameOf(draft, topCard(active))} of player ${player} was switched into the Active Spot`);
  }
  return next(context);
};

/** Heal damage from one chosen own Pokémon or from each own Pokémon. */
export const heal: StepHandler<Spec<'heal'>> = (draft, step, context, answer) => {
  const seat = writable(draft, context.player);
  if (step.target === 'own-each') {
    for (const pokemon of [seat.active, ...seat.bench])
      if (pokemon) pokemon.damage = Math.max(0, pokemon.damage - step.amount);
    return next(context);
  }
  if (answer === null) {
    const targets = pokemonTargets(draft, context.player, null).filter(
      (target) => (draftSlotAt(seat, target.slot)?.damage ?? 0) > 0,
    );
    if (targets.length === 0) return next(context);
    return askTarget(context.player, targets, `choose your Pokémon to heal ${step.amount} damage from`);
  }
  const pokemon = answer.type === 'target' && answer.target ? draftSlotAt(seat, answer.target.slot) : null;
  if (pokemon) {
    pokemon.damage = Math.max(0, pokemon.damage - step.amount);
    logEvent(draft, `${nameOf(draft, topCard(pokemon))} was healed ${step.amount} damage`);
  }
  return next(context);
};

/** Put one chosen own Pokémon and every card attached to it into the hand (never the last Pokémon in play). */
export const pickUp: StepHandler<Spec<'pick-up'>> = (draft, step, context, answer) => {
  const seat = writable(draft, context.player);
  if (answer === null) {
    const targets = pokemonTargets(draft, context.player, step.filter).filter(
      (target) => target.slot !== 0 || seat.bench.length > 0,
    );
    if (targets.length === 0) return next(context);
    return askTarget(context.player, targets, 'choose your Pokémon to put into your hand with its attached cards');
  }
  if (answer.type === 'target' && answer.target && pokemonInPlay(seat) > 1) {
    const removed = removeFromPlay(seat, answer.target.slot);
    if (removed) {
      seat.hand.push(...cardsOfSlot(removed));
      logEvent(draft, `player ${context.player} put ${nameOf(draft, topCard(removed))} into their hand`);
    }
  }
  return next(context);
};

function chooseEnergy(
  _draft: Parameters<StepHandler<Spec<'remove-energy'>>>[0],
  player: number,
  pokemon: DraftSlot,
  count: number,
  prompt: string,
  progress: { target: number },
): StepOutcome {
  return {
    type: 'pause',
    pending: {
      type: 'select',
      player,
      zone: 'energy',
      filter: null,
      depth: 0,
      pokemon: pokemon.stack[0] as number,
      min: Math.min(count, pokemon.energy.length),
      max: Math.min(count, pokemon.energy.length),
      chosen: [],
      prompt,
    },
    progress: { ...progress, stage: 2 },
  };
}

/** Remove Energy from this Pokémon or an opponent's, to the discard pile or the top of the owner's deck. */
export const removeEnergy: StepHandler<Spec<'remove-energy'>> = (draft, step, context, answer, progress) => {
  const opponent = 1 - context.player;
  const verb = step.to === 'discard' ? 'discard' : 'put on top of the deck';
  if (answer === null) {
    if (step.target === 'choose-opponent') {
      const targets = pokemonTargets(draft, opponent, null).filter(
        (target) => (draftSlotAt(writable(draft, opponent), target.slot)?.energy.length ?? 0) > 0,
      );
      if (targets.length === 0) return next(context);
      return askTarget(context.player, targets, `choose your opponent's Pokémon to ${verb} Energy from`, { stage: 1 });
    }
    const pokemon = step.target === 'self' ? locate(draft, context.source)?.pokemon : writable(draft, opponent).active;
    if (!pokemon || pokemon.energy.length === 0) return next(context);
    return chooseEnergy(draft, context.player, pokemon, step.count, `choose ${step.count} Energy to ${verb}`, {
      target: pokemon.stack[0] as number,
    });
  }
  if (answer.type === 'target') {
    const pokemon = answer.target ? draftSlotAt(writable(draft, answer.target.player), answer.target.slot) : null;
    if (!pokemon) return next(context);
    return chooseEnergy(draft, context.player, pokemon, step.count, `choose ${step.count} Energy to ${verb}`, {
      target: pokemon.stack[0] as number,
    });
  }
  const where = locate(draft, progress.target ?? -1);
  if (!where || answer.type !== 'cards') return next(context);
  const _owner = writable(draft, where.player);
  for (const card of answer.cards) {
    if (!where.pokemon.energy.includes(card)) continue;
    where.pokemon.energy = where.pokemon.energy.filter((attached) => attached !== card);
    if (step.to === 'discard') toDiscard(draft, where.player, [card]);
    else deckOf(draft, where.player).unshift(card);
    logEvent(draft, `${nameOf(draft, card)} was removed from ${nameOf(draft, topCard(where.pokemon))}`);
  }
  return next(context);
};

/** Move every Energy on this Pokémon to own Benched Pokémon, one Energy at a time. */
export const moveEnergy: StepHandler<Spec<'move-energy'>> = (draft, _step, context, answer) => {
  const where = locate(draft, context.source);
  if (!where) return next(context);
  const seat = writable(draft, where.player);
  if (answer?.type === 'target' && answer.target) {
    const card = where.pokemon.energy[0];
    const target = draftSlotAt(seat, answer.target.slot);
    if (card !== undefined && target && target !== where.pokemon) {
      where.pokemon.energy = where.pokemon.energy.slice(1);
      target.energy = [...target.energy, card];
    }
  }
  const card = where.pokemon.energy[0];
  const targets = pokemonTargets(draft, where.player, null, true).filter((target) => target.slot !== where.slot);
  if (card === undefined || targets.length === 0) return next(context);
  return askTarget(context.player, targets, `choose the Benched Pokémon to move ${nameOf(draft, card)} to`);
};

/** The opponent's Active Pokémon is now affected by each listed Special Condition. */
export const specialCondition: StepHandler<Spec<'special-condition'>> = (draft, step, context) => {
  const active = writable(draft, 1 - context.player).active;
  if (!active) return next(context);
  for (const condition of step.conditions) {
    const name = conditionName(condition);
    if (name === 'poisoned') active.poisoned = true;
    else if (name === 'burned') active.burned = true;
    else active.rotation = name;
    logEvent(draft, `${nameOf(draft, topCard(active))} is now ${condition}`);
  }
  return next(context);
};

/** This Pokémon recovers from every Special Condition. */
export const clearConditionsStep: StepHandler<Spec<'clear-conditions'>> = (draft, _step, context) => {
  const where = locate(draft, context.source);
  if (where) {
    const effects = where.pokemon.effects;
    clearConditions(where.pokemon);
    where.pokemon.effects = effects;
  }
  return next(context);
};
