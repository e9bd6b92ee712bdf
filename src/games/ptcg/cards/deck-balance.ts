// Self-play check of the five decks: every pairing plays a number of heuristic-vs-heuristic games with seats
// alternating, giving the win-rate matrix docs/ptcg.md records. Run: `node --import tsx src/games/ptcg/cards/deck-balance.ts 1000 [seed]`.
import { pathToFileURL } from 'node:url';
import { randomAgent } from '../../../agents/builtin/random-agent.js';
import type { Agent, AgentFactory, Turn } from '../../../core/agent.js';
import type { Game } from '../../../core/game.js';
import { resolveParams } from '../../../core/params.js';
import type { PtcgAction } from '../ptcg-action.js';
import { ptcgGame } from '../ptcg-game.js';
import { ptcgHeuristic } from '../ptcg-heuristic.js';
import type { PtcgObservation } from '../ptcg-observe.js';
import type { PtcgState } from '../ptcg-state.js';
import { type DeckName, decks } from './decks.js';

/** Win rate (draws count half) of the row deck against the column deck, with how the games ended. */
export interface DeckBalance {
  readonly decks: readonly DeckName[];
  /** `rates[row][column]`: the row deck's score share over `games` games against the column deck (a mirror: 0.5-ish). */
  readonly rates: readonly (readonly number[])[];
  readonly games: number;
  /** How many games ended each way (prizes, no Pokémon, deck-out, turn cap, simultaneous). */
  readonly endings: Readonly<Record<string, number>>;
}

const game = ptcgGame as Game<PtcgState, PtcgAction, PtcgObservation>;

/** Plays one heuristic game of deck `first` (seat 0) against deck `second` on `seed`; returns the final state. */
export async function heuristicGame(
  first: DeckName,
  second: DeckName,
  seed: number,
  factories: readonly [AgentFactory, AgentFactory] = [ptcgHeuristic, ptcgHeuristic],
): Promise<PtcgState> {
  const params = resolveParams(game as Game, undefined, { decks: `${first},${second}` });
  const signal = new AbortController().signal;
  const agents = factories.map((factory, seat) =>
    factory({ game: game as Game, params, seat, players: 2, seed: seed * 2 + seat, options: {} }),
  ) as Agent<PtcgAction, PtcgObservation>[];
  let state = game.setup(params, seed, 2);
  for (let step = 0; game.toAct(state).length > 0; step++) {
    const actions: PtcgAction[] = [];
    for (const player of game.toAct(state)) {
      const current = state;
      const turn: Turn<PtcgAction, PtcgObservation> = {
        game: game as Game<unknown, PtcgAction, PtcgObservation>,
        params,
        player,
        step,
        get observation() {
          return game.observe(current, player);
        },
        legalActions: game.legalActions(state, player),
        attempt: 0,
        signal,
      };
      const decision = await (agents[player] as Agent<PtcgAction, PtcgObservation>).act(turn);
      if (!decision.action) throw new Error(`the heuristic gave no action at step ${step}`);
      actions.push(decision.action);
    }
    state = game.apply(state, actions);
  }
  return state;
}

/** How a game ended, in the four classes docs/ptcg.md reports. */
export type Ending = 'prizes' | 'no Pokémon' | 'deck-out' | 'turn cap' | 'simultaneous';

/** The class of an engine end reason. */
export function endingOf(reason: string): Ending {
  if (reason.includes('Prize card')) return 'prizes';
  if (reason.includes('no Pokémon')) return 'no Pokémon';
  if (reason.includes('could not draw')) return 'deck-out';
  if (reason.includes('turn cap')) return 'turn cap';
  return 'simultaneous';
}

/**
 * Plays `games` games for every pairing of two decks and every mirror (seats alternating, seeds `seed`, `seed + 1`…);
 * a pairing fills both of its cells, so `rates[a][b] + rates[b][a]` is exactly 1.
 */
export async function deckBalance(games: number, seed = 1000): Promise<DeckBalance> {
  const names = Object.keys(decks) as DeckName[];
  const endings: Record<string, number> = {};
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
        const ending = endingOf(end.result?.reason ?? '');
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
  const total = Object.values(balance.endings).reduce((sum, count) => sum + count, 0);
  console.log(
    `\n${total} games in ${((Date.now() - started) / 1000).toFixed(1)} s; endings: ${JSON.stringify(balance.endings)}`,
  );
  const random = await versusRandom(games, seed);
  const shares = Object.entries(random).map(([deck, share]) => `${deck} ${Math.round(share * 100)}%`);
  console.log(`heuristic vs random, mirrors (${games} games each): ${shares.join(', ')}`);
}
