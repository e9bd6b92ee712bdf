// How much going first is worth to each deck, measured by heuristic self-play with the turn order forced: the figures
// behind the heuristic's go-first-or-second choice (docs/ptcg.md). Run: `node --import tsx bench/ptcg-turn-order-balance.ts 100 [seed]`.
import { pathToFileURL } from 'node:url';
import type { AgentFactory } from '../src/core/agent.js';
import { type DeckName, decks } from '../src/games/ptcg/cards/decks.js';
import type { PtcgAction } from '../src/games/ptcg/ptcg-action.js';
import { ptcgHeuristic } from '../src/games/ptcg/ptcg-heuristic.js';
import { heuristicGame } from './ptcg-deck-balance.js';

/** A deck's score share against the five decks (draws count half) when it goes first and when it goes second. */
export interface TurnOrderShare {
  readonly first: number;
  readonly second: number;
}

/** The heuristic, except that the coin flip's winner puts seat `firstSeat` first. */
function forcedOrder(firstSeat: number): AgentFactory {
  return (context) => {
    const heuristic = ptcgHeuristic(context);
    return {
      name: 'heuristic-forced-order',
      act(turn) {
        const legal = turn.legalActions as readonly PtcgAction[];
        if (legal[0]?.type !== 'turn-order') return heuristic.act(turn);
        return { action: { type: 'turn-order', first: turn.player === firstSeat } satisfies PtcgAction };
      },
    };
  };
}

/** For each deck (seat 0) against each of the five decks, `games` games going first and `games` going second. */
export async function turnOrderBalance(games: number, seed = 7000): Promise<Record<DeckName, TurnOrderShare>> {
  const names = Object.keys(decks) as DeckName[];
  const shares = {} as Record<DeckName, TurnOrderShare>;
  for (const deck of names) {
    const points = { first: 0, second: 0 };
    for (const opponent of names) {
      for (let index = 0; index < games; index++) {
        for (const order of ['first', 'second'] as const) {
          const factory = forcedOrder(order === 'first' ? 0 : 1);
          const winner = (await heuristicGame(deck, opponent, seed + index, [factory, factory])).result?.winner ?? null;
          points[order] += winner === null ? 0.5 : winner === 0 ? 1 : 0;
        }
      }
    }
    const total = games * names.length;
    shares[deck] = { first: points.first / total, second: points.second / total };
  }
  return shares;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const games = Number(process.argv[2] ?? 100);
  const seed = Number(process.argv[3] ?? 7000);
  const shares = await turnOrderBalance(games, seed);
  console.log(`| deck (${games * 5} games each way) | going first | going second |`);
  console.log('| --- | ---: | ---: |');
  for (const [deck, share] of Object.entries(shares)) {
    console.log(`| ${deck} | ${(share.first * 100).toFixed(1)}% | ${(share.second * 100).toFixed(1)}% |`);
  }
}
