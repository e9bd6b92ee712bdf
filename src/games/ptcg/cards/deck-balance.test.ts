import { describe, expect, it } from 'vitest';
import { balanceTable, endingOf, heuristicGame } from './deck-balance.js';

describe('deck balance self-play', () => {
  it('plays a heuristic game between two decks to its end, the same way for the same seed', async () => {
    const end = await heuristicGame('attrition', 'engine', 7);
    expect(end.phase).toBe('over');
    expect(end.result?.reason).toEqual(expect.any(String));
    expect((await heuristicGame('attrition', 'engine', 7)).result).toEqual(end.result);
  });

  it('renders the matrix as a markdown table of percentages', () => {
    const table = balanceTable({
      decks: ['aggro', 'combo'],
      rates: [
        [0.5, 0.25],
        [0.75, 0.5],
      ],
      games: 4,
      endings: {},
    });
    expect(table.split('\n')).toEqual([
      '| row vs column (4 games per pairing) | aggro | combo |',
      '| --- | ---: | ---: |',
      '| aggro | 50% | 25% |',
      '| combo | 75% | 50% |',
    ]);
  });

  it("classes the engine's end reasons as prizes, no Pokémon, deck-out and turn cap", () => {
    expect(endingOf('took every Prize card')).toBe('prizes');
    expect(endingOf('the opponent has no Pokémon in play')).toBe('no Pokémon');
    expect(endingOf('the opponent could not draw at the start of their turn')).toBe('deck-out');
    expect(endingOf('the turn cap of 100 turns was reached')).toBe('turn cap');
  });
});
