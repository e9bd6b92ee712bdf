import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { nullifyGame } from './nullify-game.js';
import type { NullifyAction, NullifyState } from './nullify-state.js';
import { unitText } from './nullify-unit.js';
import { divide, nullifyScenario, num, op, times } from './test-nullify-scenario.js';

function play(state: NullifyState, ...actions: NullifyAction[]): NullifyState {
  return actions.reduce((current, action) => nullifyGame.apply(deepFreeze(current), [action]), state);
}

const combine = (first: number, second: number): NullifyAction => ({ type: 'combine', first, second });
const texts = (state: NullifyState) => state.units.map(unitText);

describe('nullify setup', () => {
  it('differs between presets only in the construction steps (KORGym draws 3–10; the paper 3–7 and 5–10)', () => {
    expect(resolveParams(nullifyGame, 'explore')).toEqual({ minConstruction: 3, maxConstruction: 7, maxSteps: 50 });
    expect(resolveParams(nullifyGame, 'eval')).toEqual({ minConstruction: 5, maxConstruction: 10, maxSteps: 50 });
  });

  it('gives the same instance for the same seed and lists only the combinations KORGym allows, then END', () => {
    const params = resolveParams(nullifyGame, 'eval');
    const state = nullifyGame.setup(params, 4, 1);
    expect(jsonEqual(nullifyGame.setup(params, 4, 1), state)).toBe(true);
    const legal = nullifyGame.legalActions(state, 0);
    expect(legal.at(-1)).toEqual({ type: 'end' });
    for (const action of legal.slice(0, -1)) {
      if (action.type !== 'combine') throw new Error('expected a combination');
      const pair = [state.units[action.first], state.units[action.second]];
      expect(pair.some((unit) => unit?.type === 'number')).toBe(true);
    }
  });
});

