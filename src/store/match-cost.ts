// A match's model cost as the store keeps it beside the match: what its decisions' model calls cost.
import type { Usage } from '../core/agent.js';
import type { InvalidAttempt, MatchRecord } from '../core/match-record.js';

/** A usage's cost in USD, 0 when it reports none. */
function costOf(usage: Usage | undefined): number {
  return typeof usage?.costUsd === 'number' ? usage.costUsd : 0;
}

/** A rejected attempt's cost: its exchanges' when it has any (they hold its calls), else its own usage. */
function attemptCost(attempt: InvalidAttempt): number {
  if (attempt.exchanges?.length) return attempt.exchanges.reduce((sum, exchange) => sum + costOf(exchange.usage), 0);
  return costOf(attempt.usage);
}

/**
 * The model cost in USD of a match: its accepted moves plus its rejected attempts (before moves, and a forfeit's
 * last decision). Seats' match-level usage is not counted, as the run summaries never counted it.
 */
export function matchCostUsd(record: MatchRecord): number {
  let moves = 0;
  let attempts = 0;
  for (const step of record.steps)
    for (const move of step.moves) {
      moves += costOf(move.usage);
      for (const attempt of move.invalid ?? []) attempts += attemptCost(attempt);
    }
  for (const attempt of record.end.attempts ?? []) attempts += attemptCost(attempt);
  return moves + attempts;
}
