// How a PTCG game ended, typed. The state keeps only the result's reason text (it is hashed into every match record),
// so the engine writes that text from an ending through this one table and `ptcgEnding` reads it back exactly.
import type { PtcgState } from './ptcg-state.js';

/**
 * Why the game ended: the last Prize card taken, a player left with no Pokémon in play, a player unable to draw, the
 * turn cap (a draw), or win conditions met by both players at once (more of them wins; as many is a draw).
 */
export type PtcgEnding = 'prizes' | 'no-pokemon' | 'deck-out' | 'turn-cap' | 'more-conditions' | 'sudden-death';

const endings: readonly PtcgEnding[] = [
  'prizes',
  'no-pokemon',
  'deck-out',
  'turn-cap',
  'more-conditions',
  'sudden-death',
];

/** The result's reason text for `ending` (the turn cap names its number of turns). */
export function endingReason(ending: PtcgEnding, turnCap: number): string {
  switch (ending) {
    case 'prizes':
      return 'took every Prize card';
    case 'no-pokemon':
      return 'the opponent has no Pokémon in play';
    case 'deck-out':
      return 'the opponent could not draw at the start of their turn';
    case 'turn-cap':
      return `the turn cap of ${turnCap} turns was reached`;
    case 'more-conditions':
      return 'met more win conditions than the opponent at once';
    case 'sudden-death':
      return 'both players met as many win conditions at once (Sudden Death is scored as a draw)';
  }
}

/** How a finished game ended; null while it goes on (or for a result this table did not write). */
export function ptcgEnding(state: PtcgState): PtcgEnding | null {
  const reason = state.result?.reason;
  if (state.phase !== 'over' || reason === undefined) return null;
  return endings.find((ending) => endingReason(ending, state.turnCap) === reason) ?? null;
}
