// Finding a stored run from what a user typed (an id or `latest`), shared by the commands that read runs.

import { anyRun, type RunUse, resolveRun } from '../runs/latest-run.js';
import type { Store } from '../store/store.js';

/**
 * The id of the run `source` names (`latest` = the newest run `use` can use; see src/runs/latest-run.ts); UsageError
 * when there is none. Commands that take no .jsonl file instead pass `orFile: false`, so the message does not offer one.
 */
export function resolveRunId(store: Store, source: string, orFile = true, use: RunUse = anyRun): string {
  return resolveRun(store, source, use, orFile);
}
