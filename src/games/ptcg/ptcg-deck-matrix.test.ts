// PTCG_MATRIX_GAMES=200 npx vitest run src/games/ptcg/ptcg-deck-matrix.test.ts prints the full matrix for docs/ptcg.md.
import { describe, expect, it } from 'vitest';
import { deckMatrix, deckMatrixTable } from './ptcg-deck-matrix.js';

const games = Number(process.env.PTCG_MATRIX_GAMES ?? 2);

describe('PTCG deck matrix', () => {
  it('plays every deck pairing with the heuristic and tabulates win rates', async () => {
    const matrix = await deckMatrix(games);
    expect(matrix.rates).toHaveLength(5);
    for (const row of matrix.rates) for (const rate of row) expect(rate).toBeGreaterThanOrEqual(0);
    const table = deckMatrixTable(matrix);
    expect(table.split('\n')).toHaveLength(7);
    if (games >= 20) console.log(table);
  }, 600_000);
});
