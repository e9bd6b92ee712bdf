// The deterministic calibration schedule of an opponent pool: a circulant graph over the programs sorted by id (or,
// for a two-role pool, over role 0 × role 1), each edge played on `seeds` seeds (docs/pools.md).
import type { Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { hashJson } from '../core/json.js';
import { textLabel } from '../core/match-label.js';
import { jobGame, type MatchJob } from '../runner/match-job.js';

/** A pool member as the schedule sees it: its id, agent spec, code hash and role (two-role pools only). */
export interface ScheduledProgram {
  readonly id: string;
  readonly spec: string;
  readonly codeHash: string;
  readonly role?: 0 | 1;
}

/** Who meets whom: pairs of indices into the programs sorted by id, the first seated first (seat 0). */
export type PoolEdge = readonly [number, number];

/**
 * The circulant edges of `n` programs: i meets i+1 … i+degree/2 (mod n), each unordered pair once (the smaller
 * index first), so every program meets `degree` others when n > degree, and all of them otherwise.
 */
export function circulantEdges(n: number, degree: number): PoolEdge[] {
  const pairs = new Map<string, PoolEdge>();
  for (let i = 0; i < n; i++) {
    for (let offset = 1; offset <= Math.floor(degree / 2); offset++) {
      const j = (i + offset) % n;
      if (j === i) continue;
      const edge: PoolEdge = i < j ? [i, j] : [j, i];
      pairs.set(`${edge[0]} ${edge[1]}`, edge);
    }
  }
  return [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * The cross-role edges of a two-role pool: with role-0 programs A (m of them) and role-1 programs B (k), for
 * t = 0 … max(m, k) − 1 and offset o = 0 … degree − 1, A[t mod m] meets B[(t + o) mod k]; each pair once, role 0
 * first. Every program meets at least `degree` of the other role (all of them when that role has fewer).
 */
export function crossRoleEdges(roles: readonly (0 | 1)[], degree: number): PoolEdge[] {
  const first = roles.flatMap((role, index) => (role === 0 ? [index] : []));
  const second = roles.flatMap((role, index) => (role === 1 ? [index] : []));
  const pairs = new Map<string, PoolEdge>();
  for (let t = 0; t < Math.max(first.length, second.length); t++) {
    for (let offset = 0; offset < Math.min(degree, second.length); offset++) {
      const edge: PoolEdge = [first[t % first.length] as number, second[(t + offset) % second.length] as number];
      pairs.set(`${edge[0]} ${edge[1]}`, edge);
    }
  }
  return [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

export interface PoolScheduleOptions {
  readonly module: GameModule;
  readonly params: Params;
  /** The pool's programs sorted by id; with roles on every program the pool is two-role. */
  readonly programs: readonly ScheduledProgram[];
  readonly degree: number;
  readonly seeds: number;
}

/**
 * The calibration's matches: every edge on `seeds` seeds, in both seat orders (a two-role pool: each program in its
 * role's seat only). A seed is a hash of the two programs' ids and code hashes and k, so both seat orders share a deal
 * and a changed program plays new matches instead of reusing the stored ones of its old code.
 */
export function poolSchedule(options: PoolScheduleOptions): MatchJob[] {
  const { programs, params } = options;
  const twoRole = programs.every((program) => program.role !== undefined);
  const edges = twoRole
    ? crossRoleEdges(
        programs.map((program) => program.role as 0 | 1),
        options.degree,
      )
    : circulantEdges(programs.length, options.degree);
  const game = jobGame(options.module);
  const label = textLabel(`${game.game} pool calibration`);
  const jobs: MatchJob[] = [];
  for (const [i, j] of edges) {
    const a = programs[i] as ScheduledProgram;
    const b = programs[j] as ScheduledProgram;
    for (let k = 0; k < options.seeds; k++) {
      const seed = Number.parseInt(hashJson([game.game, a.id, a.codeHash, b.id, b.codeHash, k], 8), 16);
      jobs.push({ ...game, params, seats: [a.spec, b.spec], seed, label });
      if (!twoRole) jobs.push({ ...game, params, seats: [b.spec, a.spec], seed, label });
    }
  }
  return jobs;
}

/** Seeds of the top-against-reference series: 2 × this many games, enough to tell 75% from 85% (docs/pools.md). */
export const TOP_CHECK_SEEDS = 20;

/**
 * The series that checks a sealed ladder's top: `top` against `reference` on `seeds` seeds in both seat orders, each
 * seed a hash of both programs and k under its own tag, so it never repeats a calibration match.
 */
export function topCheckJobs(options: {
  readonly module: GameModule;
  readonly params: Params;
  readonly top: ScheduledProgram;
  readonly reference: ScheduledProgram;
  readonly seeds: number;
}): MatchJob[] {
  const { top, reference, params } = options;
  const game = jobGame(options.module);
  const label = textLabel(`${game.game} pool top check`);
  return Array.from({ length: options.seeds }, (_, k) => {
    const seed = Number.parseInt(
      hashJson([game.game, 'top-check', top.id, top.codeHash, reference.id, reference.codeHash, k], 8),
      16,
    );
    return [
      { ...game, params, seats: [top.spec, reference.spec], seed, label },
      { ...game, params, seats: [reference.spec, top.spec], seed, label },
    ];
  }).flat();
}
