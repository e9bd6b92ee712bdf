// What `latest` and a typed run id mean for every command that reads a stored run: the newest run of a kind the
// command can use, with an error naming that kind when there is none.
import { UsageError } from '../core/usage-error.js';
import type { Store } from '../store/store.js';

/** The run kinds a command can use, what users call them and how to make one. */
export interface RunUse {
  /** Stored run kinds; undefined: any. */
  readonly kinds?: readonly string[];
  /** E.g. `tournament` or `explore/evaluate run (\`xparena run\`)`. */
  readonly name: string;
  /** A command that makes such a run, e.g. `xparena demo`. */
  readonly example: string;
}

/** Any stored run (for commands that read every kind, such as `rate` and `matches`). */
export const anyRun: RunUse = { name: 'run', example: 'xparena demo' };

/** Runs that hold explore/evaluate episodes (`report`, `export sft`). */
export const exploreEvaluateRun: RunUse = {
  kinds: ['s3gym', 's3gym-training', 'demo'],
  name: 'explore/evaluate run',
  example: 'xparena run s3gym',
};

/** Runs `xparena report` reads: explore/evaluate runs, Learn2Play runs and AAArena runs. */
export const reportableRun: RunUse = {
  kinds: [...(exploreEvaluateRun.kinds ?? []), 'learn2play', 'aaarena'],
  name: 'explore/evaluate, Learn2Play or AAArena run',
  example: 'xparena run s3gym',
};

/** Runs whose agents learn, storing experience snapshots (`experience export` and `compare`). */
export const experienceRun: RunUse = {
  kinds: ['s3gym', 'anchored', 'demo'],
  name: 'run with experience (explore/evaluate or evolve)',
  example: 'xparena run s3gym',
};

/** Round robins (the anchors of `evolve`). */
export const tournamentRun: RunUse = { kinds: ['tournament'], name: 'tournament', example: 'xparena tournament' };

/** The id of the newest run `use` can use; UsageError naming the kind when there is none. */
export function latestRunId(store: Store, use: RunUse, orFile = false): string {
  const latest = store.listRuns().find((run) => use.kinds === undefined || use.kinds.includes(run.kind));
  if (!latest)
    throw new UsageError(
      `no ${use.name} stored in ${store.path}: make one first (e.g. \`${use.example}\`)${orFile ? ' or give a .jsonl file' : ''}`,
    );
  return latest.id;
}

/** The id of the run `source` names: a stored run id, or `latest` as in latestRunId; UsageError when there is none. */
export function resolveRun(store: Store, source: string, use: RunUse, orFile = false): string {
  if (source === 'latest') return latestRunId(store, use, orFile);
  if (!store.getRun(source))
    throw new UsageError(
      `no stored run '${source}' in ${store.path}; give a run id (printed by \`xparena demo\` and other runs)${orFile ? ", 'latest', or a .jsonl file" : " or 'latest'"}`,
    );
  return source;
}
