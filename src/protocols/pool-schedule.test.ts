import { describe, expect, it } from 'vitest';
import { findGame } from '../games/registry.js';
import { circulantEdges, crossRoleEdges, poolSchedule, type ScheduledProgram } from './pool-schedule.js';

const kuhn = findGame('kuhn-poker');

/** How many edges touch each of `n` programs. */
function degrees(edges: readonly (readonly [number, number])[], n: number): number[] {
  const counts = new Array<number>(n).fill(0);
  for (const [a, b] of edges) {
    counts[a] = (counts[a] ?? 0) + 1;
    counts[b] = (counts[b] ?? 0) + 1;
  }
  return counts;
}

describe('circulant pool schedule', () => {
  it('joins i to i+1 … i+d/2 mod n, each pair once, never a program to itself', () => {
    expect(circulantEdges(6, 2)).toEqual([
      [0, 1],
      [0, 5],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
    const edges = circulantEdges(10, 4);
    expect(edges).toHaveLength(20);
    expect(degrees(edges, 10)).toEqual(new Array(10).fill(4));
    expect(edges.every(([a, b]) => a < b)).toBe(true);
    // An even n with degree n: the offset n/2 joins each pair once, and every program meets all the others.
    expect(degrees(circulantEdges(4, 4), 4)).toEqual([3, 3, 3, 3]);
    expect(circulantEdges(3, 8)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('pairs only across roles in a two-role pool, role 0 first, each meeting `degree` of the other role', () => {
    const roles = [0, 1, 0, 1, 0, 1, 0, 1] as const;
    const edges = crossRoleEdges(roles, 2);
    expect(edges.every(([a, b]) => roles[a] === 0 && roles[b] === 1)).toBe(true);
    expect(degrees(edges, 8)).toEqual(new Array(8).fill(2));
    // Fewer role-1 programs: each meets more role-0 programs, and a degree past the other side means all of them.
    const uneven = crossRoleEdges([0, 0, 0, 0, 1, 1], 1);
    expect(degrees(uneven, 6)).toEqual([1, 1, 1, 1, 2, 2]);
    expect(crossRoleEdges([0, 0, 1, 1], 5)).toHaveLength(4);
  });

  it('plays every edge in both seat orders on the same seeds, derived from the pair, k and their code', () => {
    const programs: ScheduledProgram[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      id,
      spec: `program:pool/kuhn-poker/${id}`,
      codeHash: `hash-${id}`,
    }));
    const jobs = poolSchedule({ module: kuhn, params: {}, programs, degree: 2, seeds: 2 });
    expect(jobs).toHaveLength(5 * 2 * 2);
    expect(jobs.every((job) => job.seats[0] !== job.seats[1])).toBe(true);
    const [first, swapped, second] = jobs;
    expect(swapped?.seats).toEqual([...(first?.seats ?? [])].reverse());
    expect(swapped?.seed).toBe(first?.seed);
    expect(second?.seed).not.toBe(first?.seed);
    expect(new Set(jobs.map((job) => job.seed)).size).toBe(10);
    // Deterministic, and a program whose code changed gets new seeds for its pairs only.
    expect(poolSchedule({ module: kuhn, params: {}, programs, degree: 2, seeds: 2 })).toEqual(jobs);
    const changed = programs.map((program) => (program.id === 'a' ? { ...program, codeHash: 'new' } : program));
    const again = poolSchedule({ module: kuhn, params: {}, programs: changed, degree: 2, seeds: 2 });
    const moved = again.filter((job, index) => job.seed !== jobs[index]?.seed);
    expect(moved.length).toBe(8);
    expect(moved.every((job) => job.seats.includes('program:pool/kuhn-poker/a'))).toBe(true);
  });

  it('seats each program of a two-role pool in its own role only', () => {
    const programs: ScheduledProgram[] = [
      { id: 'a', spec: 'A', codeHash: '1', role: 1 },
      { id: 'b', spec: 'B', codeHash: '2', role: 0 },
      { id: 'c', spec: 'C', codeHash: '3', role: 0 },
      { id: 'd', spec: 'D', codeHash: '4', role: 1 },
    ];
    const jobs = poolSchedule({ module: kuhn, params: {}, programs, degree: 1, seeds: 3 });
    expect(jobs).toHaveLength(2 * 3);
    expect(
      jobs.every((job) => ['B', 'C'].includes(job.seats[0] as string) && ['A', 'D'].includes(job.seats[1] as string)),
    ).toBe(true);
  });
});
