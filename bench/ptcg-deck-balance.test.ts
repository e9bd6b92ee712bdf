import { describe, expect, it } from 'vitest';
import { ptcgEnding } from '../src/games/ptcg/ptcg-ending.js';
import { balanceTable, heuristicGame, versusRandom } from './ptcg-deck-balance.js';

describe('deck balance self-play', () => {
  it('plays a heuristic game between two decks to its end, the same way for the same seed', async () => {
    const end = await heuristicGame('attrition', 'engine', 7);
    expect(end.phase).toBe('over');
    expect(ptcgEnding(end)).toEqual(expect.any(String));
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

  it('beats the random agent by a wide margin in every mirror match', async () => {
    const shares = await versusRandom(10);
    for (const share of Object.values(shares)) expect(share).toBeGreaterThanOrEqual(0.7);
  });
});
