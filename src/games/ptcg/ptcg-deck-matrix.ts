// Deck balance at a glance: the heuristic plays every ordered pair of the five decks, each deck in both seats, and
// the matrix gives the row deck's win rate against the column deck (issue 8 asks for no cell above 70%).
import { agentSeed, playMatch } from '../../core/play-match.js';
import { decks } from './cards/decks.js';
import { ptcgGame } from './ptcg-game.js';
import { ptcgHeuristic } from './ptcg-heuristic.js';

/** Win rates (0..1) of row deck against column deck, draws counting half, over `games` games per cell. */
export interface DeckMatrix {
  readonly decks: readonly string[];
  readonly rates: readonly (readonly number[])[];
  readonly games: number;
}

/** Plays `games` heuristic-vs-heuristic games per ordered deck pair (seats alternating) from seeds `seed`, `seed + 1`… */
export async function deckMatrix(games: number, seed = 1000): Promise<DeckMatrix> {
  const names = Object.keys(decks);
  const rates: number[][] = [];
  for (const row of names) {
    const line: number[] = [];
    for (const column of names) {
      let points = 0;
      for (let game = 0; game < games; game++) {
        const rowSeat = game % 2;
        const params = {
          decks: rowSeat === 0 ? `${row},${column}` : `${column},${row}`,
          turnCap: 100,
          observation: 'structured',
        };
        const seats = [0, 1].map((seat) => ({
          spec: 'heuristic',
          agent: ptcgHeuristic({
            game: ptcgGame,
            params,
            seat,
            players: 2,
            seed: agentSeed(seed + game, seat),
            options: {},
          }),
        }));
        const record = await playMatch({ game: ptcgGame, params, seed: seed + game, seats });
        const score = record.end.scores?.[rowSeat] ?? 0;
        points += score > 0 ? 1 : score === 0 ? 0.5 : 0;
      }
      line.push(points / games);
    }
    rates.push(line);
  }
  return { decks: names, rates, games };
}

/** The matrix as a Markdown table of percentages. */
export function deckMatrixTable(matrix: DeckMatrix): string {
  const header = `| row vs column (${matrix.games} games each) | ${matrix.decks.join(' | ')} |`;
  const rule = `|---|${matrix.decks.map(() => '---:').join('|')}|`;
  const rows = matrix.decks.map(
    (name, row) => `| ${name} | ${(matrix.rates[row] ?? []).map((rate) => `${Math.round(rate * 100)}%`).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
