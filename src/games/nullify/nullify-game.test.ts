import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { exprText } from './nullify-expr.js';
import { nullifyGame } from './nullify-game.js';
import type { NullifyAction, NullifyState } from './nullify-state.js';
import { floor, frac, int, neg, nullifyScenario, recip, sqrt } from './test-nullify-scenario.js';

function play(state: NullifyState, ...actions: NullifyAction[]): NullifyState {
  return actions.reduce((current, action) => nullifyGame.apply(deepFreeze(current), [action]), state);
}

const combine = (first: number, second: number): NullifyAction => ({ type: 'combine', first, second });
const texts = (state: NullifyState) => state.units.map(exprText);

describe('nullify setup', () => {
  it('differs between presets only in the construction steps and the invalid-answer rule', () => {
    expect(resolveParams(nullifyGame, 'explore')).toEqual({
      minConstruction: 3,
      maxConstruction: 7,
      maxSteps: 50,
      strict: false,
    });
    expect(resolveParams(nullifyGame, 'eval')).toEqual({
      minConstruction: 5,
      maxConstruction: 10,
      maxSteps: 50,
      strict: true,
    });
  });

  it('gives the same instance for the same seed and lists every pair of units plus END', () => {
    const params = resolveParams(nullifyGame, 'eval');
    const state = nullifyGame.setup(params, 4, 1);
    expect(jsonEqual(nullifyGame.setup(params, 4, 1), state)).toBe(true);
    const count = state.units.length;
    const legal = nullifyGame.legalActions(state, 0);
    expect(legal).toHaveLength((count * (count - 1)) / 2 + 1);
    expect(legal.at(-1)).toEqual({ type: 'end' });
    expect(legal[0]).toEqual(combine(0, 1));
  });
});

describe('nullify combinations', () => {
  const start = nullifyScenario([neg(sqrt(int(9))), floor(frac(7, 2)), int(2), recip(frac(1, 6))]);

  it('cancels two units of opposite value: both vanish and the later units move down', () => {
    const state = play(start, combine(0, 1));
    expect(texts(state)).toEqual(['2', '1/(1/6)']);
    expect(state.last).toEqual({ action: combine(0, 1), result: 'cancelled' });
    expect(state).toMatchObject({ step: 1, score: 0, end: null });
  });

  it('merges two units that do not cancel into their product at the lower index, whatever order they are named in', () => {
    const state = play(start, combine(1, 2));
    expect(texts(state)).toEqual(['-√9', 'floor(7/2) × 2', '1/(1/6)']);
    expect(state.last?.result).toBe('merged');
    const other = play(start, combine(0, 3));
    expect(texts(other)).toEqual(['(-√9) × (1/(1/6))', 'floor(7/2)', '2']);
  });

  it('cancels a merged product against its opposite and scores 1 when the last units vanish', () => {
    const state = play(start, combine(2, 3), combine(0, 2));
    expect(texts(state)).toEqual(['(-√9) × 2 × (1/(1/6))', 'floor(7/2)']);
    const merged = play(nullifyScenario([int(2), int(3), neg(int(6))]), combine(0, 1));
    expect(texts(merged)).toEqual(['2 × 3', '-6']);
    const cleared = play(merged, combine(0, 1));
    expect(cleared).toMatchObject({ units: [], score: 1, end: 'cleared', step: 2 });
    expect(nullifyGame.outcome(cleared)).toEqual({ scores: [1] });
    expect(nullifyGame.score(cleared)).toEqual([1]);
    expect(nullifyGame.toAct(cleared)).toEqual([]);
  });

  it('compares values exactly: √2 × √2 cancels -2', () => {
    const state = play(nullifyScenario([sqrt(int(2)), sqrt(int(2)), neg(int(2))]), combine(0, 1), combine(0, 1));
    expect(state.end).toBe('cleared');
  });

  it('ends with score 0 when a single unit is left, since it can never cancel', () => {
    const state = play(nullifyScenario([int(2), int(3)]), combine(0, 1));
    expect(state).toMatchObject({ end: 'stuck', score: 0 });
    expect(nullifyGame.outcome(state)).toEqual({ scores: [0] });
  });

  it('ends at the step limit and on END, scoring 0 while units remain', () => {
    const limited = play(nullifyScenario([int(2), int(3), int(4), neg(int(24))], { maxSteps: 1 }), combine(0, 1));
    expect(limited).toMatchObject({ end: 'max-steps', score: 0, step: 1 });
    const ended = play(start, { type: 'end' });
    expect(ended).toMatchObject({ end: 'agent-ended', score: 0, last: { action: { type: 'end' }, result: 'ended' } });
    expect(nullifyGame.legalActions(ended, 0)).toEqual([]);
    expect(() => nullifyGame.apply(ended, [combine(0, 1)])).toThrow(/over/);
  });

  it('refuses indices that do not exist', () => {
    expect(() => nullifyGame.apply(start, [combine(2, 4)])).toThrow(/indices 0..3/);
    expect(() => nullifyGame.apply(start, [combine(2, 2)])).toThrow(/not a combination/);
  });

  it('keeps the score when the player forfeits and hides nothing', () => {
    expect(nullifyGame.forfeit(start, 0)).toEqual({ scores: [0] });
    expect(nullifyGame.observe(start, 0)).toEqual(start);
  });
});

describe('nullify invalid answers', () => {
  const babbler = { spec: 'babbler', agent: { name: 'babbler', act: () => ({ text: 'Answer: 7 9, Score: 1' }) } };

  it('end an evaluation episode at once and are re-asked in exploration', async () => {
    const strict = await playMatch({
      game: nullifyGame,
      params: resolveParams(nullifyGame, 'eval'),
      seed: 1,
      seats: [babbler],
    });
    expect(strict.end).toMatchObject({ status: 'forfeit', scores: [0] });
    expect(strict.end.message).toMatch(/unit \d+ does not exist: the units are now numbered 0 to \d+/);
    const explore = await playMatch({
      game: nullifyGame,
      params: resolveParams(nullifyGame, 'explore'),
      seed: 1,
      seats: [babbler],
    });
    expect(explore.steps[0]?.moves[0]?.invalid).toHaveLength(3);
  });
});
