// Game setup: the coin flip's winner chooses to go first or second, then shuffled 60-card decks, 7-card hands with
// mulligans (revealed in the log), simultaneous Active and Bench placement with the opponent's extra draws after their
// Active, then six Prizes each and the first turn.
import { type RngState, rngFrom, seedRng } from '../../core/rng.js';
import { UsageError } from '../../core/usage-error.js';
import { definitions } from './card-pool.js';
import { deckByName, deckCardIds } from './cards/decks.js';
import type { PtcgAction } from './ptcg-action.js';
import { type Draft, deckOf, drawCards, logEvent, nameOf, newSlot, removeCard, rngOf, writable } from './ptcg-draft.js';
import type { PtcgPlayer, PtcgState } from './ptcg-state.js';
import { settle } from './ptcg-turn.js';

/** A player with nothing yet: the deck given, every other zone empty. */
export function emptyPlayer(deck: readonly number[]): PtcgPlayer {
  return {
    deck,
    hand: [],
    discard: [],
    prizes: [],
    active: null,
    bench: [],
    supporterPlayed: false,
    energyAttached: false,
    retreated: false,
    stadiumPlayed: false,
    stadiumUsed: false,
    abilitiesUsed: [],
    lastKnockOut: -9,
    lastFightingKnockOutByAttack: -9,
    extraDraws: 0,
    ready: false,
  };
}

/** The card table of a match between two named decks (seat 0's 60 instances, then seat 1's). */
export function cardTable(deckNames: readonly string[]): string[] {
  if (deckNames.length !== 2) throw new UsageError(`decks must name two decks, e.g. decks=aggro,control`);
  return deckNames.flatMap((name) => {
    const ids = deckCardIds(deckByName(name));
    if (ids.length !== 60) throw new UsageError(`deck '${name}' has ${ids.length} cards, not 60`);
    return ids;
  });
}

/** The state before anything is dealt: the coin flip is done and its winner is to choose to go first or second. */
export function setupState(
  deckNames: readonly string[],
  seed: number,
  turnCap: number,
  textStyle: PtcgState['textStyle'] = 'structured',
): PtcgState {
  const cards = cardTable(deckNames);
  const defs = definitions(cards);
  for (let player = 0; player < 2; player++) {
    if (!instancesOf(player).some((card) => isBasic(defs[card]))) {
      throw new UsageError(`deck '${deckNames[player]}' has no Basic Pokémon`);
    }
  }
  const rng = rngFrom(seedRng(seed));
  const winner = rng.int(0, 1);
  return {
    cards,
    decks: deckNames,
    players: [0, 1].map((player) => emptyPlayer(instancesOf(player))),
    phase: 'setup',
    turn: 0,
    current: winner,
    first: -1,
    step: 'checked',
    stadium: -1,
    pending: [{ type: 'first-player', player: winner }],
    turnCap,
    textStyle,
    rng: rng.state() as RngState,
    log: [`coin flip: player ${winner} wins and chooses to go first or second`],
    result: null,
  };
}

/** A player's 60 instances in deck-list order (seat 0: 0..59, seat 1: 60..119). */
function instancesOf(player: number): number[] {
  return Array.from({ length: 60 }, (_, index) => player * 60 + index);
}

/** The coin flip's winner goes first or second; then each player shuffles and draws 7, with mulligans revealed. */
export function chooseTurnOrder(draft: Draft, player: number, action: PtcgAction): void {
  if (action.type !== 'turn-order') throw new Error('choose to go first or second');
  draft.pending.pop();
  draft.first = action.first ? player : 1 - player;
  draft.current = draft.first;
  logEvent(draft, `player ${player} chose to go ${action.first ? 'first' : 'second'}`);
  const rng = rngOf(draft);
  const mulligans = [0, 0];
  for (let seat = 0; seat < 2; seat++) {
    for (;;) {
      const deck = rng.shuffle(instancesOf(seat));
      const hand = deck.splice(0, 7);
      if (hand.some((card) => isBasic(draft.defs[card]))) {
        const own = writable(draft, seat);
        own.hand = hand;
        own.deck = deck;
        break;
      }
      mulligans[seat] = (mulligans[seat] ?? 0) + 1;
      logEvent(
        draft,
        `player ${seat} took a mulligan, revealing ${hand.map((card) => nameOf(draft, card)).join(', ')}`,
      );
    }
  }
  for (let seat = 0; seat < 2; seat++) {
    writable(draft, seat).extraDraws = Math.max(0, (mulligans[1 - seat] ?? 0) - (mulligans[seat] ?? 0));
  }
}

