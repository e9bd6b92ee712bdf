// Self-play check of the five decks: every pairing plays a number of heuristic-vs-heuristic games with seats
// alternating, giving the win-rate matrix docs/ptcg.md records. Run: `node --import tsx bench/ptcg-deck-balance.ts 1000 [seed]`.
import { pathToFileURL } from 'node:url';
import { randomAgent } from '../src/agents/builtin/random-agent.js';
import type { AgentFactory } from '../src/core/agent.js';
import type { Game } from '../src/core/game.js';
import { resolveParams } from '../src/core/params.js';
import { playMatch } from '../src/core/play-match.js';
import { replayStates } from '../src/core/replay-states.js';
import { type DeckName, decks } from '../src/games/ptcg/cards/decks.js';
import { type PtcgEnding, ptcgEnding } from '../src/games/ptcg/ptcg-ending.js';
import { ptcgGame } from '../src/games/ptcg/ptcg-game.js';
import { ptcgHeuristic } from '../src/games/ptcg/ptcg-heuristic.js';
import type { PtcgState } from '../src/games/ptcg/ptcg-state.js';

/** Win rate (draws count half) of the row deck against the column deck, with how the games ended. */
export interface DeckBalance {
  readonly decks: readonly DeckName[];
  /** `rates[row][column]`: the row deck's score share over `games` games against the column deck (a mirror: 0.5-ish). */
  readonly rates: readonly (readonly number[])[];
  readonly games: number;
  /** How many games ended each way. */
  readonly endings: Readonly<Partial<Record<PtcgEnding, number>>>;
}

const game: Game = ptcgGame;

/**
 * Plays one game of deck `first` (seat 0) against deck `second` on `seed` through `playMatch` (agents seeded
 * `2 × seed + seat`, as the matrix in docs/ptcg.md was measured); returns the final state, rebuilt by `replayStates`.
 */
export async function heuristicGame(
  first: DeckName,
  second: DeckName,
  seed: number,
  factories: readonly [AgentFactory, AgentFactory] = [ptcgHeuristic, ptcgHeuristic],
): Promise<PtcgState> {
  const params = resolveParams(game, undefined, { decks: `${first},${second}` });
  const seats = factories.map((factory, seat) => ({
    spec: 'heuristic',
    agent: factory({ game, params, seat, players: 2, seed: seed * 2 + seat, options: {} }),
  }));
  const record = await playMatch({ game, params, seed, seats, invalid: { retries: 0, fallback: 'forfeit' } });
  if (record.end.status !== 'finished') {
    throw new Error(`${first} vs ${second} on seed ${seed} ended '${record.end.status}': ${record.end.message ?? ''}`);
  }
  let final: unknown;
  for (const { state } of replayStates(game, record)) final = state;
  return final as PtcgState;
}

/**
 * Plays `games` games for every pairing of two decks and every mirror (seats alternating, seeds `seed`, `seed + 1`…);
 * a pairing fills both of its cells, so `rates[a][b] + rates[b][a]` is exactly 1.
 */
export async function deckBalance(games: number, seed = 1000): Promise<DeckBalance> {
  const names = Object.keys(decks) as DeckName[];
  const endings: Partial<Record<PtcgEnding, number>> = {};
  const rates: number[][] = names.map(() => names.map(() => 0));
  for (const [row, first] of names.entries()) {
    for (let column = row; column < names.length; column++) {
      const second = names[column] as DeckName;
      let points = 0;
      for (let index = 0; index < games; index++) {
        const swapped = index % 2 === 1;
        const end = await heuristicGame(swapped ? second : first, swapped ? first : second, seed + index);
        const rowSeat = swapped ? 1 : 0;
        const winner = end.result?.winner ?? null;
        points += winner === null ? 0.5 : winner === rowSeat ? 1 : 0;
        const ending = ptcgEnding(end);
        if (ending === null) throw new Error(`a finished game has no ending: ${end.result?.reason}`);
        endings[ending] = (endings[ending] ?? 0) + 1;
      }
      (rates[row] as number[])[column] = points / games;
      (rates[column] as number[])[row] = 1 - points / games;
    }
  }
  return { decks: names, rates, games, endings };
}

/** The heuristic's score share against `random` in each mirror match over `games` games (seats alternating). */
export async function versusRandom(games: number, seed = 1000): Promise<Record<DeckName, number>> {
  const shares = {} as Record<DeckName, number>;
  for (const deck of Object.keys(decks) as DeckName[]) {
    let points = 0;
    for (let index = 0; index < games; index++) {
      const seat = index % 2;
      const factories: [AgentFactory, AgentFactory] =
        seat === 0 ? [ptcgHeuristic, randomAgent] : [randomAgent, ptcgHeuristic];
      const winner = (await heuristicGame(deck, deck, seed + index, factories)).result?.winner ?? null;
      points += winner === null ? 0.5 : winner === seat ? 1 : 0;
    }
    shares[deck] = points / games;
  }
  return shares;
}

/** The matrix as a Markdown table, the row deck's score share against the column deck in percent. */
export function balanceTable(balance: DeckBalance): string {
  const header = `| row vs column (${balance.games} games per pairing) | ${balance.decks.join(' | ')} |`;
  const rule = `| --- | ${balance.decks.map(() => '---:').join(' | ')} |`;
  const rows = balance.decks.map(
    (deck, row) =>
      `| ${deck} | ${(balance.rates[row] ?? []).map((rate) => `${Math.round(rate * 100)}%`).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

/** The off-diagonal cells above `limit` (0..1), as `row vs column: NN%` lines; empty when the decks are balanced. */
export function unbalancedCells(matrix: DeckBalance, limit = 0.7): string[] {
  const cells: string[] = [];
  for (const [row, name] of matrix.decks.entries()) {
    for (const [column, other] of matrix.decks.entries()) {
      const rate = matrix.rates[row]?.[column] ?? 0;
      if (row !== column && rate > limit) cells.push(`${name} vs ${other}: ${Math.round(rate * 100)}%`);
    }
  }
  return cells;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const games = Number(process.argv[2] ?? 20);
  const seed = Number(process.argv[3] ?? 1000);
  const started = Date.now();
  const balance = await deckBalance(games, seed);
  console.log(balanceTable(balance));
  const total = Object.values(balance.endings).reduce((sum: number, count) => sum + (count ?? 0), 0);
  console.log(
    `\n${total} games in ${((Date.now() - started) / 1000).toFixed(1)} s; endings: ${JSON.stringify(balance.endings)}`,
  );
  const random = await versusRandom(games, seed);
  const shares = Object.entries(random).map(([deck, share]) => `${deck} ${Math.round(share * 100)}%`);
  console.log(`heuristic vs random, mirrors (${games} games each): ${shares.join(', ')}`);
}
