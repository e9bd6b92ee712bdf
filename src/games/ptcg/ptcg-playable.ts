// The official ruling applied to every Trainer: a card whose effect cannot do anything cannot be played. Each effect
// primitive says when it has something to act on, judged only from what its player sees (counts of hidden zones).
import type { EffectSpec } from './effect-spec.js';
import { skipEvolveTargets } from './effects/evolution-effects.js';
import { attachFromDiscardTargets } from './effects/search-effects.js';
import { matching, pokemonTargets } from './ptcg-choices.js';
import type { RulesView } from './ptcg-filter.js';
import { findSlot, type PtcgPlayer, slotAt, slotsOf } from './ptcg-state.js';

/**
 * True when at least one step of `effects` can change the game now for `player`; `card` is the Trainer being played
 * (still in the hand, and not counted as part of it), or -1. A search or draw acts while the deck has a card (the deck
 * is hidden, so a search may still find nothing that fits); a coin flip acts when one of its outcomes can.
 */
export function effectCanAct(view: RulesView, player: number, effects: readonly EffectSpec[], card = -1): boolean {
  return effects.some((step) => stepCanAct(view, player, step, card, -1));
}

function stepCanAct(view: RulesView, player: number, step: EffectSpec, card: number, source: number): boolean {
  const own = view.players[player] as PtcgPlayer;
  const opponent = view.players[1 - player] as PtcgPlayer;
  switch (step.type) {
    case 'hand-reset': {
      const seats = step.players === 'both' ? [own, opponent] : [own];
      const handMoves = seats.some((seat) => seat.hand.some((inHand) => inHand !== card));
      if (step.hand === 'bottom') return handMoves;
      const draws = seats.some(
        (seat) => seat.deck.length > 0 && (step.draw === 'prizes-remaining' ? seat.prizes.length : step.draw) > 0,
      );
      return handMoves || draws;
    }
    case 'draw':
      return step.count > 0 && own.deck.length > 0;
    case 'search-deck':
      return own.deck.length > 0 && (step.to !== 'bench' || own.bench.length < 5);
    case 'attach-from-deck':
      return (
        own.deck.length > 0 &&
        pokemonTargets(view, player, step.pokemon, step.target === 'own-benched-distributed').length > 0
      );
    case 'attach-from-discard':
      return (
        matching(view, own.discard, step.energy).length > 0 && attachFromDiscardTargets(view, player, step).length > 0
      );
    case 'recover':
      return matching(view, own.discard, step.filter).length > 0;
    case 'switch-active': {
      const seat = step.player === 'own' ? own : opponent;
      return seat.active !== null && seat.bench.length > 0;
    }
    case 'heal':
      return slotsOf(own).some(({ pokemon }) => pokemon.damage > 0);
    case 'pick-up':
      // Never the last Pokémon in play: the Active only goes while a Benched Pokémon can replace it.
      return pokemonTargets(view, player, step.filter).some((target) => target.slot !== 0 || own.bench.length > 0);
    case 'remove-energy': {
      if (step.target === 'opponent-active') return (opponent.active?.energy.length ?? 0) > 0;
      if (step.target === 'choose-opponent') return slotsOf(opponent).some(({ pokemon }) => pokemon.energy.length > 0);
      return (slotAt(own, findSlot(own, source))?.energy.length ?? 0) > 0;
    }
    case 'coin-flip':
      return [...step.heads, ...(step.tails ?? [])].some((inner) => stepCanAct(view, player, inner, card, source));
    case 'skip-evolve':
      return skipEvolveTargets(view, player).length > 0;
    case 'discard-stadium':
      return view.stadium >= 0;
    case 'mill':
      return opponent.deck.length > 0;
    case 'special-condition':
      return opponent.active !== null;
    // Steps only attacks and Abilities use: they always act when their attack or Ability is used.
    case 'move-energy':
    case 'clear-conditions':
    case 'damage-per':
    case 'damage-bonus':
    case 'place-damage-counters':
    case 'self-damage':
    case 'attack-lock':
    case 'extra-prize':
      return true;
    // Gates, costs and lasting effects change nothing by being played.
    case 'discard-cost':
    case 'require':
    case 'use-limit':
    case 'passive':
    case 'damage-reduction':
    case 'prevent-damage':
    case 'hp-bonus':
    case 'retreat-modifier':
    case 'retaliate':
    case 'poison-bonus':
      return false;
  }
}
