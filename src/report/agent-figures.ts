// Per-agent figures of play quality and cost from match records (PTCG-Bench's invalid-action rate, tool calls and
// cost per game): pure functions of the records, so the same records in any order give the same figures.
import type { MatchRecord } from '../core/match-record.js';
import { emptySeatFigures, type SeatFigures, seatFigureNames, seatFigures } from '../core/seat-figures.js';
import { fixed, formatTable } from './table.js';

/** One agent's figures; a "game" is one seat held in one match (self-play counts each seat). */
export interface AgentFigures {
  readonly agent: string;
  readonly games: number;
  /** Games that ended as `error` or `infra` (their costs still count). */
  readonly unscored: number;
  /** Moves played for the agent, fallbacks included. */
  readonly decisions: number;
  /** Answers the agent gave: every rejected attempt plus every accepted move (fallback moves are not the agent's). */
  readonly attempts: number;
  /** Rejected attempts (illegal, unparseable, unusable or late), before any retry or fallback. */
  readonly invalid: number;
  /** `invalid / attempts`; NaN without attempts. */
  readonly invalidRate: number;
  /** Moves chosen by the invalid-action fallback. */
  readonly fallbacks: number;
  /** Games the agent forfeited. */
  readonly forfeits: number;
  /** Accepted moves that carried a self-judged score. */
  readonly selfScored: number;
  readonly modelCalls: number;
  /** Model calls answered from the response cache. */
  readonly cachedCalls: number;
  readonly toolCalls: number;
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly costUsd: number;
  readonly toolCallsPerGame: number;
  /** Input plus output tokens per game. */
  readonly tokensPerGame: number;
  readonly costPerGame: number;
}

/** An agent's games and the sum of its seats' figures. */
export type AgentTotals = SeatFigures & { games: number };

/** The figures of every agent (by seat spec) over `records`, sorted by agent. */
export function agentFigures(records: readonly MatchRecord[]): AgentFigures[] {
  const totals = new Map<string, AgentTotals>();
  for (const record of records) {
    seatFigures(record).forEach((figures, index) => {
      addToTotals(totals, (record.seats[index] as { agent: string }).agent, 1, figures);
    });
  }
  return figuresOfTotals(totals);
}

/** Adds `games` games with summed `figures` to `agent`'s totals. */
export function addToTotals(
  totals: Map<string, AgentTotals>,
  agent: string,
  games: number,
  figures: Readonly<SeatFigures>,
): void {
  const total = totals.get(agent) ?? { games: 0, ...emptySeatFigures() };
  totals.set(agent, total);
  total.games += games;
  for (const name of seatFigureNames) total[name] += figures[name];
}

/** Agents' figures from their totals (e.g. a store's per-run sums), sorted by agent. */
export function figuresOfTotals(totals: ReadonlyMap<string, AgentTotals>): AgentFigures[] {
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([agent, tally]) => ({
      agent,
      ...tally,
      invalidRate: tally.attempts ? tally.invalid / tally.attempts : Number.NaN,
      toolCallsPerGame: tally.toolCalls / tally.games,
      tokensPerGame: (tally.inputTokens + tally.outputTokens) / tally.games,
      costPerGame: tally.costUsd / tally.games,
    }));
}

/** The figures as a plain-text table. */
export function agentFiguresTable(figures: readonly AgentFigures[]): string {
  return formatTable(
    ['agent', 'games', 'attempts', 'invalid', 'invalid %', 'fallbacks', 'tool calls/game', 'tokens/game', '$/game'],
    figures.map((line) => [
      line.agent,
      line.games,
      line.attempts,
      line.invalid,
      Number.isNaN(line.invalidRate) ? '-' : `${fixed(100 * line.invalidRate, 1)}%`,
      line.fallbacks,
      fixed(line.toolCallsPerGame, 1),
      fixed(line.tokensPerGame, 0),
      fixed(line.costPerGame, 4),
    ]),
  );
}
