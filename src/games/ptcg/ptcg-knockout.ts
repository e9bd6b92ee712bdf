// Knock Outs, Prize cards and the win conditions checked after them, with the simultaneous-win policy of docs/ptcg.md.
import type { PokemonCard } from './card-definition.js';
import { pokemonInPlay, removeFromPlay } from './ptcg-board.js';
import { cardsOfSlot, type Draft, logEvent, nameOf, toDiscard, writable } from './ptcg-draft.js';
import { hpOf } from './ptcg-modifiers.js';
import { type EffectContext, type PtcgPlayer, topCard } from './ptcg-state.js';

/** Knocks Out every Pokémon whose damage reaches its HP, gives Prizes, then checks the win conditions. */
export function resolveKnockOuts(draft: Draft, context: EffectContext | null): void {
  if (draft.phase !== 'play') return;
  const tookLast = [false, false];
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
      if (taken.length > 0 && taker.prizes.length === 0) tookLast[1 - owner] = true;
    }
  }
  if (any) checkWin(draft, tookLast);
}

/** Ends the game when a player has taken every Prize or the opponent has no Pokémon in play. */
export function checkWin(draft: Draft, tookLast: readonly boolean[] = [false, false]): void {
  const wins = [0, 1].map((player) => {
    const own = writable(draft, player);
    const opponent = writable(draft, 1 - player);
    return own.prizes.length === 0 || pokemonInPlay(opponent) === 0;
  });
  if (!wins[0] && !wins[1]) return;
  if (wins[0] && wins[1]) {
    if (tookLast[draft.current]) endGame(draft, draft.current, 'took the last Prize card as both players won at once');
    else endGame(draft, null, 'both players met a win condition at once');
    return;
  }
  const winner = wins[0] ? 0 : 1;
  const loser = writable(draft, 1 - winner);
  endGame(draft, winner, pokemonInPlay(loser) === 0 ? 'the opponent has no Pokémon in play' : 'took every Prize card');
}

/** Ends the game with `winner` (null: a draw). */
export function endGame(draft: Draft, winner: number | null, reason: string): void {
  draft.phase = 'over';
  draft.pending = [];
  draft.result = { winner, reason };
  logEvent(draft, winner === null ? `The game is a draw: ${reason}` : `Player ${winner} wins: ${reason}`);
}
