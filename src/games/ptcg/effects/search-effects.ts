// Card-moving primitives: deck searches to hand or Bench, discard-pile recovery, discard costs, and Energy
// acceleration from the deck (Infernal Reign, Electric Generator) or the discard pile (Psychic Embrace, Motivate).
import type { CardFilter, EffectSpec } from '../effect-spec.js';
import { matching, pokemonTargets } from '../ptcg-choices.js';
import {
  deckOf,
  draftSlotAt,
  fromDiscard,
  logEvent,
  nameOf,
  newSlot,
  removeCard,
  shuffleDeck,
  toDiscard,
  writable,
} from '../ptcg-draft.js';
import { remainingHp } from '../ptcg-modifiers.js';
import { findSlot, type PtcgPlayer } from '../ptcg-state.js';
import { askTarget, next, type StepHandler } from './step-outcome.js';

type Spec<T extends EffectSpec['type']> = Extract<EffectSpec, { type: T }>;

/** Search the deck for cards to the hand or the Bench, then shuffle. */
export const searchDeck: StepHandler<Spec<'search-deck'>> = (draft, step, context, answer) => {
  const seat = writable(draft, context.player);
  const finish = () => {
    if (step.shuffle !== false) shuffleDeck(draft, context.player);
    return next(context);
  };
  if (answer === null) {
    const max = step.to === 'bench' ? Math.min(step.max, 5 - seat.bench.length) : step.max;
    if (max <= 0 || matching(draft, seat.deck, step.filter).length === 0) return finish();
    const where = step.to === 'bench' ? 'onto your Bench' : 'into your hand';
    return {
      type: 'pause',
      pending: {
        type: 'select',
        player: context.player,
        zone: 'deck',
        filter: step.filter,
        depth: 0,
        pokemon: -1,
        min: 0,
        max,
        chosen: [],
        prompt: `choose up to ${max} card${max === 1 ? '' : 's'} from your deck to put ${where}`,
      },
      progress: {},
    };
  }
  const cards = answer.type === 'cards' ? answer.cards : [];
  for (const card of cards) {
    if (!removeCard(deckOf(draft, context.player), card)) continue;
    if (step.to === 'hand') seat.hand.push(card);
    else if (seat.bench.length < 5) seat.bench.push(newSlot(card, draft.turn));
    else toDiscard(draft, context.player, [card]);
  }
  if (step.to === 'bench') {
    for (const card of cards) logEvent(draft, `player ${context.player} put ${nameOf(draft, card)} onto the Bench`);
  } else if (cards.length > 0 && (step.reveal ?? asksForKind(step.filter))) {
    const names = cards.map((card) => nameOf(draft, card)).join(', ');
    logEvent(draft, `player ${context.player} searched their deck and put ${names} into their hand (shown)`);
  } else
    logEvent(
      draft,
      `player ${context.player} searched their deck for ${cards.length} card${cards.length === 1 ? '' : 's'}`,
    );
  return finish();
};

/** True when a search filter restricts the cards found (such cards show what they find; "any card" does not). */
function asksForKind(filter: CardFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}

/** Take cards from the discard pile into the hand, or shuffle them into the deck. */
export const recover: StepHandler<Spec<'recover'>> = (draft, step, context, answer) => {
  const seat = writable(draft, context.player);
  if (answer === null) {
    const available = matching(draft, seat.discard, step.filter).length;
    if (available === 0) return next(context);
    const max = Math.min(step.max, available);
    return {
      type: 'pause',
      pending: {
        type: 'select',
        player: context.player,
        zone: 'discard',
        filter: step.filter,
        depth: 0,
        pokemon: -1,
        min: Math.min(step.min ?? 0, max),
        max,
        chosen: [],
        prompt: `choose up to ${max} card${max === 1 ? '' : 's'} from your discard pile to put ${step.to === 'hand' ? 'into your hand' : 'into your deck'}`,
      },
      progress: {},
    };
  }
  const cards = answer.type === 'cards' ? answer.cards : [];
  for (const card of cards) {
    if (!fromDiscard(draft, context.player, card)) continue;
    (step.to === 'hand' ? seat.hand : deckOf(draft, context.player)).push(card);
    logEvent(draft, `player ${context.player} took ${nameOf(draft, card)} from the discard pile`);
  }
  if (step.to === 'deck') shuffleDeck(draft, context.player);
  return next(context);
};

/** Cost: discard cards from the hand (the legal-action check guarantees the hand holds enough). */
export const discardCost: StepHandler<Spec<'discard-cost'>> = (draft, step, context, answer) => {
  const seat = writable(draft, context.player);
  if (answer === null) {
    const count = Math.min(step.count, seat.hand.length);
    if (count === 0) return next(context);
    return {
      type: 'pause',
      pending: {
        type: 'select',
        player: context.player,
        zone: 'hand',
        filter: null,
        depth: 0,
        pokemon: -1,
        min: count,
        max: count,
        chosen: [],
        prompt: `choose ${count} card${count === 1 ? '' : 's'} from your hand to discard`,
      },
      progress: {},
    };
  }
  const cards = answer.type === 'cards' ? answer.cards : [];
  for (const card of cards) {
    if (removeCard(seat.hand, card)) toDiscard(draft, context.player, [card]);
    logEvent(draft, `player ${context.player} discarded ${nameOf(draft, card)}`);
  }
  return next({ ...context, chosen: cards });
};

