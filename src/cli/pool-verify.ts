// `xparena pool verify <game>`: replays an evenly spread sample of the sealed pool's pairs in a fresh store and checks
// that every pair scores exactly as sealed, so a user can confirm on their machine what `pool calibrate` would
// reproduce without paying for the whole schedule (docs/pools.md).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { poolProgramSpec } from '../core/pool-spec.js';
import { UsageError } from '../core/usage-error.js';
import { pairwiseResults } from '../measure/pairwise-results.js';
import { pairTotals, parseSealedPool, type SealedPair } from '../measure/sealed-pool.js';
import { formatTable } from '../report/table.js';
import { executeRun, playJobs, type RunContext } from '../runs/execute-run.js';
import { calibrationFaults, poolCalibrationPlan, sealedPoolFile } from './pool-calibration.js';

export interface PoolVerifyOptions {
  /** How many of the sealed pairs to replay (all when at least their number). */
  readonly pairs: number;
  readonly concurrency: number;
}

/** `count` pairs spread evenly over the sealed pairs (which are sorted by id), always the same ones. */
export function samplePairs(pairs: readonly SealedPair[], count: number): SealedPair[] {
  if (count >= pairs.length) return [...pairs];
  return Array.from({ length: count }, (_, index) => pairs[Math.floor((index * pairs.length) / count)] as SealedPair);
}

/** Replays the sampled pairs of `gameId`'s sealed pool and compares them; exit code 1 when any pair differs. */
export async function verifyPoolCommand(
  gameId: string,
  options: PoolVerifyOptions,
  context: Omit<RunContext, 'home'>,
): Promise<void> {
  const {
    plan,
    jobs: scheduled,
    roster,
    programs,
    schedule,
  } = poolCalibrationPlan(gameId, { concurrency: options.concurrency });
  const file = join(roster.dir, sealedPoolFile);
  if (!existsSync(file))
    throw new UsageError(`the pool of ${gameId} is not sealed yet (no ${file}): run xparena pool calibrate ${gameId}`);
  const sealed = parseSealedPool(JSON.parse(readFileSync(file, 'utf8')), file);
  const sealedHashes = new Map(sealed.programs.map((program) => [program.id, program.codeHash]));
  const changed = programs.filter(({ entry, codeHash }) => sealedHashes.get(entry.id) !== codeHash);
  if (changed.length > 0 || sealed.programs.length !== programs.length)
    throw new UsageError(
      `the roster of ${gameId} no longer matches its sealed pool (${changed.map(({ entry }) => entry.id).join(', ') || 'programs added or removed'}): re-calibrate it before verifying`,
    );
  if (schedule.degree !== sealed.schedule.degree || schedule.seeds !== sealed.schedule.seeds)
    throw new UsageError(
      `the roster's schedule (degree ${schedule.degree}, ${schedule.seeds} seeds) is not the sealed one (degree ${sealed.schedule.degree}, ${sealed.schedule.seeds} seeds)`,
    );
  const sample = samplePairs(sealed.pairs, options.pairs);
  const wanted = new Set(
    sample.map((pair) => pairKey(poolProgramSpec(gameId, pair.a), poolProgramSpec(gameId, pair.b))),
  );
  const jobs = scheduled.filter((job) => wanted.has(pairKey(job.seats[0] ?? '', job.seats[1] ?? '')));
  // A fresh store every time (kept, for a look at the replayed matches): a store holding the calibration's matches
  // would answer from them instead of replaying.
  const home = mkdtempSync(join(tmpdir(), 'xparena-pool-verify-'));
  const verifyPlan = {
    name: 'pool-verify',
    kind: 'pool-verify',
    spec: { ...(plan.spec as object), pairs: sample.map((pair) => `${pair.a} ${pair.b}`) },
    agents: plan.agents,
    prepare: () => playJobs(jobs, options.concurrency),
    breakdown: `${sample.length} of ${sealed.pairs.length} sealed pairs: `,
  };
  await executeRun(verifyPlan, { ...context, home }, ({ runId, store }) => {
    const records = [...store.records({ runId })];
    const faults = calibrationFaults(records);
    const replayed = new Map(
      pairTotals(
        gameId,
        programs.map(({ entry, codeHash }) => ({ ...entry, codeHash })),
        pairwiseResults(records),
      ).map((pair) => [`${pair.a} ${pair.b}`, pair]),
    );
    const differing = sample.flatMap((pair) => {
      const again = replayed.get(`${pair.a} ${pair.b}`);
      return again && again.games === pair.games && again.score === pair.score
        ? []
        : [
            [
              `${pair.a} vs ${pair.b}`,
              `${pair.score}/${pair.games}`,
              again ? `${again.score}/${again.games}` : 'not played',
            ],
          ];
    });
    console.log(`faults: ${faults.player} matches with player faults, ${faults.infra} with infrastructure errors`);
    if (faults.infra > 0) {
      // Not a verdict on the pool: the machine failed, not the programs.
      console.error(`xparena: not verified: ${faults.infra} matches failed for infrastructure reasons; run it again`);
      process.exitCode = 1;
      return;
    }
    if (differing.length > 0) {
      console.log(formatTable(['pair', 'sealed (points/games)', 'replayed'], differing));
      console.error(`xparena: ${differing.length} of ${sample.length} pairs differ from the sealed pool ${file}`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `reproduced: all ${sample.length} sampled pairs (${records.length} matches) score exactly as sealed in ${file}`,
    );
  });
}

/** One key per unordered pair of seats. */
function pairKey(first: string, second: string): string {
  return first < second ? `${first}\n${second}` : `${second}\n${first}`;
}
