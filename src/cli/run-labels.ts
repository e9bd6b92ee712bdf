// The labels of a run's matches that one command reads, with every label that did not parse reported once.
import type { MatchLabel } from '../core/match-label.js';
import type { Store } from '../store/store.js';

/**
 * The labels `pick` keeps, by match id; a stored label that is not a known label is reported on stderr (with the
 * match, the text and what is wrong) and skipped, so one damaged label never stops a command.
 */
export function runLabels<T>(
  store: Store,
  runId: string,
  pick: (label: MatchLabel | null) => T | undefined,
): Map<string, T> {
  const labels = new Map<string, T>();
  for (const row of store.listMatches({ runId })) {
    if (row.label?.type === 'unreadable') {
      console.warn(
        `warning: match ${row.id} of run ${runId} has a label that does not parse (${row.label.problem}); it is left out: ${row.label.text}`,
      );
      continue;
    }
    const picked = pick(row.label);
    if (picked !== undefined) labels.set(row.id, picked);
  }
  return labels;
}