/** Attach Energy from the deck (or its top cards) to own Pokémon, one card and one target at a time; then shuffle. */
export const attachFromDeck: StepHandler<Spec<'attach-from-deck'>> = (draft, step, context, answer, progress) => {
  const seat = writable(draft, context.player);
  const count = progress.count ?? 0;
  const finish = () => {
    shuffleDeck(draft, context.player);
    return next(context);
  };
  if (answer?.type === 'cards') {
    const card = answer.cards[0];
    if (card === undefined) return finish();
    const targets = pokemonTargets(draft, context.player, step.pokemon, step.target === 'own-benched-distributed');
    return askTarget(context.player, targets, `choose the Pokémon to attach ${nameOf(draft, card)} to`, {
      count,
      cards: [card],
      stage: 1,
    });
  }
  let attached = count;
  if (answer?.type === 'target' && answer.target) {
    const card = progress.cards?.[0] as number;
    const pokemon = draftSlotAt(seat, answer.target.slot);
    if (pokemon && removeCard(deckOf(draft, context.player), card)) {
      pokemon.energy = [...pokemon.energy, card];
      attached += 1;
      logEvent(draft, `player ${context.player} attached ${nameOf(draft, card)} from the deck`);
    }
  }
  if (attached >= step.max) return finish();
  const depth = step.look ? step.look - attached : 0;
  const window = step.look ? seat.deck.slice(0, Math.max(0, depth)) : seat.deck;
  const targets = pokemonTargets(draft, context.player, step.pokemon, step.target === 'own-benched-distributed');
  if ((step.look && depth <= 0) || targets.length === 0 || matching(draft, window, step.energy).length === 0) {
    return finish();
  }
  return {
    type: 'pause',
    pending: {
      type: 'select',
      player: context.player,
      zone: 'deck',
      filter: step.energy,
      depth: Math.max(0, depth),
      pokemon: -1,
      min: 0,
      max: 1,
      chosen: [],
      prompt: `choose an Energy card to attach (${attached} of up to ${step.max} attached)${step.look ? ` from the top ${step.look} cards of your deck` : ''}`,
    },
    progress: { count: attached, stage: 0 },
  };
};

/** Attach Energy from the discard pile to one chosen own Pokémon (with damage counters for Psychic Embrace). */
export const attachFromDiscard: StepHandler<Spec<'attach-from-discard'>> = (draft, step, context, answer, progress) => {
  const seat = writable(draft, context.player);
  const counters = step.countersOnTarget ?? 0;
  if (answer === null) {
    if (matching(draft, seat.discard, step.energy).length === 0) return next(context);
    const targets = attachFromDiscardTargets(draft, context.player, step);
    if (targets.length === 0) return next(context);
    return askTarget(context.player, targets, 'choose the Pokémon to attach Energy from your discard pile to', {
      stage: 1,
    });
  }
  if (answer.type === 'target') {
    if (!answer.target) return next(context);
    const pokemon = draftSlotAt(seat, answer.target.slot);
    if (!pokemon) return next(context);
    const max = Math.min(step.max, matching(draft, seat.discard, step.energy).length);
    return {
      type: 'pause',
      pending: {
        type: 'select',
        player: context.player,
        zone: 'discard',
        filter: step.energy,
        depth: 0,
        pokemon: -1,
        min: counters > 0 ? 1 : 0,
        max,
        chosen: [],
        prompt: `choose up to ${max} Energy card${max === 1 ? '' : 's'} from your discard pile to attach`,
      },
      progress: { stage: 2, target: pokemon.stack[0] as number },
    };
  }
  const cards = answer.type === 'cards' ? answer.cards : [];
  const slot = findSlot(seat, progress.target ?? -1);
  const pokemon = slot >= 0 ? draftSlotAt(seat, slot) : null;
  if (!pokemon) return next(context);
  for (const card of cards) if (fromDiscard(draft, context.player, card)) pokemon.energy = [...pokemon.energy, card];
  if (cards.length > 0) {
    logEvent(draft, `player ${context.player} attached ${cards.length} Energy from the discard pile`);
    if (counters > 0) pokemon.damage += counters * 10;
  }
  return next(context);
};

/** Own Pokémon that may receive Energy from the discard pile (those the damage counters would Knock Out excluded). */
export function attachFromDiscardTargets(
  draft: Parameters<typeof pokemonTargets>[0],
  player: number,
  step: Spec<'attach-from-discard'>,
) {
  const counters = step.countersOnTarget ?? 0;
  const seat = draft.players[player] as PtcgPlayer;
  return pokemonTargets(draft, player, step.pokemon, step.target === 'choose-own-benched').filter((target) => {
    if (counters === 0) return true;
    const pokemon = target.slot === 0 ? seat.active : seat.bench[target.slot - 1];
    return pokemon !== undefined && pokemon !== null && remainingHp(draft, pokemon) > counters * 10;
  });
}
