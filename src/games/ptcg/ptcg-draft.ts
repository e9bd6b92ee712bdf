// `apply` works on a draft: the state's top level copied, each player copied on first write (their zone arrays and
// slot objects; slot arrays are replaced, not mutated), the card table never. No deep clone per action.
import { type Rng, type RngState, rngFrom } from '../../core/rng.js';
import type { CardDefinition } from './card-definition.js';
import { definitions } from './card-pool.js';
import type { Pending, PtcgPlayer, PtcgResult, PtcgSlot, PtcgState, TurnStep } from './ptcg-state.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A Pokémon in play the rules may change in place; its arrays are replaced, never mutated (they may be shared). */
export type DraftSlot = Writable<PtcgSlot>;

/** A player the rules may change in place (their own copy, made on first write by `seat`). */
export type DraftPlayer = Writable<Omit<PtcgPlayer, 'hand' | 'prizes' | 'active' | 'bench' | 'abilitiesUsed'>> & {
  hand: number[];
  prizes: number[];
  active: DraftSlot | null;
  bench: DraftSlot[];
  abilitiesUsed: string[];
};

/** The whole state, writable where the rules write (copy on write per player), with the card definitions at hand. */
export interface Draft {
  readonly cards: readonly string[];
  readonly defs: readonly CardDefinition[];
  readonly decks: readonly string[];
  /** Read freely; write only through `writable(draft, player)`, which copies the player first. */
  players: PtcgPlayer[];
  copied: boolean[];
  /** Whether each player's deck array is this draft's own copy (decks are copied only when changed). */
  decksCopied: boolean[];
  phase: PtcgState['phase'];
  turn: number;
  current: number;
  first: number;
  step: TurnStep;
  stadium: number;
  pending: Pending[];
  turnCap: number;
  textStyle: PtcgState['textStyle'];
  rngState: RngState;
  live: Rng | null;
  log: readonly string[];
  result: PtcgResult | null;
}

/** Longest public log kept in the state. */
export const logLength = 12;

function copySlot(slot: PtcgSlot): DraftSlot {
  return {
    stack: slot.stack,
    energy: slot.energy,
    tool: slot.tool,
    damage: slot.damage,
    rotation: slot.rotation,
    poisoned: slot.poisoned,
    burned: slot.burned,
    since: slot.since,
    abilityTurn: slot.abilityTurn,
    effects: slot.effects,
  };
}

// Field by field rather than with spreads: this runs on most actions and V8 builds literal shapes fastest.
function copyPlayer(player: PtcgPlayer): DraftPlayer {
  const bench: DraftSlot[] = [];
  for (const slot of player.bench) bench.push(copySlot(slot));
  return {
    deck: player.deck,
    hand: player.hand.slice(),
    discard: player.discard,
    prizes: player.prizes.slice(),
    active: player.active ? copySlot(player.active) : null,
    bench,
    supporterPlayed: player.supporterPlayed,
    energyAttached: player.energyAttached,
    retreated: player.retreated,
    stadiumPlayed: player.stadiumPlayed,
    stadiumUsed: player.stadiumUsed,
    abilitiesUsed: player.abilitiesUsed.slice(),
    lastKnockOut: player.lastKnockOut,
    lastFightingKnockOutByAttack: player.lastFightingKnockOutByAttack,
    extraDraws: player.extraDraws,
    ready: player.ready,
  };
}

/** The writable copy of `player` in this draft (copied on first use, then the same object every time). */
export function writable(draft: Draft, player: number): DraftPlayer {
  if (!draft.copied[player]) {
    draft.players[player] = copyPlayer(draft.players[player] as PtcgPlayer);
    draft.copied[player] = true;
  }
  return draft.players[player] as DraftPlayer;
}

/** The writable deck of `player` (copied on first use); assigning a new array to `deck` works too. */
export function deckOf(draft: Draft, player: number): number[] {
  const own = writable(draft, player);
  if (!draft.decksCopied[player]) {
    own.deck = [...own.deck];
    draft.decksCopied[player] = true;
  }
  return own.deck as number[];
}

/** Puts cards on top of a player's discard pile (the pile array is replaced, never mutated). */
export function toDiscard(draft: Draft, player: number, cards: readonly number[]): void {
  if (cards.length === 0) return;
  const own = writable(draft, player);
  own.discard = [...own.discard, ...cards];
}

