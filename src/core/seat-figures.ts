// What one seat of one match did and cost (PTCG-Bench's invalid actions, tool calls, tokens, dollars): a pure function
// of the record, summed per agent by reports and kept per seat in the store so a run's figures need no record reads.
import type { ModelExchange, Usage } from './agent.js';
import type { InvalidAttempt, MatchRecord } from './match-record.js';

/** One seat's figures in one match. */
export interface SeatFigures {
  /** 1 when the match ended as `error` or `infra` (its costs still count). */
  unscored: number;
  /** Moves played for the seat, fallbacks included. */
  decisions: number;
  /** Answers the seat's agent gave: every rejected attempt plus every accepted move (fallback moves are not its). */
  attempts: number;
  /** Rejected attempts (illegal, unparseable, unusable or late), before any retry or fallback. */
  invalid: number;
  /** Moves chosen by the invalid-action fallback. */
  fallbacks: number;
  /** 1 when the seat forfeited. */
  forfeits: number;
  /** Accepted moves that carried a self-judged score. */
  selfScored: number;
  modelCalls: number;
  /** Model calls answered from the response cache. */
  cachedCalls: number;
  toolCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** The figures' names, in the order the store keeps them. */
export const seatFigureNames = [
  'unscored',
  'decisions',
  'attempts',
  'invalid',
  'fallbacks',
  'forfeits',
  'selfScored',
  'modelCalls',
  'cachedCalls',
  'toolCalls',
  'inputTokens',
  'outputTokens',
  'costUsd',
] as const satisfies readonly (keyof SeatFigures)[];

/** Figures of nothing: every count 0. */
export function emptySeatFigures(): SeatFigures {
  return Object.fromEntries(seatFigureNames.map((name) => [name, 0])) as unknown as SeatFigures;
}

/** Counts the model calls of one answer; `usage` stands in when the answer recorded no exchanges. */
function addCalls(figures: SeatFigures, exchanges: readonly ModelExchange[] | undefined, usage: Usage | undefined) {
  if (exchanges?.length) {
    for (const exchange of exchanges) {
      figures.modelCalls++;
      if (exchange.cached) figures.cachedCalls++;
      figures.toolCalls += exchange.toolCalls?.length ?? 0;
      addUsage(figures, exchange.usage);
    }
  } else if (usage) {
    figures.modelCalls += usage.calls ?? 0;
    addUsage(figures, usage);
  }
}

/** Counts rejected attempts as answers, with their model calls. */
function addInvalid(figures: SeatFigures, attempts: readonly InvalidAttempt[] | undefined): void {
  for (const attempt of attempts ?? []) addCalls(figures, attempt.exchanges, attempt.usage);
  figures.invalid += attempts?.length ?? 0;
  figures.attempts += attempts?.length ?? 0;
}

function addUsage(figures: SeatFigures, usage: Usage | undefined): void {
  figures.inputTokens += usage?.inputTokens ?? 0;
  figures.outputTokens += usage?.outputTokens ?? 0;
  figures.costUsd += usage?.costUsd ?? 0;
}

/** The figures of each seat of `record`, in seat order. */
export function seatFigures(record: MatchRecord): SeatFigures[] {
  return record.seats.map((seat, index) => {
    const figures = emptySeatFigures();
    // What an external CLI reported at its end belongs to no single decision.
    if (seat.usage) {
      figures.modelCalls += seat.usage.calls ?? 0;
      addUsage(figures, seat.usage);
    }
    if (record.end.status === 'error' || record.end.status === 'infra') figures.unscored = 1;
    if (record.end.status === 'forfeit' && record.end.player === index) {
      figures.forfeits = 1;
      // The forfeiting decision made no move, but its rejected attempts were answers, with their costs.
      addInvalid(figures, record.end.attempts);
    }
    for (const step of record.steps) {
      for (const move of step.moves) {
        if (move.player !== index) continue;
        figures.decisions++;
        addInvalid(figures, move.invalid);
        figures.attempts += move.fallback ? 0 : 1;
        if (move.fallback) figures.fallbacks++;
        if (move.selfScore !== undefined) figures.selfScored++;
        addCalls(figures, move.exchanges, move.usage);
      }
    }
    return figures;
  });
}
