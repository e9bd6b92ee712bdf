// H3: this seat's earlier turns of the match (what it saw, what it answered, why answers were rejected), either the
// last k turns or as many recent turns as fit the context window, dropping the oldest first.
import { estimateTokens } from '../../../model/tokens.js';
import type { PromptStep } from './harness.js';
import type { RememberedTurn } from './match-memory.js';

/** Default context window assumed for `full` history when none is configured (tokens). */
export const defaultContextTokens = 32_768;
/** Default room kept free for the reply (tokens). */
export const defaultReserveTokens = 4_096;

/** `turns`: the last k turns; otherwise every turn that fits `contextTokens` minus the reply reserve and the rest of the prompt. */
export interface HistoryOptions {
  readonly turns?: number;
  readonly contextTokens?: number;
  readonly reserveTokens?: number;
}

/** The earlier turns of this seat under `## History`, newest last; `full` truncation drops the oldest turns first. */
export function history(options: HistoryOptions = {}): PromptStep {
  const { turns } = options;
  const contextTokens = options.contextTokens ?? defaultContextTokens;
  const reserveTokens = options.reserveTokens ?? defaultReserveTokens;
  return {
    name: turns === undefined ? 'history' : `history-last-${turns}`,
    sections(context) {
      const past = context.memory.before(context.turn.step);
      if (past.length === 0 || turns === 0) return [];
      if (turns !== undefined) {
        const shown = past.slice(Math.max(0, past.length - turns));
        return [{ role: 'user', title: 'History', body: shown.map(historyEntry).join('\n\n') }];
      }
      return [
        {
          role: 'user',
          title: 'History',
          body: (usedTokens) => fitHistory(past, contextTokens - reserveTokens - usedTokens),
        },
      ];
    },
  };
}

/** The most recent turns whose entries fit `budgetTokens` (estimated), with a line saying how many older ones were dropped. */
export function fitHistory(past: readonly RememberedTurn[], budgetTokens: number): string {
  const note = (omitted: number) =>
    `(${omitted} earlier turn${omitted === 1 ? '' : 's'} omitted to fit the context window)`;
  // Reserve room for the note, so the whole section stays within the budget.
  let left = budgetTokens - estimateTokens(note(past.length));
  let first = past.length;
  while (first > 0) {
    const cost = estimateTokens(historyEntry(past[first - 1] as RememberedTurn)) + 1;
    if (cost > left) break;
    left -= cost;
    first--;
  }
  const entries = past.slice(first).map(historyEntry);
  return first > 0 ? [note(first), ...entries].join('\n\n') : entries.join('\n\n');
}

/** One remembered turn as text; cached on the turn, which no longer changes once a later step has begun. */
export function historyEntry(turn: RememberedTurn): string {
  if (turn.rendered !== undefined) return turn.rendered;
  const lines = [`Step ${turn.step}:`, turn.observation];
  for (const attempt of turn.attempts) {
    lines.push(`Your answer: ${attempt.answer}`);
    if (attempt.feedback !== undefined) lines.push(`Rejected: ${attempt.feedback}`);
  }
  turn.rendered = lines.join('\n');
  return turn.rendered;
}
