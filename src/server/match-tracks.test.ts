import { describe, expect, it } from 'vitest';
import { resolveParams } from '../core/params.js';
import { ptcgGame } from '../games/ptcg/ptcg-game.js';
import type { PtcgState } from '../games/ptcg/ptcg-state.js';
import { hasTracks, matchTracks } from './match-tracks.js';

describe('match tracks', () => {
  it("follow each Pokémon TCG player's Prizes left at every position", () => {
    const start = ptcgGame.setup(resolveParams(ptcgGame, undefined, { decks: 'aggro,control' }), 1, 2);
    // Prize cards as instance lists of the given lengths (what is left of each player's six).
    const withPrizes = (left: readonly number[]): PtcgState => ({
      ...start,
      players: start.players.map((side, at) => ({
        ...side,
        prizes: Array.from({ length: left[at] ?? 0 }, (_, i) => i),
      })),
    });
    const states = [withPrizes([6, 6]), withPrizes([6, 4]), withPrizes([5, 4])];
    expect(hasTracks('ptcg')).toBe(true);
    expect(matchTracks('ptcg', states)).toEqual([
      {
        name: 'Prizes remaining',
        values: [
          [6, 6],
          [6, 4],
          [5, 4],
        ],
      },
    ]);
  });

  it('are none for games without them, including names inherited from Object', () => {
    expect(hasTracks('snake')).toBe(false);
    expect(matchTracks('snake', [{}])).toEqual([]);
    expect(matchTracks('toString', [{}])).toEqual([]);
  });
});
