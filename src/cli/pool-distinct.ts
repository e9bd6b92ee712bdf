// `xparena pool distinct <game>`: every pool program plays the reference (a two-role pool: the other role's reference)
// on shared seeds, in both seats where the game is symmetric, as one stored, resumable run; programs whose own moves
// are identical in every probe game are written as identical groups into pools/<game>/distinct.json (docs/pools.md).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { poolPrograms } from '../agents/program/pool-program.js';
import { type PoolEntry, type PoolRoster, readPoolRoster } from '../agents/program/pool-roster.js';
import { hashJson } from '../core/json.js';
import { textLabel } from '../core/match-label.js';
import { resolveParams } from '../core/params.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import {
  DISTINCT_PLAY_FORMAT,
  type DistinctPlay,
  distinctPlayText,
  identicalGroups,
  type ProbeGame,
  playSignature,
} from '../measure/distinct-play.js';
import { jobGame, jobMatchId, type MatchJob } from '../runner/match-job.js';
import { executeRun, playJobs, type RunContext, type RunPlan } from '../runs/execute-run.js';

/** The distinct-play file's name in a pool's directory. */
export const distinctPlayFile = 'distinct.json';

/** One probe game: the job and the seat the probed program holds in it. */
interface ProbeJob {
  readonly program: string;
  readonly seat: number;
  readonly job: MatchJob;
}

/**
 * The reference each program is probed against: the roster's marked reference; in a two-role pool, the reference of
 * the other role (the marked one, or the program of its family in that role).
 */
function probeOf(roster: PoolRoster, program: PoolEntry): string {
  const marked = roster.programs.find((entry) => entry.reference);
  if (!marked) throw new UsageError(`the roster of ${roster.game} marks no reference program to probe against`);
  if (program.role === undefined) return marked.id;
  const other = roster.programs.find(
    (entry) => entry.role !== undefined && entry.role !== program.role && entry.family === marked.family,
  );
  if (!other)
    throw new UsageError(
      `the roster of ${roster.game} has no reference (family ${marked.family}) in role ${1 - program.role}`,
    );
  return other.id;
}

/** The probe run: every program against its probe on `seeds` shared seeds (both seats unless the pool has roles). */
export function distinctPlayPlan(gameId: string, seeds: number, concurrency: number) {
  const module = findGame(gameId);
  const roster = readPoolRoster(gameId);
  const programs = poolPrograms(roster);
  const params = resolveParams(module.game, undefined);
  const game = jobGame(module);
  const label = textLabel(`${gameId} pool distinct-play probe`);
  const byId = new Map(programs.map((program) => [program.entry.id, program]));
  const probes: ProbeJob[] = [];
  for (const program of programs) {
    // Seats name the materialised, content-addressed directories, so a program whose args or code changed under the
    // same id plays new probe games instead of reusing its old ones from the store.
    const self = `program:${program.dir}`;
    const probe = `program:${byId.get(probeOf(roster, program.entry))?.dir}`;
    const seats = program.entry.role === undefined ? [0, 1] : [program.entry.role];
    for (let k = 0; k < seeds; k++) {
      const seed = Number.parseInt(hashJson([gameId, 'distinct-play', k], 8), 16);
      for (const seat of seats)
        probes.push({
          program: program.entry.id,
          seat,
          job: { ...game, params, seats: seat === 0 ? [self, probe] : [probe, self], seed, label },
        });
    }
  }
  const plan = {
    name: 'pool-distinct',
    kind: 'pool-distinct',
    spec: {
      game: gameId,
      version: module.game.version,
      params,
      seeds,
      programs: programs.map(({ entry, codeHash }) => ({ id: entry.id, codeHash })),
    },
    agents: programs.map(({ dir }) => ({ module, spec: `program:${dir}` })),
    prepare: () =>
      playJobs(
        probes.map(({ job }) => job),
        concurrency,
      ),
    breakdown: `${programs.length} programs × ${seeds} seed${seeds === 1 ? '' : 's'}: `,
  } satisfies RunPlan;
  return { plan, roster, programs, probes, gameVersion: module.game.version };
}

/** Plays (or resumes) the probe run and writes `<pool>/distinct.json`; exit code 1 when a probe game failed. */
export async function distinctPlayCommand(
  gameId: string,
  options: { readonly seeds: number; readonly concurrency: number },
  context: RunContext,
): Promise<void> {
  const { plan, roster, programs, probes, gameVersion } = distinctPlayPlan(gameId, options.seeds, options.concurrency);
  await executeRun(plan, context, ({ store, result }) => {
    console.log(`played ${result.played}, already stored ${result.skipped}`);
    const games = new Map<string, ProbeGame[]>();
    for (const { program, seat, job } of probes) {
      const record = store.getMatch(jobMatchId(job));
      if (!record || record.end.status === 'infra' || record.end.status === 'error') {
        console.error(`xparena: not written: a probe game of ${program} has no result; resume with: ${context.resume}`);
        process.exitCode = 1;
        return;
      }
      games.set(program, [...(games.get(program) ?? []), { program, seat, record }]);
    }
    const signatures = new Map(programs.map(({ entry }) => [entry.id, playSignature(games.get(entry.id) ?? [])]));
    const play: DistinctPlay = {
      formatVersion: DISTINCT_PLAY_FORMAT,
      game: gameId,
      gameVersion,
      seeds: options.seeds,
      programs: programs.map(({ entry, codeHash }) => ({
        id: entry.id,
        codeHash,
        probe: probeOf(roster, entry),
        signature: signatures.get(entry.id) as string,
      })),
      identical: identicalGroups(signatures),
    };
    const file = join(roster.dir, distinctPlayFile);
    writeFileSync(file, distinctPlayText(play));
    console.log(
      play.identical.length === 0
        ? `wrote ${file}: all ${programs.length} programs play differently`
        : `wrote ${file}: identical play: ${play.identical.map((group) => group.join(' = ')).join(', ')}`,
    );
  });
}
