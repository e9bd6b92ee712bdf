// Sampling a full state from one seat's observation for search agents: every card the seat cannot see (its own deck
// and Prizes together, the opponent's hand, deck and Prizes, face-down setup placements) is re-dealt at random.
import { type Rng, seedRng } from '../../core/rng.js';
import { definitions } from './card-pool.js';
import { newSlot } from './ptcg-draft.js';
import type { ObservedPlayer, PtcgObservation } from './ptcg-observe.js';
import type { PtcgPlayer, PtcgSlot, PtcgState } from './ptcg-state.js';

function boardCards(player: ObservedPlayer): number[] {
  const cards: number[] = [];
  for (const slot of [player.active, ...player.bench]) {
    if (!slot) continue;
    cards.push(...slot.stack, ...slot.energy);
    if (slot.tool >= 0) cards.push(slot.tool);
  }
  return cards;
}

/** Instances the pending decisions refer to as still in a deck (e.g. an Energy chosen to attach); they stay there. */
function pinnedCards(observation: PtcgObservation): Set<number> {
  const pinned = new Set<number>();
  for (const entry of observation.pending) {
    if (entry.type === 'promote' || entry.type === 'first-player') continue;
    for (const card of entry.resume.progress.cards ?? []) pinned.add(card);
  }
  return pinned;
}

/** Deals an opponent's hidden hand from `pool`; one still to choose an Active during setup gets a Basic (mulligans saw to it). */
function dealHand(pool: number[], count: number, observation: PtcgObservation, seen: ObservedPlayer): number[] {
  const hand = pool.splice(0, count);
  if (observation.phase !== 'setup' || seen.placed > 0 || seen.ready || hand.length === 0) return hand;
  const defs = definitions(observation.cards);
  const isBasic = (card: number) => {
    const def = defs[card];
    return def?.kind === 'pokemon' && def.stage === 'basic';
  };
  const swap = pool.findIndex(isBasic);
  if (!hand.some(isBasic) && swap >= 0) [hand[0], pool[swap]] = [pool[swap] as number, hand[0] as number];
  return hand;
}

/** A state consistent with `observation` for seat `player`, with hidden cards re-dealt by `rng` and a fresh RNG. */
export function ptcgSample(observation: PtcgObservation, player: number, rng: Rng): PtcgState {
  const pinned = pinnedCards(observation);
  const players = [0, 1].map((seat): PtcgPlayer => {
    const seen = observation.players[seat] as ObservedPlayer;
    const known = new Set<number>([...seen.discard, ...boardCards(seen), ...(seen.hand ?? [])]);
    if (observation.stadium >= 0 && (observation.stadium < 60 ? 0 : 1) === seat) known.add(observation.stadium);
    const deckSeen = seat === player ? observation.deckSeen : null;
    const unseen: number[] = [];
    const pinnedHere: number[] = [];
    for (let card = seat * 60; card < seat * 60 + 60; card++) {
      if (known.has(card)) continue;
      if (pinned.has(card)) pinnedHere.push(card);
      else if (!deckSeen?.includes(card)) unseen.push(card);
    }
    const pool = rng.shuffle(unseen);
    const hand: readonly number[] = seen.hand ?? dealHand(pool, seen.handCount, observation, seen);
    let active: PtcgSlot | null = seen.active;
    let bench: readonly PtcgSlot[] = seen.bench;
    if (seen.placed > 0) {
      const defs = definitions(observation.cards);
      const basics: PtcgSlot[] = [];
      for (let index = 0; index < pool.length && basics.length < seen.placed; ) {
        const card = pool[index] as number;
        const def = defs[card];
        if (def?.kind === 'pokemon' && def.stage === 'basic') {
          basics.push(newSlot(card, 0));
          pool.splice(index, 1);
        } else index++;
      }
      active = basics[0] ?? null;
      bench = basics.slice(1);
    }
    let deck: number[];
    if (deckSeen) {
      const top = observation.pending[observation.pending.length - 1];
      const depth = top?.type === 'select' ? top.depth : 0;
      deck = depth > 0 ? [...deckSeen, ...pool.splice(0, seen.deckCount - deckSeen.length)] : rng.shuffle(deckSeen);
    } else {
      deck = pool.splice(0, seen.deckCount - pinnedHere.length);
      deck.push(...pinnedHere);
      if (pinnedHere.length > 0) deck = rng.shuffle(deck);
    }
    const prizes = pool.splice(0, seen.prizeCount);
    return {
      deck,
      hand,
      discard: seen.discard,
      prizes,
      active,
      bench,
      supporterPlayed: seen.supporterPlayed,
      energyAttached: seen.energyAttached,
      retreated: seen.retreated,
      stadiumPlayed: seen.stadiumPlayed,
      stadiumUsed: seen.stadiumUsed,
      abilitiesUsed: seen.abilitiesUsed,
      lastKnockOut: seen.lastKnockOut,
      lastFightingKnockOutByAttack: seen.lastFightingKnockOutByAttack,
      extraDraws: seen.extraDraws,
      ready: seen.ready,
    };
  });
  return {
    cards: observation.cards,
    decks: observation.decks,
    players,
    phase: observation.phase,
    turn: observation.turn,
    current: observation.current,
    first: observation.first,
    step: observation.step,
    stadium: observation.stadium,
    pending: observation.pending,
    turnCap: observation.turnCap,
    textStyle: observation.textStyle,
    rng: seedRng(rng.seed()),
    log: observation.log,
    result: observation.result,
  };
}
