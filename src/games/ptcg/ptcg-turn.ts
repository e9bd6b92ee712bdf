// Between actions: Knock Outs, promotions, the end of a turn with its Pokémon Checkup, and the start of the next turn
// (draw, or lose by deck-out; the turn cap ends the game as a draw).
import { runSteps } from './effects/run-effects.js';
import { addDamage } from './ptcg-board.js';
import { type Draft, drawCards, flipCoin, logEvent, nameOf, writable } from './ptcg-draft.js';
import { endGame, resolveKnockOuts } from './ptcg-knockout.js';
import { passiveEffects, poisonCounters } from './ptcg-modifiers.js';
import { type PtcgPlayer, slotsOf, topCard } from './ptcg-state.js';

/** Runs the rules until a player must decide: Knock Outs, promotions, Checkup and the next turn. */
export function settle(draft: Draft): void {
  for (;;) {
    if (draft.phase !== 'play' || draft.pending.length > 0) return;
    resolveKnockOuts(draft, null);
    if (draft.phase !== 'play') return;
    if (requestPromotions(draft)) return;
    if (draft.step === 'ending') {
      checkup(draft);
      draft.step = 'checked';
      continue;
    }
    if (draft.step === 'checked') {
      startTurn(draft);
      continue;
    }
    return;
  }
}

/**
 * Pushes a promotion choice for each player whose Active Spot is empty. After simultaneous Knock Outs the player whose
 * turn is next chooses first (their choice is on top of the stack) and the player whose turn it is chooses last.
 */
function requestPromotions(draft: Draft): boolean {
  for (const player of [draft.current, 1 - draft.current]) {
    if ((draft.players[player] as PtcgPlayer).active) continue;
    const seat = writable(draft, player);
    if (seat.bench.length === 0) {
      endGame(draft, 1 - player, 'no-pokemon');
      return true;
    }
    if (seat.bench.length === 1) {
      seat.active = seat.bench.shift() ?? null;
      logEvent(draft, `player ${player} promoted ${nameOf(draft, topCard(seat.active as never))} to Active`);
      continue;
    }
    draft.pending.push({ type: 'promote', player });
  }
  return draft.pending.length > 0;
}

/** The Pokémon Checkup: Poisoned, Burned, Asleep, Paralyzed (in that order), then Checkup Abilities. */
export function checkup(draft: Draft): void {
  const order = [draft.current, 1 - draft.current];
  for (const player of order) {
    const active = writable(draft, player).active;
    if (active?.poisoned) addDamage(active, 10 * poisonCounters(draft, active));
  }
  for (const player of order) {
    const active = writable(draft, player).active;
    if (!active?.burned) continue;
    addDamage(active, 20);
    if (flipCoin(draft, `Burned ${nameOf(draft, topCard(active))}`)) active.burned = false;
  }
  for (const player of order) {
    const active = writable(draft, player).active;
    if (active?.rotation !== 'asleep') continue;
    if (flipCoin(draft, `Asleep ${nameOf(draft, topCard(active))}`)) active.rotation = null;
  }
  const ending = writable(draft, draft.current).active;
  if (ending?.rotation === 'paralyzed') ending.rotation = null;
  for (const player of order) {
    for (const { pokemon } of slotsOf(draft.players[player] as PtcgPlayer)) {
      const effects = passiveEffects(draft.defs[topCard(pokemon)], 'checkup');
      if (effects.length === 0) continue;
      runSteps(draft, effects, { player, source: pokemon.stack[0] as number, card: topCard(pokemon) });
    }
  }
}

/** Starts the next player's turn: resets the turn's flags and draws, or ends the game (turn cap, deck-out). */
export function startTurn(draft: Draft): void {
  draft.turn += 1;
  draft.current = draft.turn === 1 ? draft.first : 1 - draft.current;
  draft.step = 'main';
  if (draft.turn > draft.turnCap) {
    endGame(draft, null, 'turn-cap');
    return;
  }
  const seat = writable(draft, draft.current);
  seat.supporterPlayed = false;
  seat.energyAttached = false;
  seat.retreated = false;
  seat.stadiumPlayed = false;
  seat.stadiumUsed = false;
  seat.abilitiesUsed = [];
  if (drawCards(draft, draft.current, 1) === 0) {
    endGame(draft, 1 - draft.current, 'deck-out');
    return;
  }
  logEvent(draft, `Turn ${draft.turn}: player ${draft.current} draws a card`);
}
