// `xparena pool calibrate <game>`: the pool's circulant schedule played as one stored, resumable run through the
// runner, fitted by the pool Bradley–Terry fit and sealed into `pools/<game>/pool.json` (docs/pools.md).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { poolPrograms } from '../agents/program/pool-program.js';
import { readPoolRoster } from '../agents/program/pool-roster.js';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import { poolProgramSpec } from '../core/pool-spec.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { pairwiseResults } from '../measure/pairwise-results.js';
import { pairTotals, type SealedPool, sealedPoolText, sealPool } from '../measure/sealed-pool.js';
import { poolSchedule, TOP_CHECK_SEEDS, topCheckJobs } from '../protocols/pool-schedule.js';
import { executeRun, playJobs, type RunContext, type RunPlan } from '../runs/execute-run.js';

/** The sealed pool's file name in a pool's directory. */
export const sealedPoolFile = 'pool.json';

/** Schedule defaults when neither the command line nor the roster's `schedule` sets them. */
export const defaultSchedule = { degree: 8, seeds: 4 } as const;

export interface PoolCalibrationOptions {
  readonly degree?: number;
  readonly seeds?: number;
  readonly concurrency: number;
}

/** The stored, resumable run of a pool's calibration: the roster, its materialised programs and the schedule. */
export function poolCalibrationPlan(gameId: string, options: PoolCalibrationOptions) {
  const module = findGame(gameId);
  if (!module.game.playerCounts.includes(2))
    throw new UsageError(
      `${gameId} has no two-seat mode (seats: ${module.game.playerCounts.join(', ')}): pools pair programs`,
    );
  const roster = readPoolRoster(gameId);
  const programs = poolPrograms(roster);
  const twoRole = roster.programs.some((program) => program.role !== undefined);
  const degree = options.degree ?? roster.schedule.degree ?? defaultSchedule.degree;
  const seeds = options.seeds ?? roster.schedule.seeds ?? defaultSchedule.seeds;
  if (!twoRole && degree % 2 !== 0)
    throw new UsageError(
      `--degree must be even for a symmetric pool (each program meets degree/2 on each side), got ${degree}`,
    );
  const params = resolveParams(module.game, undefined);
  const scheduled = programs.map(({ entry, codeHash }) => ({
    id: entry.id,
    spec: poolProgramSpec(gameId, entry.id),
    codeHash,
    ...(entry.role === undefined ? {} : { role: entry.role }),
  }));
  const jobs = poolSchedule({ module, params, programs: scheduled, degree, seeds });
  const spec = {
    game: gameId,
    version: module.game.version,
    params,
    degree,
    seeds,
    programs: scheduled.map(({ id, codeHash, role }) => ({ id, codeHash, ...(role === undefined ? {} : { role }) })),
  };
  const plan = {
    name: 'pool',
    kind: 'pool-calibration',
    spec,
    agents: scheduled.map((program) => ({ module, spec: program.spec })),
    prepare: () => playJobs(jobs, options.concurrency),
    breakdown: `${programs.length} programs, degree ${degree}, ${seeds} seed${seeds === 1 ? '' : 's'}: `,
  } satisfies RunPlan;
  return {
    plan,
    jobs,
    roster,
    programs,
    scheduled,
    module,
    params,
    schedule: { degree, seeds },
    gameVersion: module.game.version,
  };
}

/** Matches a player faulted in (a forfeit, an error, or any rejected or fallback move) and matches lost to infra. */
export function calibrationFaults(records: readonly MatchRecord[]): {
  readonly player: number;
  readonly infra: number;
} {
  let player = 0;
  let infra = 0;
  for (const record of records) {
    if (record.end.status === 'infra') infra++;
    else if (
      record.end.status === 'forfeit' ||
      record.end.status === 'error' ||
      record.steps.some((step) => step.moves.some((move) => move.fallback || (move.invalid?.length ?? 0) > 0))
    )
      player++;
  }
  return { player, infra };
}

