import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { nullifyGame } from './nullify-game.js';
import { type NullifyPair, solveNullify } from './nullify-solver.js';
import type { NullifyState } from './nullify-state.js';
import { divide, nullifyScenario, num, op, times } from './test-nullify-scenario.js';

function playPlan(state: NullifyState, plan: readonly NullifyPair[]): NullifyState {
  return plan.reduce(
    (current, [first, second]) => nullifyGame.apply(deepFreeze(current), [{ type: 'combine', first, second }]),
    state,
  );
}

describe('nullify solver', () => {
  it('finds the chain of a constructed board: floor undone with its fraction, square with its correction', () => {
    // From 0: -2 → 2; *4 → 1/2; floor (fraction 0.5) → 0.37; square (nearest root 1, correction -0.63) → 1.
    const state = nullifyScenario([
      times(4),
      num('1/2'),
      op('square'),
      num('-63/100'),
      num('1'),
      op('floor'),
      num('-2'),
    ]);
    const solution = solveNullify(state.units, 50);
    if (solution.type !== 'solved') throw new Error(solution.type);
    expect(playPlan(state, solution.plan)).toMatchObject({ end: 'cleared', score: 1 });
  });

  it('solves boards no generator built (operators applied on two branches), and proves hopeless ones', () => {
    const branches = nullifyScenario([num('4'), op('sqrt'), num('9'), op('sqrt'), num('-5')]);
    const solution = solveNullify(branches.units, 50);
    if (solution.type !== 'solved') throw new Error(solution.type);
    expect(playPlan(branches, solution.plan)).toMatchObject({ end: 'cleared' });
    expect(solveNullify([num('2'), num('3'), divide(7)], 50).type).toBe('unsolvable');
    expect(solveNullify([num('2'), num('-2')], 0).type).toBe('unsolvable');
    expect(solveNullify([{ type: 'number', value: { type: 'sqrt', of: '2' } }, num('1')], 50).type).toBe('unsupported');
  });

  for (const preset of ['explore', 'eval']) {
    it(`clears every ${preset} board of seeds 0–199 within the step limit`, () => {
      const params = resolveParams(nullifyGame, preset);
      for (let seed = 0; seed < 200; seed++) {
        const state = nullifyGame.setup(params, seed, 1);
        const solution = solveNullify(state.units, state.rules.maxSteps);
        expect(solution.type, `seed ${seed}`).toBe('solved');
        if (solution.type === 'solved') expect(playPlan(state, solution.plan).end, `seed ${seed}`).toBe('cleared');
      }
    }, 120_000);
  }
});