describe('nullify combinations', () => {
  it('adds two numbers (their sum, not their product) and appends the result at the end of the list', () => {
    const state = play(nullifyScenario([num('2'), num('3'), op('sqrt'), num('-7/2')]), combine(0, 1));
    expect(texts(state)).toEqual(['sqrt', '-3.5', '+5']);
    expect(state.last).toMatchObject({ result: 'merged', action: combine(0, 1) });
    expect(state).toMatchObject({ step: 1, score: 0, end: null });
  });

  it('removes two numbers that sum to 0, with nothing in their place, and renumbers the units after them', () => {
    const state = play(nullifyScenario([op('floor'), num('7/3'), num('4'), num('-7/3'), times(2)]), combine(1, 3));
    expect(texts(state)).toEqual(['floor', '+4', '*2']);
    expect(state.last?.result).toBe('cancelled');
    expect(play(nullifyScenario([num('0'), num('0'), num('1')]), combine(0, 1)).units).toEqual([num('1')]);
  });

  it('applies an operator unit to a number, in either order, exactly', () => {
    const cases: [NullifyState['units'][number], string, string][] = [
      [times(-3), '7/2', '-21/2'],
      [divide(3), '-7', '-7/3'],
      [divide(-4), '10', '-5/2'],
      [op('sqrt'), '49/4', '7/2'],
      [op('square'), '-3/2', '9/4'],
      [op('reciprocal'), '-4/7', '-7/4'],
      [op('floor'), '-7/2', '-4'],
      [op('ceil'), '-7/2', '-3'],
      [op('floor'), '3', '3'],
    ];
    for (const [operator, value, result] of cases) {
      const forwards = play(nullifyScenario([num(value), operator, num('1')]), combine(0, 1));
      const backwards = play(nullifyScenario([operator, num(value), num('1')]), combine(0, 1));
      expect(forwards.units, `${unitText(operator)} on ${value}`).toEqual([num('1'), num(result)]);
      expect(backwards.units).toEqual(forwards.units);
    }
  });

  it('keeps an operator result of 0 as a unit: only two numbers summing to 0 vanish', () => {
    const state = play(nullifyScenario([num('1/2'), op('floor'), num('5')]), combine(0, 1));
    expect(state.units).toEqual([num('5'), num('0')]);
  });

  it('keeps the square root of a non-square exact, so it cancels only against its exact opposite', () => {
    let state = play(
      nullifyScenario([num('7'), op('sqrt'), num('7'), op('sqrt'), times(-1), num('2')]),
      combine(0, 1),
      combine(0, 1),
    );
    expect(texts(state)).toEqual(['*-1', '+2', 'sqrt(7) (≈ +2.645751)', 'sqrt(7) (≈ +2.645751)']);
    state = play(state, combine(0, 3));
    expect(texts(state)).toEqual(['+2', 'sqrt(7) (≈ +2.645751)', '-sqrt(7) (≈ -2.645751)']);
    expect(play(state, combine(1, 2)).units).toEqual([num('2')]);
  });

  it('does not combine two operators, take the square root of a negative number or the reciprocal of 0', () => {
    const state = nullifyScenario([times(2), op('sqrt'), num('-4'), op('reciprocal'), num('0'), num('1')]);
    const legal = nullifyGame.legalActions(state, 0);
    for (const [first, second, reason] of [
      [0, 1, /both are operators/],
      [1, 2, /sqrt needs a number that is not negative/],
      [3, 4, /0 has no reciprocal/],
    ] as const) {
      expect(legal).not.toContainEqual(combine(first, second));
      expect(nullifyGame.actionError(state, 0, combine(first, second))).toMatch(reason);
      expect(() => nullifyGame.apply(state, [combine(first, second)])).toThrow(/not a legal combination/);
    }
    expect(legal).toContainEqual(combine(0, 2));
    expect(nullifyGame.actionError(state, 0, { type: 'none' })).toMatch(/not a move to choose/);
  });

  it('scores 1 when the last two numbers cancel, or when a lone 0 is left', () => {
    const cleared = play(nullifyScenario([num('3'), times(2), num('-6')]), combine(0, 1), combine(0, 1));
    expect(cleared).toMatchObject({ units: [], score: 1, end: 'cleared', step: 2 });
    expect(nullifyGame.outcome(cleared)).toEqual({ scores: [1] });
    expect(nullifyGame.toAct(cleared)).toEqual([]);
    const zero = play(nullifyScenario([num('1/2'), op('floor')]), combine(0, 1));
    expect(zero).toMatchObject({ units: [num('0')], score: 1, end: 'cleared' });
  });

  it('ends with score 0 when the units left can no longer combine', () => {
    expect(play(nullifyScenario([num('2'), num('3')]), combine(0, 1))).toMatchObject({ end: 'stuck', score: 0 });
    const operators = play(nullifyScenario([num('2'), num('-2'), op('sqrt'), times(3)]), combine(0, 1));
    expect(operators).toMatchObject({ units: [op('sqrt'), times(3)], end: 'stuck', score: 0 });
  });

  it('ends at the step limit and on END, scoring 0 while units remain', () => {
    const limited = play(nullifyScenario([num('2'), num('3'), num('-5'), num('1')], { maxSteps: 1 }), combine(0, 1));
    expect(limited).toMatchObject({ end: 'max-steps', score: 0, step: 1 });
    const ended = play(nullifyScenario([num('2'), num('-2')]), { type: 'end' });
    expect(ended).toMatchObject({ end: 'agent-ended', score: 0, last: { result: 'ended' } });
    expect(nullifyGame.legalActions(ended, 0)).toEqual([]);
    expect(() => nullifyGame.apply(ended, [combine(0, 1)])).toThrow(/over/);
  });

  it('plays the no-op as one step that changes nothing else', () => {
    const start = nullifyScenario([num('2'), num('-2')], { maxSteps: 2 });
    const once = play(start, { type: 'none' });
    expect(once).toMatchObject({ units: start.units, step: 1, end: null, last: { result: 'nothing' } });
    expect(play(once, { type: 'none' })).toMatchObject({ step: 2, end: 'max-steps', score: 0 });
  });

  it('keeps the score when the player forfeits and hides nothing', () => {
    const state = nullifyScenario([num('2'), num('-2')]);
    expect(nullifyGame.forfeit(state, 0)).toEqual({ scores: [0] });
    expect(nullifyGame.observe(state, 0)).toEqual(state);
  });
});

describe('nullify invalid answers', () => {
  const babbler = { spec: 'babbler', agent: { name: 'babbler', act: () => ({ text: 'Answer: 7 99, Score: 1' }) } };

  for (const preset of ['explore', 'eval']) {
    it(`are a no-op that uses up a step on the ${preset} preset, as in KORGym (no re-ask, no forfeit)`, async () => {
      const params = resolveParams(nullifyGame, preset);
      const record = await playMatch({ game: nullifyGame, params, seed: 1, seats: [babbler] });
      expect(record.end).toMatchObject({ status: 'finished', scores: [0] });
      expect(record.steps).toHaveLength(50);
      const move = record.steps[0]?.moves[0];
      expect(move).toMatchObject({ action: { type: 'none' }, fallback: true });
      expect(move?.invalid).toHaveLength(1);
      expect(move?.invalid?.[0]?.error).toMatch(/unit \d+ does not exist/);
    });
  }
});
