// Which arena run an `xparena arena …` command means: `--run <dir or id>`, or the run whose workspace holds the
// current directory (its `.arena-run` marker).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../core/usage-error.js';
import { arenaRunFiles } from './arena-run.js';
import { workspaceLayout } from './workspace.js';

/** The arena runs of a home live in `<home>/arena/<run id>/rep-<k>/`. */
export const arenaHomeFolder = 'arena';

function isRunDir(dir: string): boolean {
  return existsSync(join(dir, arenaRunFiles.config));
}

/**
 * The run directory `run` names (a directory, or an id under `<home>/arena/`, where a run with one repetition may be
 * named without its `rep-<k>`), or, with no `run`, the one whose workspace contains `cwd`; UsageError otherwise.
 */
export function findArenaRun(run: string | undefined, home: string, cwd = process.cwd()): string {
  if (run === undefined) {
    for (let dir = resolve(cwd); ; dir = dirname(dir)) {
      const marker = join(dir, workspaceLayout.marker);
      if (existsSync(marker) && readFileSync(marker, 'utf8').trim() !== '' && isRunDir(dirname(dir)))
        return dirname(dir);
      if (dirname(dir) === dir) break;
    }
    throw new UsageError(
      'no arena run here: give --run <run directory or id>, or run the command inside a run’s workspace',
    );
  }
  for (const dir of [resolve(run), join(home, arenaHomeFolder, run)]) {
    if (isRunDir(dir)) return dir;
    if (!existsSync(dir)) continue;
    const reps = readdirSync(dir)
      .filter((name) => /^rep-\d+$/.test(name) && isRunDir(join(dir, name)))
      .sort();
    if (reps.length === 1) return join(dir, reps[0] as string);
    if (reps.length > 1)
      throw new UsageError(
        `${dir} holds ${reps.length} repetitions (${reps.join(', ')}): name one, e.g. --run ${run}/${reps[0]}`,
      );
  }
  throw new UsageError(
    `no arena run '${run}' (neither a run directory nor a run under ${join(home, arenaHomeFolder)})`,
  );
}
