import { describe, expect, it } from 'vitest';
import {
  checkActionText,
  checkDeterminism,
  checkHiddenInformation,
  checkLegalActionsApply,
  conformanceCases,
  playthrough,
  randomPlayout,
} from './conformance.js';
import type { Game } from './game.js';
import { type CountState, countGame } from './test-game.js';

const [testCase] = conformanceCases(countGame);
if (!testCase) throw new Error('count game has no cases');

describe('conformance checks', () => {
  it('lists every preset with every seat count', () => {
    expect(conformanceCases(countGame).map((c) => `${c.preset}/${c.players}`)).toEqual([
      'default/1',
      'default/2',
      'long/1',
      'long/2',
    ]);
  });

  it('pass on a correct game', () => {
    const playout = randomPlayout(countGame, testCase, 1);
    checkLegalActionsApply(countGame, testCase, 1, playout);
    checkDeterminism(countGame, testCase, 1, playout);
    checkActionText(countGame, testCase, 1, playout);
    expect(playthrough(countGame, testCase, 1)).toContain('### outcome: {"scores":[1]}');
  });

  it('catch a game that mutates its input state', () => {
    const mutating: Game<CountState, number, CountState> = {
      ...countGame,
      apply(state, actions) {
        (state as { total: number }).total += actions[0] ?? 0;
        return { ...state };
      },
    };
    expect(() => randomPlayout(mutating, testCase, 1)).toThrow(/mutate a frozen input/);
  });

  it('catch randomness from outside the state', () => {
    const impure: Game<CountState, number, CountState> = {
      ...countGame,
      apply: (state, actions) => ({ ...countGame.apply(state, actions), noise: Math.random() }),
    };
    expect(() => checkDeterminism(impure, testCase, 1, randomPlayout(impure, testCase, 1))).toThrow(
      /continues differently|different state/,
    );
  });

  it('catch a game that never ends', () => {
    const endless: Game<CountState, number, CountState> = { ...countGame, toAct: () => [0], outcome: () => null };
    expect(() => randomPlayout(endless, testCase, 1, 50)).toThrow(/did not end within 50 steps/);
  });

  it('catch a sampled state that carries the true RNG state', () => {
    const leaky: Game<CountState, number, CountState> = {
      ...countGame,
      hiddenInformation: true,
      sample: (observation) => observation,
    };
    expect(() => checkHiddenInformation(leaky, testCase, 1, randomPlayout(leaky, testCase, 1))).toThrow(
      /true RNG state/,
    );
  });

  it('catch action texts that do not parse back or collide', () => {
    const lossy = { ...countGame, text: { ...countGame.text, action: () => 'add' } };
    expect(() => checkActionText(lossy, testCase, 1, randomPlayout(lossy, testCase, 1))).toThrow(/does not parse back/);
  });
});
