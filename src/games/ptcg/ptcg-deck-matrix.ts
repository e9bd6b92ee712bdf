// Deck balance at a glance: the heuristic plays every pairing of the five decks with seats alternating, and the
// matrix gives the row deck's score share against the column deck (issue 8 asks for no cell above 70%).
import { balanceTable, type DeckBalance, deckBalance } from './cards/deck-balance.js';

/** Score shares (0..1, draws half) of row deck against column deck over `games` games per pairing, with endings. */
export type DeckMatrix = DeckBalance;

/** Plays `games` heuristic-vs-heuristic games per deck pairing (seats alternating) from seeds `seed`, `seed + 1`… */
export function deckMatrix(games: number, seed = 1000): Promise<DeckMatrix> {
  return deckBalance(games, seed);
}

/** The matrix as a Markdown table of percentages. */
export function deckMatrixTable(matrix: DeckMatrix): string {
  return balanceTable(matrix);
}

/** The off-diagonal cells above `limit` (0..1), as `row vs column: NN%` lines; empty when the decks are balanced. */
export function unbalancedCells(matrix: DeckMatrix, limit = 0.7): string[] {
  const cells: string[] = [];
  for (const [row, name] of matrix.decks.entries()) {
    for (const [column, other] of matrix.decks.entries()) {
      const rate = matrix.rates[row]?.[column] ?? 0;
      if (row !== column && rate > limit) cells.push(`${name} vs ${other}: ${Math.round(rate * 100)}%`);
    }
  }
  return cells;
}
