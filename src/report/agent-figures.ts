// Per-agent figures of play quality and cost from match records (PTCG-Bench's invalid-action rate, tool calls and
// cost per game): pure functions of the records, so the same records in any order give the same figures.
import type { ModelExchange, Usage } from '../core/agent.js';
import type { InvalidAttempt, MatchRecord } from '../core/match-record.js';
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

interface Tally {
  games: number;
  unscored: number;
  decisions: number;
  attempts: number;
  invalid: number;
  fallbacks: number;
  forfeits: number;
  selfScored: number;
  modelCalls: number;
  cachedCalls: number;
  toolCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

function emptyTally(): Tally {
  return {
    games: 0,
    unscored: 0,
    decisions: 0,
    attempts: 0,
    invalid: 0,
    fallbacks: 0,
    forfeits: 0,
    selfScored: 0,
    modelCalls: 0,
    cachedCalls: 0,
    toolCalls: 0,
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
  };
}

/** Counts the model calls of one answer; `usage` stands in when the answer recorded no exchanges. */
function addCalls(tally: Tally, exchanges: readonly ModelExchange[] | undefined, usage: Usage | undefined): void {
  if (exchanges?.length) {
    for (const exchange of exchanges) {
      tally.modelCalls++;
      if (exchange.cached) tally.cachedCalls++;
      tally.toolCalls += exchange.toolCalls?.length ?? 0;
      addUsage(tally, exchange.usage);
    }
  } else if (usage) {
    tally.modelCalls += usage.calls ?? 0;
    addUsage(tally, usage);
  }
}

/** Counts rejected attempts as answers, with their model calls. */
function addInvalid(tally: Tally, attempts: readonly InvalidAttempt[] | undefined): void {
  for (const attempt of attempts ?? []) addCalls(tally, attempt.exchanges, attempt.usage);
  tally.invalid += attempts?.length ?? 0;
  tally.attempts += attempts?.length ?? 0;
}

function addUsage(tally: Tally, usage: Usage | undefined): void {
  tally.inputTokens += usage?.inputTokens ?? 0;
  tally.outputTokens += usage?.outputTokens ?? 0;
  tally.costUsd += usage?.costUsd ?? 0;
}

/** The figures of every agent (by seat spec) over `records`, sorted by agent. */
export function agentFigures(records: readonly MatchRecord[]): AgentFigures[] {
  const tallies = new Map<string, Tally>();
  for (const record of records) {
    record.seats.forEach((seat, index) => {
      let tally = tallies.get(seat.agent);
      if (!tally) {
        tally = emptyTally();
        tallies.set(seat.agent, tally);
      }
      tally.games++;
      // What an external CLI reported at its end belongs to no single decision.
      if (seat.usage) {
        tally.modelCalls += seat.usage.calls ?? 0;
        addUsage(tally, seat.usage);
      }
      if (record.end.status === 'error' || record.end.status === 'infra') tally.unscored++;
      if (record.end.status === 'forfeit' && record.end.player === index) {
        tally.forfeits++;
        // The forfeiting decision made no move, but its rejected attempts were answers, with their costs.
        addInvalid(tally, record.end.attempts);
      }
      for (const step of record.steps) {
        for (const move of step.moves) {
          if (move.player !== index) continue;
          tally.decisions++;
          addInvalid(tally, move.invalid);
          tally.attempts += move.fallback ? 0 : 1;
          if (move.fallback) tally.fallbacks++;
          if (move.selfScore !== undefined) tally.selfScored++;
          addCalls(tally, move.exchanges, move.usage);
        }
      }
    });
  }
  return [...tallies.entries()]
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
