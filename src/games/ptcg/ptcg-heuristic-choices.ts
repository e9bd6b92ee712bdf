// How the heuristic answers the decisions inside effects: which cards to search for, which to discard, which Pokémon
// to promote, gust, damage or power up. Each option gets a weight like any other action (see ptcg-heuristic.ts).
import type { CardDefinition } from './card-definition.js';
import { definitions } from './card-pool.js';
import type { PtcgAction } from './ptcg-action.js';
import { canEvolveNow } from './ptcg-board.js';
import { attackerScore, bestDamage, energyMissing, goalAttack } from './ptcg-heuristic-board.js';
import { pokemonCard, remainingHp } from './ptcg-modifiers.js';
import { type Pending, type PtcgPlayer, type PtcgSlot, type PtcgState, slotAt, slotsOf } from './ptcg-state.js';

/** Cards kept in the deck by choices that take from it (the same margin as draw effects). */
const searchMargin = 8;

/** True when the card is a Pokémon of the pool that attacks (does damage). */
function isAttacker(def: CardDefinition | undefined): boolean {
  return def?.kind === 'pokemon' && def.attacks.some((attack) => attack.damage > 0 || attack.damageSuffix === '×');
}

/** How much the player wants this card in hand now: evolutions that fit the board, Rare Candy with its Stage 2… */
export function cardValue(state: PtcgState, player: number, card: number): number {
  const defs = definitions(state.cards);
  const own = state.players[player] as PtcgPlayer;
  const def = defs[card];
  if (!def) return 0;
  const inPlay = slotsOf(own).map(({ pokemon }) => pokemon);
  const handDefs = own.hand.filter((other) => other !== card).map((other) => defs[other]);
  const namesInPlay = inPlay.map((slot) => pokemonCard(state, slot).name);
  switch (def.kind) {
    case 'pokemon': {
      if (def.stage === 'basic') {
        const copiesLeft = [...own.hand, ...own.deck].filter((other) => defs[other]?.name === def.name).length;
        return (
          (own.bench.length < 3 ? 55 : own.bench.length < 5 ? 30 : 5) +
          (isAttacker(def) ? 5 : 0) +
          (copiesLeft <= 1 ? 10 : 0)
        );
      }
      const from = def.evolvesFrom ?? '';
      const evolvable = inPlay.some(
        (slot) => pokemonCard(state, slot).name === from && canEvolveNow(state, player, slot),
      );
      if (evolvable) return 85 + (def.stage === 'stage2' ? 5 : 0);
      if (def.stage === 'stage2' && handDefs.some((other) => other?.name === 'Rare Candy')) return 80;
      return namesInPlay.includes(from) ? 45 : 20;
    }
    case 'trainer': {
      if (def.name === 'Rare Candy') {
        const stage2InHand = handDefs.some((other) => other?.kind === 'pokemon' && other.stage === 'stage2');
        return stage2InHand ? 82 : 35;
      }
      if (def.trainer === 'supporter') return own.supporterPlayed ? 30 : 50;
      if (def.trainer === 'stadium') return state.stadium < 0 ? 55 : 15;
      return 35;
    }
    case 'energy': {
      const handEnergy = handDefs.filter((other) => other?.kind === 'energy').length;
      const useful = inPlay.some((slot) => {
        const goal = goalAttack(state, slot, (state.players[1 - player] as PtcgPlayer).active);
        return goal ? energyMissing(state, slot, goal.cost, card) < energyMissing(state, slot, goal.cost) : false;
      });
      return (handEnergy === 0 ? 60 : handEnergy === 1 ? 30 : 8) + (useful ? 10 : -10);
    }
  }
}

/** An own Pokémon's value as the receiver of Energy: it lacks Energy for its main attack, most so the Active. */
function energyTargetValue(state: PtcgState, player: number, slot: PtcgSlot, active: boolean): number {
  const opponent = state.players[1 - player] as PtcgPlayer;
  const goal = goalAttack(state, slot, opponent.active);
  const missing = goal ? energyMissing(state, slot, goal.cost) : 0;
  if (missing === 0) return 5;
  const card = pokemonCard(state, slot);
  return 40 + (active ? 25 : 0) + (card.tags.includes('ex') || card.stage !== 'basic' ? 10 : 0) - 3 * missing;
}

/** Weight of choosing an opponent's Pokémon to take `amount` damage or counters: a Knock Out, an ex above all. */
function hitValue(state: PtcgState, slot: PtcgSlot, amount: number): number {
  const left = remainingHp(state, slot);
  if (amount >= left) return 90 + (pokemonCard(state, slot).tags.includes('ex') ? 20 : 0);
  return 10 + Math.max(0, 30 - (left - amount) / 10);
}