/** Takes a card out of a player's discard pile; returns false when it is not there. */
export function fromDiscard(draft: Draft, player: number, card: number): boolean {
  const own = writable(draft, player);
  if (!own.discard.includes(card)) return false;
  own.discard = own.discard.filter((other) => other !== card);
  return true;
}

/** The draft's generator (created on first use). */
export function rngOf(draft: Draft): Rng {
  draft.live ??= rngFrom(draft.rngState);
  return draft.live;
}

/** A draft of `state`: nothing is copied until written (the card table is never copied); never mutates `state`. */
export function draftOf(state: PtcgState): Draft {
  return {
    cards: state.cards,
    defs: definitions(state.cards),
    decks: state.decks,
    players: [...state.players],
    copied: [false, false],
    decksCopied: [false, false],
    phase: state.phase,
    turn: state.turn,
    current: state.current,
    first: state.first,
    step: state.step,
    stadium: state.stadium,
    pending: [...state.pending],
    turnCap: state.turnCap,
    textStyle: state.textStyle,
    rngState: state.rng,
    live: null,
    log: state.log,
    result: state.result,
  };
}

/** The finished state of a draft (the draft must not be used afterwards). */
export function finishDraft(draft: Draft): PtcgState {
  return {
    cards: draft.cards,
    decks: draft.decks,
    players: draft.players,
    phase: draft.phase,
    turn: draft.turn,
    current: draft.current,
    first: draft.first,
    step: draft.step,
    stadium: draft.stadium,
    pending: draft.pending,
    turnCap: draft.turnCap,
    textStyle: draft.textStyle,
    rng: draft.live ? draft.live.state() : draft.rngState,
    log: draft.log,
    result: draft.result,
  };
}

/** Appends a public event to the log, keeping the most recent ones. */
export function logEvent(draft: Draft, text: string): void {
  const log = draft.log.length >= logLength ? draft.log.slice(1 - logLength) : [...draft.log];
  log.push(text);
  draft.log = log;
}

/** The printed name of an instance. */
export function nameOf(draft: Pick<Draft, 'defs'>, card: number): string {
  return draft.defs[card]?.name ?? `card ${card}`;
}

/** The draft slot at `slot` (0 Active, 1..5 Bench) or null. */
export function draftSlotAt(player: DraftPlayer, slot: number): DraftSlot | null {
  return slot === 0 ? player.active : (player.bench[slot - 1] ?? null);
}

/** Draws up to `count` cards from the top of the deck; returns how many were drawn. */
export function drawCards(draft: Draft, player: number, count: number): number {
  const own = writable(draft, player);
  const drawn = Math.min(count, own.deck.length);
  if (drawn > 0) own.hand.push(...deckOf(draft, player).splice(0, drawn));
  return drawn;
}

/** Shuffles a player's deck with the state's generator. */
export function shuffleDeck(draft: Draft, player: number): void {
  const own = writable(draft, player);
  own.deck = rngOf(draft).shuffle(own.deck);
  draft.decksCopied[player] = true;
}

/** Removes one occurrence of `card` from `zone`; returns false when it is not there. */
export function removeCard(zone: number[], card: number): boolean {
  const index = zone.indexOf(card);
  if (index < 0) return false;
  zone.splice(index, 1);
  return true;
}

/** A new Pokémon in play from a Basic instance. */
export function newSlot(card: number, turn: number): DraftSlot {
  return {
    stack: [card],
    energy: [],
    tool: -1,
    damage: 0,
    rotation: null,
    poisoned: false,
    burned: false,
    since: turn,
    abilityTurn: 0,
    effects: [],
  };
}

/** Flips a coin with the state's generator; true is heads. */
export function flipCoin(draft: Draft, what: string): boolean {
  const heads = rngOf(draft).int(0, 1) === 1;
  logEvent(draft, `${what}: coin flip ${heads ? 'heads' : 'tails'}`);
  return heads;
}

/** Every card of a Pokémon in play (stack, Energy, Tool), e.g. to discard on a Knock Out. */
export function cardsOfSlot(slot: PtcgSlot): number[] {
  const all = [...slot.stack, ...slot.energy];
  if (slot.tool >= 0) all.push(slot.tool);
  return all;
}

/** Clears Special Conditions and lasting effects (moving to the Bench, evolving). */
export function clearConditions(slot: DraftSlot): void {
  slot.rotation = null;
  slot.poisoned = false;
  slot.burned = false;
  slot.effects = [];
}
