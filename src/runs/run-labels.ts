// The labels of a run's matches that one command reads, with every label that did not parse reported once, and the
// labelled records of explore/evaluate and Learn2Play runs.
import type { MatchLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import type { Learn2PlayRecord } from '../measure/learn2play-episodes.js';
import type { LabelledRecord } from '../measure/learning-trials.js';
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

/** The run's matches whose label is of `type`, each with that label (matches with other labels are skipped). */
export function recordsLabelled<T extends MatchLabel['type']>(
  store: Store,
  runId: string,
  type: T,
): { readonly label: Extract<MatchLabel, { type: T }>; readonly record: MatchRecord }[] {
  const labels = runLabels(store, runId, (label) =>
    label?.type === type ? (label as Extract<MatchLabel, { type: T }>) : undefined,
  );
  const out: { label: Extract<MatchLabel, { type: T }>; record: MatchRecord }[] = [];
  for (const record of store.records({ runId })) {
    const label = labels.get(record.id);
    if (label) out.push({ label, record });
  }
  return out;
}

/** The run's explore/evaluate matches with their labels. */
export function labelledRecords(store: Store, runId: string): LabelledRecord[] {
  return recordsLabelled(store, runId, 'episode');
}

/** The run's Learn2Play matches (the agent's and the reference solver's) with their labels. */
export function learn2playRecords(store: Store, runId: string): Learn2PlayRecord[] {
  return recordsLabelled(store, runId, 'learn2play');
}