/** A Pokémon's weight as the new Active: the best attacker, and one that can retreat cheaply when it cannot attack yet. */
function activeChoice(state: PtcgState, player: number, slot: PtcgSlot): number {
  const defender = (state.players[1 - player] as PtcgPlayer).active;
  const ready = defender !== null && bestDamage(state, slot, defender) > 0;
  return Math.max(1, 100 + attackerScore(state, player, slot) - (ready ? 0 : 6 * pokemonCard(state, slot).retreat));
}

function pokemonChoice(
  state: PtcgState,
  player: number,
  top: Pending | undefined,
  target: number,
  slotNumber: number,
): number {
  const seat = state.players[target] as PtcgPlayer;
  const slot = slotAt(seat, slotNumber);
  if (!slot) return 1;
  const own = target === player;
  if (!top || top.type === 'promote') return activeChoice(state, player, slot);
  if (top.type !== 'target') return 10;
  const step = top.resume.step;
  switch (step.type) {
    case 'switch-active': {
      if (own) return activeChoice(state, player, slot);
      const mine = (state.players[player] as PtcgPlayer).active;
      const knocksOut = mine !== null && bestDamage(state, mine, slot) >= remainingHp(state, slot);
      if (knocksOut) return 90 + (pokemonCard(state, slot).tags.includes('ex') ? 20 : 0);
      // Otherwise drag up something stuck: no Energy and a high Retreat Cost.
      return 10 + (slot.energy.length === 0 ? 10 : 0) + 3 * pokemonCard(state, slot).retreat;
    }
    case 'heal':
    case 'pick-up':
      return 5 + slot.damage / 10;
    case 'attach-from-discard':
    case 'attach-from-deck':
    case 'move-energy': {
      if (step.type === 'attach-from-discard' && step.countersOnTarget) {
        const opponent = state.players[1 - player] as PtcgPlayer;
        const left = remainingHp(state, slot) - 20;
        const card = pokemonCard(state, slot);
        const likesCounters = card.name === 'Drifloon' || card.name === 'Scream Tail';
        if (left < (likesCounters ? 10 : 60)) return 1;
        const missing = (() => {
          const goal = goalAttack(state, slot, opponent.active);
          return goal ? energyMissing(state, slot, goal.cost) : 0;
        })();
        return missing > 0 ? 50 + (slotNumber === 0 ? 20 : 0) : likesCounters && slotNumber === 0 ? 40 : 3;
      }
      return energyTargetValue(state, player, slot, slotNumber === 0);
    }
    case 'place-damage-counters':
      return own ? 1 : hitValue(state, slot, 10);
    case 'damage-per':
      return own ? 1 : hitValue(state, slot, top.resume.progress.count ?? 0);
    case 'remove-energy':
      return own ? 1 : 5 + 20 * slot.energy.length + (slotNumber === 0 ? 10 : 0);
    default:
      return own ? 10 + remainingHp(state, slot) / 20 : 10 + Math.max(0, 30 - remainingHp(state, slot) / 10);
  }
}

function cardChoice(state: PtcgState, player: number, top: Pending | undefined, card: number): number {
  const defs = definitions(state.cards);
  const def = defs[card];
  if (top?.type !== 'select') return 10;
  const step = top.resume.step;
  if (top.zone === 'hand' && step.type === 'discard-cost') {
    // Discard what is worth least in hand.
    return Math.max(1, 100 - cardValue(state, player, card));
  }
  if (top.zone === 'energy') {
    // Retreat cost or an opponent's Energy: all basic Energy, so any will do.
    return 20;
  }
  if (top.zone === 'discard') {
    if (step.type === 'attach-from-discard') return 30;
    if (def?.kind === 'pokemon') return isAttacker(def) ? 45 : 35;
    if (def?.kind === 'energy') return 35;
    return 30;
  }
  return Math.max(1, cardValue(state, player, card));
}

/** The weight of a choice inside a pending decision: a card, a Pokémon, yes or no, or `done`. */
export function choiceWeight(state: PtcgState, player: number, action: PtcgAction): number {
  const top = state.pending[state.pending.length - 1];
  const own = state.players[player] as PtcgPlayer;
  switch (action.type) {
    case 'choose-card':
      return cardChoice(state, player, top, action.card);
    case 'choose-pokemon':
      return pokemonChoice(state, player, top, action.player, action.slot);
    case 'answer': {
      if (top?.type === 'may' && top.prompt.startsWith('discard the Stadium')) {
        const ours = state.stadium >= 0 && (state.stadium < 60 ? 0 : 1) === player;
        return action.yes === !ours ? 10 : 2;
      }
      return action.yes ? 10 : 2;
    }
    case 'done':
      // Stop taking cards from a thin deck; otherwise take what is offered.
      if (top?.type === 'select' && top.zone === 'deck' && own.deck.length <= searchMargin) return 40;
      return 3;
    default:
      return 1;
  }
}
