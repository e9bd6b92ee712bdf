// Board operations on a draft shared by actions and effects: evolving, switching, moving Pokémon off the board,
// placing damage, and the evolution-line lookups Rare Candy needs.
import type { PokemonCard } from './card-definition.js';
import { cardsNamed } from './card-pool.js';
import {
  clearConditions,
  type Draft,
  type DraftPlayer,
  type DraftSlot,
  draftSlotAt,
  logEvent,
  nameOf,
  writable,
} from './ptcg-draft.js';
import { isFirstTurn } from './ptcg-filter.js';
import { findSlot, type PtcgPlayer, type PtcgSlot, topCard } from './ptcg-state.js';

/** The draft slot of the Pokémon whose base instance is `base`, with its owner's slot number, or null. */
export function locate(draft: Draft, base: number): { player: number; slot: number; pokemon: DraftSlot } | null {
  for (let player = 0; player < 2; player++) {
    const slot = findSlot(draft.players[player] as PtcgPlayer, base);
    if (slot >= 0) return { player, slot, pokemon: draftSlotAt(writable(draft, player), slot) as DraftSlot };
  }
  return null;
}

/** Puts evolution card `card` (already out of the hand) on the Pokémon; clears conditions and effects. */
export function evolveSlot(draft: Draft, pokemon: DraftSlot, card: number): void {
  const from = nameOf(draft, topCard(pokemon));
  pokemon.stack = [...pokemon.stack, card];
  pokemon.since = draft.turn;
  clearConditions(pokemon);
  logEvent(draft, `${from} evolved into ${nameOf(draft, card)}`);
}

/** Swaps a player's Active Pokémon with the Benched Pokémon at `slot` (1..5); the one going to the Bench is cleared. */
export function switchActive(draft: Draft, player: number, slot: number): void {
  const seat = writable(draft, player);
  const incoming = seat.bench[slot - 1];
  if (!incoming) return;
  const outgoing = seat.active;
  if (outgoing) {
    clearConditions(outgoing);
    seat.bench[slot - 1] = outgoing;
  } else seat.bench.splice(slot - 1, 1);
  seat.active = incoming;
}

/** Promotes the Benched Pokémon at `slot` into an empty Active Spot. */
export function promote(draft: Draft, player: number, slot: number): void {
  const seat = writable(draft, player);
  const [incoming] = seat.bench.splice(slot - 1, 1);
  if (incoming) seat.active = incoming;
  if (incoming) logEvent(draft, `player ${player} promoted ${nameOf(draft, topCard(incoming))} to Active`);
}

/** Takes a Pokémon out of play (its slot is removed; an Active Spot becomes empty). */
export function removeFromPlay(seat: DraftPlayer, slot: number): DraftSlot | null {
  if (slot === 0) {
    const active = seat.active;
    seat.active = null;
    return active;
  }
  const [removed] = seat.bench.splice(slot - 1, 1);
  return removed ?? null;
}

/** Adds damage (in HP) to a Pokémon; never below zero. */
export function addDamage(pokemon: DraftSlot, amount: number): void {
  pokemon.damage = Math.max(0, pokemon.damage + amount);
}

const stage1Cache = new Map<string, readonly string[]>();

/** Names of the Basics a Stage 2 card can skip to from (through a Stage 1 of the pool). */
export function basicsUnder(stage2: PokemonCard): readonly string[] {
  const key = stage2.id;
  let found = stage1Cache.get(key);
  if (!found) {
    found = stage2.evolvesFrom
      ? cardsNamed(stage2.evolvesFrom).flatMap((card) =>
          card.kind === 'pokemon' && card.stage === 'stage1' && card.evolvesFrom ? [card.evolvesFrom] : [],
        )
      : [];
    stage1Cache.set(key, found);
  }
  return found;
}

/** True when a Pokémon may evolve now: not on its player's first turn nor in the turn it came into play or evolved. */
export function canEvolveNow(view: { turn: number; first: number }, player: number, pokemon: PtcgSlot): boolean {
  return !isFirstTurn(view, player) && pokemon.since < view.turn;
}

/** The number of Pokémon `seat` has in play. */
export function pokemonInPlay(seat: PtcgPlayer): number {
  return (seat.active ? 1 : 0) + seat.bench.length;
}