/**
 * Plays (or resumes) the calibration of `gameId`'s pool, then (single-role pools with a reference) the series of the
 * fitted top against the reference, and seals both into `<pool>/pool.json`; refuses to seal, with exit code 1, when a
 * match failed for infrastructure reasons (resuming plays those again).
 */
export async function calibratePoolCommand(
  gameId: string,
  options: PoolCalibrationOptions,
  context: RunContext,
): Promise<void> {
  const calibration = poolCalibrationPlan(gameId, options);
  const { plan, roster, programs, schedule, gameVersion } = calibration;
  const calibrated = programs.map(({ entry, codeHash }) => ({ ...entry, codeHash }));
  let fitted: SealedPool | undefined;
  await executeRun(plan, context, ({ runId, store, result }) => {
    console.log(`played ${result.played}, already stored ${result.skipped}`);
    const records = [...store.records({ runId })];
    if (!playedCleanly(records, context)) return;
    fitted = sealPool({ game: gameId, gameVersion, schedule, programs: calibrated, results: pairwiseResults(records) });
  });
  if (!fitted) return;
  const check = topCheckPlan(calibration, fitted, options.concurrency);
  if (!check) return writeSealedPool(roster.dir, fitted);
  const sealed = fitted;
  await executeRun(check.plan, context, ({ runId, store, result }) => {
    console.log(`played ${result.played}, already stored ${result.skipped}`);
    const records = [...store.records({ runId })];
    if (!playedCleanly(records, context)) return;
    const [pair] = pairTotals(gameId, calibrated, pairwiseResults(records));
    if (!pair) throw new Error(`the top check of ${gameId} stored no scored match`);
    const score = pair.a === check.top ? pair.score : pair.games - pair.score;
    writeSealedPool(roster.dir, {
      ...sealed,
      topCheck: { top: check.top, reference: check.reference, games: pair.games, score },
    });
  });
}

/** Prints the faults of a finished run; false (exit code 1, nothing sealed) when matches failed for infrastructure reasons. */
function playedCleanly(records: readonly MatchRecord[], context: RunContext): boolean {
  const faults = calibrationFaults(records);
  console.log(`faults: ${faults.player} matches with player faults, ${faults.infra} with infrastructure errors`);
  if (faults.infra === 0) return true;
  console.error(
    `xparena: not sealed: ${faults.infra} matches failed for infrastructure reasons; resume with: ${context.resume}`,
  );
  process.exitCode = 1;
  return false;
}

/**
 * The stored, resumable run of the series of the fitted top against the roster's reference; undefined for a
 * two-role pool (one role's programs never meet), a pool without a reference, or one whose reference is the top.
 */
function topCheckPlan(calibration: ReturnType<typeof poolCalibrationPlan>, fitted: SealedPool, concurrency: number) {
  const { scheduled, module, params } = calibration;
  const reference = calibration.roster.programs.find((entry) => entry.reference)?.id;
  const top = fitted.programs[0]?.id;
  if (reference === undefined || top === undefined || top === reference) return undefined;
  const [topProgram, referenceProgram] = [top, reference].map((id) => scheduled.find((program) => program.id === id));
  if (!topProgram || !referenceProgram || topProgram.role !== undefined) return undefined;
  const jobs = topCheckJobs({ module, params, top: topProgram, reference: referenceProgram, seeds: TOP_CHECK_SEEDS });
  const plan = {
    name: 'pool-top',
    kind: 'pool-top-check',
    spec: { game: fitted.game, version: fitted.gameVersion, params, top: topProgram, reference: referenceProgram },
    agents: [topProgram, referenceProgram].map((program) => ({ module, spec: program.spec })),
    prepare: () => playJobs(jobs, concurrency),
    breakdown: `the top ${top} against the reference ${reference}, ${TOP_CHECK_SEEDS} seeds in both seat orders: `,
  } satisfies RunPlan;
  return { plan, top, reference };
}

function writeSealedPool(dir: string, sealed: SealedPool): void {
  const file = join(dir, sealedPoolFile);
  writeFileSync(file, sealedPoolText(sealed));
  console.log(`sealed ${file}: ${sealed.programs.length} programs, mean interval width ${sealed.meanIntervalWidth}`);
}
