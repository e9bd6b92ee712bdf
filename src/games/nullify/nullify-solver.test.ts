import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { nullifyGame } from './nullify-game.js';
import { clears, combineValues, searchNullify, solveNullify } from './nullify-solver.js';
import { unitValues } from './nullify-state.js';
import { rationalSurd, type Surd, sqrtSurd } from './nullify-value.js';

const values = (...numbers: (number | [number, number] | string)[]): Surd[] =>
  numbers.map((n) =>
    typeof n === 'number'
      ? rationalSurd(n)
      : typeof n === 'string'
        ? n.startsWith('-')
          ? { ...sqrtSurd(rationalSurd(Number(n.slice(2)))), sign: -1 }
          : sqrtSurd(rationalSurd(Number(n.slice(1))))
        : rationalSurd(n[0], n[1]),
  );

describe('nullify solver', () => {
  it('finds the grouping: 2 × 3 against -6, and √2 × √8 against -4', () => {
    const start = values(2, '√2', -4, 3, '√8', -6);
    const solution = solveNullify(start, 50);
    expect(solution.type).toBe('solved');
    if (solution.type === 'solved') {
      expect(solution.plan).toHaveLength(4);
      expect(clears(start, solution.plan)).toBe(true);
    }
  });

  it('proves that no plan exists when no grouping cancels', () => {
    expect(solveNullify(values(2, 3, -5), 50).type).toBe('unsolvable');
    expect(solveNullify(values(2, 3, 6), 50).type).toBe('unsolvable');
    expect(solveNullify(values(2, -2, 3), 50).type).toBe('unsolvable');
  });

  it('respects the steps left', () => {
    const start = values(2, 3, -6, 5, -5);
    expect(solveNullify(start, 3).type).toBe('solved');
    expect(solveNullify(start, 2).type).toBe('unsolvable');
  });

  it('avoids merge orders in which two units of a group would cancel by accident', () => {
    // 2, -2 and -4 must all merge together against 16: merging 2 with -2 first would cancel them instead.
    const start = values(2, -2, -4, -16);
    const solution = solveNullify(start, 50);
    expect(solution.type).toBe('solved');
    if (solution.type === 'solved') expect(clears(start, solution.plan)).toBe(true);
  });

  it('agrees with the step-by-step search on mid-game boards left by random merges', () => {
    const params = resolveParams(nullifyGame, 'eval');
    const rng = rngFromSeed(9);
    for (let seed = 0; seed < 60; seed++) {
      let current = unitValues(nullifyGame.setup(params, seed, 1).units);
      const merges = rng.int(0, 2);
      for (let index = 0; index < merges && current.length > 2; index++) {
        const first = rng.int(0, current.length - 2);
        current = combineValues(current, first, rng.int(first + 1, current.length - 1));
      }
      const full = solveNullify(current, 50, 200_000);
      const searchOnly = searchNullify(current, 50, 200_000);
      expect(searchOnly.type).not.toBe('budget');
      expect(full.type, `seed ${seed}`).toBe(searchOnly.type);
      if (full.type === 'solved') expect(clears(current, full.plan)).toBe(true);
    }
  });
});
