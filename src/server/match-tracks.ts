// Quantities of a game worth following over a whole match (a Pokémon TCG player's Prizes left), read from the replayed
// states, so the replay charts them without loading every step.
import type { PtcgState } from '../games/ptcg/ptcg-state.js';
import type { MatchTrack } from './viewer-api.js';

/** The tracks of each game that has some, from its states before each step and after the last. */
const trackers: Readonly<Record<string, (states: readonly unknown[]) => MatchTrack[]>> = {
  ptcg: (states) => [
    {
      name: 'Prizes remaining',
      values: states.map((state) => (state as PtcgState).players.map((player) => player.prizes.length)),
    },
  ],
};

/** True when game `id` has tracks (only then is a match replayed to answer its detail). */
export function hasTracks(id: string): boolean {
  return Object.hasOwn(trackers, id);
}

/** The tracks of a match of game `id` from its replayed states (none for a game without tracks). */
export function matchTracks(id: string, states: readonly unknown[]): MatchTrack[] {
  return Object.hasOwn(trackers, id) ? (trackers[id]?.(states) ?? []) : [];
}
