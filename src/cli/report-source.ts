// What `report` and `export sft` read: a stored run, or the run of an exported .jsonl file, imported into a throwaway
// in-memory store so that both are read the same way (labels, play order and experience snapshots included).
import { existsSync } from 'node:fs';
import { UsageError } from '../core/usage-error.js';
import { openStore } from '../runs/home.js';
import type { RunUse } from '../runs/latest-run.js';
import { importJsonl } from '../store/jsonl.js';
import { Store } from '../store/store.js';
import { reportBadLine, reportBadLineCount } from './records-file.js';
import { resolveRunId } from './run-source.js';

/** True when `source` names a file of records rather than a stored run (as `rate` and `replay` decide). */
export function isRecordsFile(source: string): boolean {
  return source.endsWith('.jsonl') || source.endsWith('.json') || existsSync(source);
}

/** A store holding the run to read, and its id; the caller closes the store. */
export interface RunSource {
  readonly store: Store;
  readonly runId: string;
}

/**
 * Opens the run `source` names: a stored run id or `latest` in the home's store, or the one run of kind `use` in a
 * .jsonl file written by `xparena export` (bad lines are reported and make the command exit 2, as for `rate`).
 */
export async function openRunSource(home: string | undefined, source: string, use: RunUse): Promise<RunSource> {
  const fromFile = isRecordsFile(source);
  const store = fromFile ? new Store(':memory:') : openStore(home, { readonly: true });
  try {
    if (!fromFile) return { store, runId: resolveRunId(store, source, true, use) };
    let index = 0;
    const { bad } = await importJsonl(store, source, (line) => reportBadLine(source, line, index++));
    reportBadLineCount(source, bad);
    const runs = store.listRuns().filter((run) => use.kinds === undefined || use.kinds.includes(run.kind));
    const [run, ...others] = runs;
    if (!run)
      throw new UsageError(
        `${source} holds no ${use.name}: write one with \`xparena export --run <id> -o file.jsonl\` (from \`${use.example}\`)`,
      );
    if (others.length > 0)
      throw new UsageError(
        `${source} holds ${runs.length} ${use.name}s (${runs.map((one) => one.id).join(', ')}): write one with \`xparena export --run <id> -o file.jsonl\`, or import the file and give a run id`,
      );
    return { store, runId: run.id };
  } catch (error) {
    store.close();
    throw error;
  }
}