function isBasic(card: ReturnType<typeof definitions>[number] | undefined): boolean {
  return card?.kind === 'pokemon' && card.stage === 'basic';
}

/** Seats acting during setup: the coin flip's winner while it chooses, then the seats still placing Pokémon. */
export function setupActors(state: Pick<PtcgState, 'players' | 'pending'>): number[] {
  const top = state.pending[state.pending.length - 1];
  if (top) return [top.player];
  return [0, 1].filter((player) => !(state.players[player] as PtcgPlayer).ready);
}

/**
 * A setup player's options: the Active first, then Bench placements; a player owed extra cards for the opponent's
 * mulligans decides how many to draw once the Active is placed (Basics drawn may still go to the Bench), then `ready`.
 */
export function setupActions(state: PtcgState, player: number): PtcgAction[] {
  const top = state.pending[state.pending.length - 1];
  if (top) {
    if (top.player !== player) return [];
    return [
      { type: 'turn-order', first: true },
      { type: 'turn-order', first: false },
    ];
  }
  const seat = state.players[player] as PtcgPlayer;
  if (seat.ready) return [];
  const defs = definitions(state.cards);
  const actions: PtcgAction[] = [];
  const seen = new Set<string>();
  for (const card of seat.hand) {
    const id = state.cards[card] as string;
    if (!isBasic(defs[card]) || seen.has(id)) continue;
    seen.add(id);
    if (!seat.active) actions.push({ type: 'place-active', card, name: defs[card]?.name ?? id });
    else if (seat.bench.length < 5) actions.push({ type: 'place-bench', card, name: defs[card]?.name ?? id });
  }
  if (!seat.active) return actions;
  if (seat.extraDraws > 0) {
    for (let count = 0; count <= seat.extraDraws; count++) actions.push({ type: 'mulligan-draw', count });
  } else actions.push({ type: 'ready' });
  return actions;
}

/** Applies one setup action of `player`. */
export function applySetupAction(draft: Draft, player: number, action: PtcgAction): void {
  if (draft.pending.length > 0) {
    chooseTurnOrder(draft, player, action);
    return;
  }
  const seat = writable(draft, player);
  switch (action.type) {
    case 'mulligan-draw':
      if (!seat.active) throw new Error('place an Active Pokémon before drawing extra cards');
      drawCards(draft, player, Math.min(action.count, seat.extraDraws));
      if (action.count > 0)
        logEvent(draft, `player ${player} drew ${action.count} extra card${action.count === 1 ? '' : 's'}`);
      seat.extraDraws = 0;
      return;
    case 'place-active':
      if (seat.active || !removeCard(seat.hand, action.card)) throw new Error('cannot place that Active Pokémon');
      seat.active = newSlot(action.card, 0);
      return;
    case 'place-bench':
      if (!seat.active || seat.bench.length >= 5 || !removeCard(seat.hand, action.card)) {
        throw new Error('cannot place that Benched Pokémon');
      }
      seat.bench.push(newSlot(action.card, 0));
      return;
    case 'ready':
      if (!seat.active) throw new Error('place an Active Pokémon before ending setup');
      if (seat.extraDraws > 0) throw new Error('decide how many extra cards to draw before ending setup');
      seat.ready = true;
      return;
    default:
      throw new Error(`'${action.type}' is not a setup action`);
  }
}

/** Once both players are ready: six Prizes each, the boards are revealed, and the first turn starts. */
export function finishSetup(draft: Draft): void {
  for (let player = 0; player < 2; player++) {
    const seat = writable(draft, player);
    seat.prizes = deckOf(draft, player).splice(0, 6);
    const names = [seat.active, ...seat.bench].flatMap((slot) =>
      slot ? [nameOf(draft, slot.stack[0] as number)] : [],
    );
    logEvent(draft, `player ${player} revealed ${names.join(', ')}`);
  }
  draft.phase = 'play';
  draft.step = 'checked';
  settle(draft);
}
