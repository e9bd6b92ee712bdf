// PTCG_MATRIX_GAMES=400 npx vitest run bench/ptcg-deck-matrix.test.ts prints the full matrix for docs/ptcg.md
// and checks that no deck scores above 70% against another (the default 2 games only check the plumbing).
import { describe, expect, it } from 'vitest';
import { balanceTable, type DeckBalance, deckBalance, unbalancedCells } from './ptcg-deck-balance.js';

const games = Number(process.env.PTCG_MATRIX_GAMES ?? 2);

describe('PTCG deck matrix', () => {
  it('plays every deck pairing with the heuristic and tabulates complementary score shares', async () => {
    const matrix = await deckBalance(games, 1000);
    expect(matrix.rates).toHaveLength(5);
    for (const [row, line] of matrix.rates.entries()) {
      for (const [column, rate] of line.entries()) {
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate + (matrix.rates[column]?.[row] ?? 0)).toBeCloseTo(row === column ? 2 * rate : 1);
      }
    }
    const total = Object.values(matrix.endings).reduce((sum: number, count) => sum + (count ?? 0), 0);
    expect(total).toBe(15 * games);
    const table = balanceTable(matrix);
    expect(table.split('\n')).toHaveLength(7);
    if (games >= 200) {
      console.log(`${table}\n${JSON.stringify(matrix.endings)}`);
      expect(unbalancedCells(matrix)).toEqual([]);
    }
  }, 1_200_000);

  it('names the cells above the limit', () => {
    const matrix: DeckBalance = {
      decks: ['aggro', 'combo'],
      rates: [
        [0.5, 0.75],
        [0.25, 0.5],
      ],
      games: 4,
      endings: {},
    };
    expect(unbalancedCells(matrix)).toEqual(['aggro vs combo: 75%']);
  });
});
