import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { nullifyGame } from './nullify-game.js';
import { generateNullifyUnits } from './nullify-generator.js';
import type { Rational } from './nullify-rational.js';
import { asRational, realOf } from './nullify-real.js';
import type { NullifyState } from './nullify-state.js';
import { combineUnits, type NullifyUnit, numberUnit } from './nullify-unit.js';

/** Plays a generated chain on the shuffled board: each unit combined with the running number (the last merge). */
function playChain(state: NullifyState, chain: readonly NullifyUnit[]): NullifyState {
  let current = state;
  let running: number | null = null;
  for (const unit of chain) {
    const index = current.units.findIndex(
      (other, at) => at !== running && JSON.stringify(other) === JSON.stringify(unit),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    if (running === null) {
      running = index;
      continue;
    }
    const before: number = current.units.length;
    const action = { type: 'combine', first: Math.min(running, index), second: Math.max(running, index) } as const;
    current = nullifyGame.apply(deepFreeze(current), [action]);
    running = current.units.length === before - 1 ? current.units.length - 1 : null;
  }
  return current;
}

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
        // One unit per step and the final number, plus fractional parts (floor, ceil) and corrections (square).
        const extra = state.construction.filter((kind) => ['floor', 'ceil', 'square'].includes(kind)).length;
        expect(state.units.length).toBeGreaterThanOrEqual(steps + 1);
        expect(state.units.length).toBeLessThanOrEqual(steps + 1 + extra);
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: high - low + 1 }, (_, i) => low + i));
    });

    it(`only builds ${preset} instances that its own chain clears, within the step limit`, () => {
      const params = resolveParams(nullifyGame, preset);
      for (let seed = 0; seed < 300; seed++) {
        const rng = rngFromSeed(seed);
        const instance = generateNullifyUnits(rng.int(low, high), rng);
        const state = { ...nullifyGame.setup(params, seed, 1), units: instance.units };
        const cleared = playChain(state, instance.chain);
        expect(cleared, `seed ${seed}`).toMatchObject({ end: 'cleared', score: 1 });
        expect(cleared.step).toBeLessThanOrEqual(params.maxSteps as number);
      }
    });
  }

  it("draws KORGym's units: numbers and *n, /n with n a non-zero integer in [-10, 10], and its five operators", () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const { units, construction } = generateNullifyUnits(10, rngFromSeed(seed));
      for (const step of construction) kinds.add(step);
      for (const unit of units) {
        if (unit.type === 'times' || unit.type === 'divide') {
          expect(Number.isInteger(unit.by) && unit.by !== 0 && Math.abs(unit.by) <= 10).toBe(true);
        }
        if (unit.type === 'number') expect(asRational(unit.value)).not.toBeNull();
      }
    }
    expect([...kinds].sort()).toEqual(['ceil', 'divide', 'floor', 'number', 'reciprocal', 'sqrt', 'square', 'times']);
  });

  it('undoes floor and ceil from a non-integer number of hundredths, square from a positive number, sqrt exactly', () => {
    let checked = 0;
    for (let seed = 0; seed < 300; seed++) {
      const { chain } = generateNullifyUnits(10, rngFromSeed(seed));
      let running: Rational | null = null;
      for (const unit of chain) {
        if (running === null) {
          running = unit.type === 'number' ? asRational(unit.value) : null;
          continue;
        }
        if (unit.type === 'floor' || unit.type === 'ceil') {
          expect(running.den === 1n || 100n % running.den !== 0n, `seed ${seed}`).toBe(false);
          checked++;
        }
        if (unit.type === 'square') expect(running.num > 0n).toBe(true);
        const result = combineUnits(numberUnit(realOf(running)), unit);
        expect(result.type, `seed ${seed}`).not.toBe('illegal');
        running = result.type === 'merge' ? asRational(result.value) : null;
        if (result.type === 'merge') expect(running, 'every value on the chain is rational').not.toBeNull();
      }
      expect(running).toBeNull();
    }
    expect(checked).toBeGreaterThan(100);
  });
});
