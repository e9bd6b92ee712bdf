// Knock Outs, Prize cards and the win conditions checked after them, with the simultaneous-win policy of docs/ptcg.md
// (the player meeting more win conditions wins; an equal count, where the rulebook plays Sudden Death, is a draw).
import type { PokemonCard } from './card-definition.js';
import { pokemonInPlay, removeFromPlay } from './ptcg-board.js';
import { cardsOfSlot, type Draft, logEvent, nameOf, toDiscard, writable } from './ptcg-draft.js';
import { endingReason, type PtcgEnding } from './ptcg-ending.js';
import { hpOf } from './ptcg-modifiers.js';
import { type EffectContext, type PtcgPlayer, topCard } from './ptcg-state.js';

/** Knocks Out every Pokémon whose damage reaches its HP, gives Prizes, then checks the win conditions. */
export function resolveKnockOuts(draft: Draft, context: EffectContext | null): void {
  if (draft.phase !== 'play') return;
  let any = false;
  // The Pokémon of the player whose turn it is not are checked first, so an attacker's Prizes come first.
  for (const owner of [1 - draft.current, draft.current]) {
    const reading = draft.players[owner] as PtcgPlayer;
    for (let slot = reading.bench.length; slot >= 0; slot--) {
      const pokemon = slot === 0 ? reading.active : reading.bench[slot - 1];
      if (!pokemon || pokemon.damage === 0 || pokemon.damage < hpOf(draft, pokemon)) continue;
      any = true;
      const seat = writable(draft, owner);
      const card = draft.defs[topCard(pokemon)] as PokemonCard;
      const base = pokemon.stack[0] as number;
      const byAttack = context?.hit?.includes(base) === true;
      removeFromPlay(seat, slot);
      toDiscard(draft, owner, cardsOfSlot(pokemon));
      seat.lastKnockOut = draft.turn;
      if (byAttack && card.type === 'Fighting') seat.lastFightingKnockOutByAttack = draft.turn;
      const taker = writable(draft, 1 - owner);
      const prizes = (card.tags.includes('ex') ? 2 : 1) + (byAttack ? (context?.extraPrizes ?? 0) : 0);
      const taken = taker.prizes.splice(0, Math.min(prizes, taker.prizes.length));
      taker.hand.push(...taken);
      logEvent(
        draft,
        `${nameOf(draft, topCard(pokemon))} of player ${owner} was Knocked Out; player ${1 - owner} took ${taken.length} Prize card${taken.length === 1 ? '' : 's'}`,
      );
    }
  }
  if (any) checkWin(draft);
}

/**
 * Ends the game when a player has taken every Prize or the opponent has no Pokémon in play. When both players meet a
 * win condition at once, the one meeting more of them wins; an equal count is a draw (the rulebook's Sudden Death).
 */
export function checkWin(draft: Draft): void {
  const met = [0, 1].map((player) => {
    const own = draft.players[player] as PtcgPlayer;
    const opponent = draft.players[1 - player] as PtcgPlayer;
    return (own.prizes.length === 0 ? 1 : 0) + (pokemonInPlay(opponent) === 0 ? 1 : 0);
  });
  const [zero, one] = met as [number, number];
  if (zero === 0 && one === 0) return;
  if (zero > 0 && zero === one) {
    endGame(draft, null, 'sudden-death');
    return;
  }
  const winner = zero > one ? 0 : 1;
  if (zero > 0 && one > 0) {
    endGame(draft, winner, 'more-conditions');
    return;
  }
  const loser = draft.players[1 - winner] as PtcgPlayer;
  endGame(draft, winner, pokemonInPlay(loser) === 0 ? 'no-pokemon' : 'prizes');
}

/** Ends the game with `winner` (null: a draw), the reason written from `ending`. */
export function endGame(draft: Draft, winner: number | null, ending: PtcgEnding): void {
  const reason = endingReason(ending, draft.turnCap);
  draft.phase = 'over';
  draft.pending = [];
  draft.result = { winner, reason };
  logEvent(draft, winner === null ? `The game is a draw: ${reason}` : `Player ${winner} wins: ${reason}`);
}
