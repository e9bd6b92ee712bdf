// Finding a stored run from what a user typed (an id or `latest`), shared by the commands that read runs.
import { UsageError } from '../core/usage-error.js';
import type { LabelledRecord } from '../measure/learning-trials.js';
import type { Store } from '../store/store.js';
import { runLabels } from './run-labels.js';

/**
 * The id of the run `source` names (`latest` = the run updated last); UsageError when there is none. Commands that
 * take no .jsonl file instead pass `orFile: false`, so the message does not offer one.
 */
export function resolveRunId(store: Store, source: string, orFile = true): string {
  if (source === 'latest') {
    const latest = store.listRuns()[0];
    if (!latest)
      throw new UsageError(
        `no runs stored in ${store.path}: play some first (e.g. \`xparena demo\`)${orFile ? ' or give a .jsonl file' : ''}`,
      );
    return latest.id;
  }
  if (!store.getRun(source))
    throw new UsageError(
      `no stored run '${source}' in ${store.path}; give a run id (printed by \`xparena demo\` and other runs)${orFile ? ", 'latest', or a .jsonl file" : " or 'latest'"}`,
    );
  return source;
}

/** The run's explore/evaluate matches with their labels (matches without such a label are skipped). */
export function labelledRecords(store: Store, runId: string): LabelledRecord[] {
  const labels = runLabels(store, runId, (label) => (label?.type === 'episode' ? label : undefined));
  const out: LabelledRecord[] = [];
  for (const record of store.records({ runId })) {
    const label = labels.get(record.id);
    if (label) out.push({ label, record });
  }
  return out;
}
