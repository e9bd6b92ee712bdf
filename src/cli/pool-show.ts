// `xparena pool show <game>`: the sealed ladder, the ladder checks of issue 19, and a warning for every program whose
// code changed since the pool was sealed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { poolPrograms } from '../agents/program/pool-program.js';
import { readPoolRoster } from '../agents/program/pool-roster.js';
import { UsageError } from '../core/usage-error.js';
import { type DistinctPlay, parseDistinctPlay } from '../measure/distinct-play.js';
import { type PoolCheck, poolChecks } from '../measure/pool-checks.js';
import { parseSealedPool, type SealedPool } from '../measure/sealed-pool.js';
import { sealedPoolFile } from './pool-calibration.js';
import { distinctPlayFile } from './pool-distinct.js';

/** What `pool show` reports: the sealed pool, its checks, and the ids whose code no longer matches the seal. */
export interface PoolReport {
  readonly pool: SealedPool;
  readonly reference: string | null;
  readonly checks: readonly PoolCheck[];
  /** Roster programs whose materialised code hash differs from the sealed one, or that the seal lacks. */
  readonly changed: readonly string[];
  /** Sealed programs the roster no longer lists. */
  readonly removed: readonly string[];
}

/** Reads `gameId`'s roster and sealed pool and runs the checks; UsageError when the pool is not sealed yet. */
export function poolReport(gameId: string): PoolReport {
  const roster = readPoolRoster(gameId);
  const file = join(roster.dir, sealedPoolFile);
  if (!existsSync(file))
    throw new UsageError(`the pool of ${gameId} is not sealed yet (no ${file}): run xparena pool calibrate ${gameId}`);
  const pool = parseSealedPool(readJson(file), file);
  const sealed = new Map(pool.programs.map((program) => [program.id, program.codeHash]));
  const current = poolPrograms(roster);
  const changed = current
    .filter(({ entry, codeHash }) => sealed.get(entry.id) !== codeHash)
    .map(({ entry }) => entry.id);
  const listed = new Set(roster.programs.map((program) => program.id));
  const removed = pool.programs.filter((program) => !listed.has(program.id)).map((program) => program.id);
  const marked = roster.programs.find((program) => program.reference);
  const reference = marked?.id ?? null;
  // A two-role pool marks one reference; the other role's is the program of the same family in that role.
  const references = Object.fromEntries(
    roster.programs
      .filter((program) => marked && program.role !== undefined && program.family === marked.family)
      .map((program) => [program.role, program.id]),
  );
  const play = readDistinctPlay(roster.dir);
  return {
    pool,
    reference,
    checks: poolChecks(pool, { reference: reference ?? undefined, references, play }),
    changed,
    removed,
  };
}

/** The pool's probe run (`xparena pool distinct`), when it has one. */
function readDistinctPlay(dir: string): DistinctPlay | undefined {
  const file = join(dir, distinctPlayFile);
  if (!existsSync(file)) return undefined;
  return parseDistinctPlay(readJson(file), file);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The ladder and the checks as text. */
export function poolReportText(report: PoolReport): string {
  const { pool } = report;
  const twoRole = pool.programs.some((program) => program.role !== undefined);
  const header = ['rank', 'id', 'family', 'args', ...(twoRole ? ['role'] : []), 'Elo', '95% interval'];
  const rows = pool.programs.map((program) => [
    String(program.rank),
    program.id === report.reference ? `${program.id} (reference)` : program.id,
    program.family,
    program.args.join(' '),
    ...(twoRole ? [String(program.role)] : []),
    program.elo.toFixed(1),
    `${program.interval[0].toFixed(1)} – ${program.interval[1].toFixed(1)}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const right = new Set([0, header.length - 2]);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        right.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const verdict = (check: PoolCheck) => (check.pass === null ? '  -  ' : check.pass ? 'PASS ' : 'FAIL ');
  return [
    `## pool of ${pool.game} (version ${pool.gameVersion}): ${pool.programs.length} programs, degree ${pool.schedule.degree}, ${pool.schedule.seeds} seed${pool.schedule.seeds === 1 ? '' : 's'} per ordered pair, mean interval width ${pool.meanIntervalWidth}`,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    'checks:',
    ...report.checks.map((check) => `${verdict(check)} ${check.name}: ${check.detail}`),
  ].join('\n');
}

/** One warning line per program changed or removed since sealing (empty when the pool is as sealed). */
export function poolWarnings(report: PoolReport): string[] {
  const game = report.pool.game;
  return [
    ...(report.changed.length > 0
      ? [
          `warning: code changed since sealing: ${report.changed.join(', ')}; re-seal with xparena pool calibrate ${game}`,
        ]
      : []),
    ...(report.removed.length > 0 ? [`warning: sealed but no longer in the roster: ${report.removed.join(', ')}`] : []),
  ];
}
