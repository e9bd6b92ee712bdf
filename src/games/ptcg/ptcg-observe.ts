// What one seat may know: its own hand, both boards, counts of hidden zones, the pending decisions (with hidden
// cards removed), and the cards it is looking at in its own deck during a search; never deck order or Prizes.
import type { Pending, PtcgPlayer, PtcgResult, PtcgSlot, PtcgState, TurnStep } from './ptcg-state.js';

/** One player as a seat sees them. */
export interface ObservedPlayer {
  /** The hand, for the observing seat only (null for the opponent). */
  readonly hand: readonly number[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  readonly discard: readonly number[];
  readonly prizeCount: number;
  /** The boards; during setup the opponent's placements stay face down (null and empty, see `placed`). */
  readonly active: PtcgSlot | null;
  readonly bench: readonly PtcgSlot[];
  /** Pokémon placed face down during setup that this seat cannot see yet. */
  readonly placed: number;
  readonly supporterPlayed: boolean;
  readonly energyAttached: boolean;
  readonly retreated: boolean;
  readonly stadiumPlayed: boolean;
  readonly stadiumUsed: boolean;
  readonly abilitiesUsed: readonly string[];
  readonly lastKnockOut: number;
  readonly lastFightingKnockOutByAttack: number;
  readonly extraDraws: number;
  readonly ready: boolean;
}

/** Everything `observe` gives one seat. */
export interface PtcgObservation {
  readonly player: number;
  /** The public card table (instance → card id); hidden zones never show instances. */
  readonly cards: readonly string[];
  readonly decks: readonly string[];
  readonly phase: PtcgState['phase'];
  readonly turn: number;
  readonly current: number;
  readonly first: number;
  readonly step: TurnStep;
  readonly stadium: number;
  readonly turnCap: number;
  readonly textStyle: PtcgState['textStyle'];
  readonly players: readonly ObservedPlayer[];
  /** The pending decisions, oldest first; cards chosen from a hidden zone by the opponent are left out. */
  readonly pending: readonly Pending[];
  /** Own deck cards this seat is looking at (a search in progress): the top cards in order, or the whole deck sorted. */
  readonly deckSeen: readonly number[] | null;
  readonly log: readonly string[];
  readonly result: PtcgResult | null;
}

function observePlayer(state: PtcgState, seat: number, viewer: number): ObservedPlayer {
  const player = state.players[seat] as PtcgPlayer;
  const own = seat === viewer;
  const hidden = !own && state.phase === 'setup';
  return {
    hand: own ? player.hand : null,
    handCount: player.hand.length,
    deckCount: player.deck.length,
    discard: player.discard,
    prizeCount: player.prizes.length,
    active: hidden ? null : player.active,
    bench: hidden ? [] : player.bench,
    placed: hidden ? (player.active ? 1 : 0) + player.bench.length : 0,
    supporterPlayed: player.supporterPlayed,
    energyAttached: player.energyAttached,
    retreated: player.retreated,
    stadiumPlayed: player.stadiumPlayed,
    stadiumUsed: player.stadiumUsed,
    abilitiesUsed: player.abilitiesUsed,
    lastKnockOut: player.lastKnockOut,
    lastFightingKnockOutByAttack: player.lastFightingKnockOutByAttack,
    extraDraws: player.extraDraws,
    ready: player.ready,
  };
}

/** The pending stack as `viewer` may see it. */
function observePending(pending: readonly Pending[], viewer: number): readonly Pending[] {
  if (!pending.some((entry) => entry.type === 'select' && entry.player !== viewer && hiddenZone(entry.zone))) {
    return pending;
  }
  return pending.map((entry) =>
    entry.type === 'select' && entry.player !== viewer && hiddenZone(entry.zone) ? { ...entry, chosen: [] } : entry,
  );
}

/** Zones whose cards only their owner sees. */
function hiddenZone(zone: string): boolean {
  return zone === 'deck' || zone === 'hand';
}

/** Own deck cards under a search of `viewer` on top of the stack, or null. */
export function deckSeenBy(state: PtcgState, viewer: number): number[] | null {
  const top = state.pending[state.pending.length - 1];
  if (top?.type !== 'select' || top.player !== viewer || top.zone !== 'deck') return null;
  const deck = (state.players[viewer] as PtcgPlayer).deck;
  return top.depth > 0 ? deck.slice(0, top.depth) : [...deck].sort((a, b) => a - b);
}

/** The observation of seat `player`. */
export function ptcgObserve(state: PtcgState, player: number): PtcgObservation {
  return {
    player,
    cards: state.cards,
    decks: state.decks,
    phase: state.phase,
    turn: state.turn,
    current: state.current,
    first: state.first,
    step: state.step,
    stadium: state.stadium,
    turnCap: state.turnCap,
    textStyle: state.textStyle,
    players: [observePlayer(state, 0, player), observePlayer(state, 1, player)],
    pending: observePending(state.pending, player),
    deckSeen: deckSeenBy(state, player),
    log: state.log,
    result: state.result,
  };
}
