// Test fixtures: a small arena run on the kuhn-poker fixture pool (src/arena/fixtures/pools: four tiny JavaScript
// programs with a hand-set sealed ladder), and a runner that plays its matches in this process without spawning.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAgent } from '../agents/registry.js';
import type { MatchRecord } from '../core/match-record.js';
import { playMatch } from '../core/play-match.js';
import { readProgramFiles } from '../core/program-files.js';
import { jobModule, type MatchJob } from '../runner/match-job.js';
import type { Runner, RunnerContext } from '../runner/runner.js';
import { Store } from '../store/store.js';
import type { ArenaConfigInput } from './arena-config.js';
import { type ArenaRun, createArenaRun, removeTree } from './arena-run.js';

/** The fixture pools directory (copy it before changing anything in it). */
export const arenaFixturePools = new URL('./fixtures/pools', import.meta.url).pathname;

/**
 * A copy of the fixture pools in `root`/pools with a tuning file for kuhn-poker's threshold family, so the offline
 * developer can run on it; returns the copy's path.
 */
export function offlineFixturePools(root: string): string {
  const pools = join(root, 'pools');
  cpSync(arenaFixturePools, pools, { recursive: true });
  writeFileSync(
    join(pools, 'kuhn-poker', 'tuning.json'),
    JSON.stringify({ family: 'threshold', parameters: [{ name: 'cards', values: ['K', 'KQ', 'KQJ'], start: 'KQ' }] }),
  );
  return pools;
}

/** The store run a test arena run with a store links its matches to. */
export const testStoreRunId = 'aaarena-test';

/** A scratch directory removed by `cleanup`. */
export function arenaScratch(prefix = 'xparena-arena-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => removeTree(dir) };
}

/**
 * Creates an arena run on a fresh copy of the kuhn-poker fixture pool in a scratch directory; `settings` override the
 * defaults (seed 7, batch 2, budgets 8 small / 3 full).
 */
export function testArenaRun(
  settings: Partial<ArenaConfigInput> = {},
  options: { readonly store?: boolean } = {},
): {
  run: ArenaRun;
  root: string;
  /** The store's home when `options.store` (the run's matches are committed there, linked to run `aaarena-test`). */
  home: string;
  cleanup: () => void;
} {
  const scratch = arenaScratch();
  const pools = join(scratch.dir, 'pools');
  cpSync(arenaFixturePools, pools, { recursive: true });
  const home = join(scratch.dir, 'home');
  if (options.store) {
    mkdirSync(home);
    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: testStoreRunId, kind: 'aaarena', spec: { game: 'kuhn-poker' }, codeVersion: 'test' });
    store.close();
  }
  const run = createArenaRun(join(scratch.dir, 'run'), {
    ...(options.store ? { store: { home, runId: testStoreRunId } } : {}),
    game: 'kuhn-poker',
    poolsDir: pools,
    seed: 7,
    batch: 2,
    budgets: { small: 8, full: 3 },
    concurrency: 2,
    ...settings,
  });
  return {
    run,
    root: scratch.dir,
    home,
    cleanup: () => {
      run.ledger.close();
      scratch.cleanup();
    },
  };
}

/** Marks a strategy as strong for `inProcessArenaRunner`: its files contain this word. */
export const strongMarker = 'STRONG';

/**
 * Plays arena jobs in this process with built-in agents instead of programs: a `program:<dir>` candidate plays the
 * game's heuristic when its files contain `STRONG`, else random; pool programs `t-*` play the heuristic, others
 * random. The first `infraFailures` jobs end as infrastructure failures. Records keep the jobs' seat specs, so their
 * ids are the jobs' ids.
 */
export function inProcessArenaRunner(options: { infraFailures?: number } = {}): Runner & { played: number } {
  let failures = options.infraFailures ?? 0;
  const runner = {
    played: 0,
    async run(jobs: readonly MatchJob[], context: RunnerContext) {
      let played = 0;
      for (const job of jobs) {
        if (context.skip?.(job)) continue;
        const module = jobModule(job);
        const seats = job.seats.map((spec, seat) => ({
          spec,
          agent: createAgent(module, builtInFor(spec), {
            params: job.params,
            seed: job.seed,
            seat,
            players: job.seats.length,
          }),
        }));
        let record: MatchRecord = await playMatch({ game: module.game, params: job.params, seed: job.seed, seats });
        if (failures > 0) {
          failures--;
          record = {
            ...record,
            end: { ...record.end, status: 'infra', scores: null, message: 'fake infrastructure failure' },
          };
        }
        played++;
        runner.played++;
        context.onPlayed(job, record, 1);
      }
      return { played, skipped: jobs.length - played, interrupted: false };
    },
  };
  return runner;
}

function builtInFor(spec: string): string {
  const path = spec.slice('program:'.length).split('?')[0] as string;
  if (path.startsWith('pool/')) return path.split('/').at(-1)?.startsWith('t-') ? 'heuristic' : 'random';
  const strong = readProgramFiles(path).some((file) => file.content.toString('utf8').includes(strongMarker));
  return strong ? 'heuristic' : 'random';
}
