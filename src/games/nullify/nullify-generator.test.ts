import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { evaluateExpr } from './nullify-expr.js';
import { nullifyGame } from './nullify-game.js';
import { generateNullifyUnits } from './nullify-generator.js';
import { clears, solveNullify } from './nullify-solver.js';
import { unitValues } from './nullify-state.js';

describe('nullify generator', () => {
  for (const [preset, low, high] of [
    ['explore', 3, 7],
    ['eval', 5, 10],
  ] as const) {
    it(`builds ${preset} instances with ${low}–${high} construction steps, using every count in that range`, () => {
      const params = resolveParams(nullifyGame, preset);
      const seen = new Set<number>();
      for (let seed = 0; seed < 300; seed++) {
        const state = nullifyGame.setup(params, seed, 1);
        const steps = state.construction.length;
        expect(steps).toBeGreaterThanOrEqual(low);
        expect(steps).toBeLessThanOrEqual(high);
        seen.add(steps);
        const splits = state.construction.filter((kind) => kind === 'split').length;
        const pairs = state.construction.filter((kind) => kind === 'pair').length;
        expect(state.units).toHaveLength(2 + splits + 2 * pairs);
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: high - low + 1 }, (_, i) => low + i));
    });

    it(`only builds ${preset} instances that the solver clears within the step limit`, () => {
      const params = resolveParams(nullifyGame, preset);
      for (let seed = 0; seed < 300; seed++) {
        const state = nullifyGame.setup(params, seed, 1);
        const values = unitValues(state.units);
        expect(values.every((value) => value.sign !== 0)).toBe(true);
        const solution = solveNullify(values, state.rules.maxSteps);
        expect(solution.type, `seed ${seed}`).toBe('solved');
        if (solution.type === 'solved') expect(clears(values, solution.plan)).toBe(true);
      }
    });
  }

  it('applies splits and new pairs before rewrites, and rewrites never change a value', () => {
    for (let seed = 0; seed < 200; seed++) {
      const { units, construction } = generateNullifyUnits(8, rngFromSeed(seed));
      const firstRewrite = construction.indexOf('rewrite');
      if (firstRewrite >= 0) expect(construction.slice(firstRewrite).every((kind) => kind === 'rewrite')).toBe(true);
      for (const unit of units) expect(() => evaluateExpr(unit)).not.toThrow();
    }
  });

  it('with zero construction steps gives one cancelling pair', () => {
    const { units, construction } = generateNullifyUnits(0, rngFromSeed(3));
    expect(construction).toEqual([]);
    const [a, b] = unitValues(units);
    expect(a && b && a.sign === -b.sign && a.num === b.num && a.den === b.den).toBe(true);
  });
});
