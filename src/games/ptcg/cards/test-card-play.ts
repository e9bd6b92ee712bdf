// Test helper for the per-card tests: pick legal actions by the start of their text, read boards by card id, and
// read coin flips back from the public log, so each test says what a card does in the words a player would use.

import { actionText } from '../ptcg-action.js';
import { ptcgApply } from '../ptcg-apply.js';
import type { PtcgSlot, PtcgState } from '../ptcg-state.js';
import { legal, texts } from '../test-ptcg-scenario.js';

/** Plays, in order, the first legal action whose text starts with each prefix; throws listing the options otherwise. */
export function act(state: PtcgState, ...prefixes: readonly string[]): PtcgState {
  let current = state;
  for (const prefix of prefixes) {
    const action = legal(current).find((option) => actionText(option).startsWith(prefix));
    if (!action) throw new Error(`no legal action starts with '${prefix}'; legal: ${texts(current).join(' | ')}`);
    current = ptcgApply(current, [action]);
  }
  return current;
}

/** True when some legal action of whoever acts now starts with `prefix`. */
export function can(state: PtcgState, prefix: string): boolean {
  return texts(state).some((text) => text.startsWith(prefix));
}

/** The Pokémon of `player` at `slot` (0 Active, 1..5 Bench); throws when the spot is empty. */
export function pokemonAt(state: PtcgState, player: number, slot = 0): PtcgSlot {
  const seat = state.players[player];
  const pokemon = slot === 0 ? seat?.active : seat?.bench[slot - 1];
  if (!pokemon) throw new Error(`player ${player} has no Pokémon at slot ${slot}`);
  return pokemon;
}

/** The card id on top of the Pokémon at `slot`. */
export function idAt(state: PtcgState, player: number, slot = 0): string {
  const stack = pokemonAt(state, player, slot).stack;
  return state.cards[stack[stack.length - 1] as number] as string;
}

/** Card ids of a list of instances (a zone, attached Energy…), in order. */
export function ids(state: PtcgState, instances: readonly number[]): string[] {
  return instances.map((card) => state.cards[card] as string);
}

/** Card ids of one of `player`'s zones. */
export function zone(state: PtcgState, player: number, which: 'hand' | 'deck' | 'discard' | 'prizes'): string[] {
  return ids(state, state.players[player]?.[which] ?? []);
}

/** Card ids of `player`'s Bench, in order. */
export function benchIds(state: PtcgState, player: number): string[] {
  return (state.players[player]?.bench ?? []).map((pokemon) => state.cards[pokemon.stack.at(-1) as number] as string);
}

/** The coin flips the log shows since `before` (the state the action started from), as true for heads. */
export function flipsSince(before: PtcgState, after: PtcgState): boolean[] {
  const fresh = after.log.slice(Math.max(0, after.log.length - newEntries(before, after)));
  return fresh.filter((line) => line.includes('coin flip')).map((line) => line.endsWith('heads'));
}

function newEntries(before: PtcgState, after: PtcgState): number {
  for (let overlap = Math.min(before.log.length, after.log.length); overlap > 0; overlap--) {
    const tail = before.log.slice(before.log.length - overlap);
    if (tail.every((line, index) => after.log[index] === line)) return after.log.length - overlap;
  }
  return after.log.length;
}
