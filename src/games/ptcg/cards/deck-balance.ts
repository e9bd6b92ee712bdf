// Self-play check of the five decks: every ordered pairing plays a number of heuristic-vs-heuristic games with seats
// alternating, giving the win-rate matrix docs/ptcg.md records. Run: `node --import tsx src/games/ptcg/cards/deck-balance.ts 100`.
import { pathToFileURL } from 'node:url';
import type { Agent, Turn } from '../../../core/agent.js';
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
  /** `rates[row][column]`: the row deck's score share over `games` games against the column deck. */
  readonly rates: readonly (readonly number[])[];
  readonly games: number;
  /** How many games ended for each reason the engine gives. */
  readonly endings: Readonly<Record<string, number>>;
}

const game = ptcgGame as Game<PtcgState, PtcgAction, PtcgObservation>;

/** Plays one heuristic game of deck `first` (seat 0) against deck `second` on `seed`; returns the final state. */
export async function heuristicGame(first: DeckName, second: DeckName, seed: number): Promise<PtcgState> {
  const params = resolveParams(game as Game, undefined, { decks: `${first},${second}` });
  const signal = new AbortController().signal;
  const agents = [0, 1].map((seat) =>
    ptcgHeuristic({ game: game as Game, params, seat, players: 2, seed: seed * 2 + seat, options: {} }),
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

/** Plays `games` games for every ordered pair of decks (seats alternating, seeds `seed`, `seed + 1`…). */
export async function deckBalance(games: number, seed = 1000): Promise<DeckBalance> {
  const names = Object.keys(decks) as DeckName[];
  const endings: Record<string, number> = {};
  const rates: number[][] = [];
  for (const row of names) {
    const line: number[] = [];
    for (const column of names) {
      let points = 0;
      for (let index = 0; index < games; index++) {
        const swapped = index % 2 === 1;
        const end = await heuristicGame(swapped ? column : row, swapped ? row : column, seed + index);
        const rowSeat = swapped ? 1 : 0;
        const winner = end.result?.winner ?? null;
        points += winner === null ? 0.5 : winner === rowSeat ? 1 : 0;
        const reason = end.result?.reason ?? 'unfinished';
        endings[reason] = (endings[reason] ?? 0) + 1;
      }
      line.push(points / games);
    }
    rates.push(line);
  }
  return { decks: names, rates, games, endings };
}

/** The matrix as a markdown table, row deck's win rate against the column deck in percent. */
export function balanceTable(balance: DeckBalance): string {
  const header = `| row vs column | ${balance.decks.join(' | ')} |`;
  const rule = `| --- | ${balance.decks.map(() => '---').join(' | ')} |`;
  const rows = balance.decks.map(
    (deck, row) =>
      `| ${deck} | ${(balance.rates[row] ?? []).map((rate) => `${Math.round(rate * 100)}%`).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const games = Number(process.argv[2] ?? 20);
  const balance = await deckBalance(games);
  console.log(balanceTable(balance));
  console.log(`\n${games} games per ordered pairing; endings: ${JSON.stringify(balance.endings)}`);
}
