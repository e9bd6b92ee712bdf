import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkActionText,
  checkDeterminism,
  checkHiddenInformation,
  checkLegalActionsApply,
  checkMalformedActions,
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
    checkMalformedActions(countGame, testCase, 1, playout);
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

  it('catch a schema that rejects a legal action', () => {
    const narrow: Game<CountState, number, CountState> = { ...countGame, actionSchema: z.literal(1) };
    expect(() => checkActionText(narrow, testCase, 1, randomPlayout(narrow, testCase, 1))).toThrow(
      /listed legal action 'add 2' fails actionSchema: malformed action: /,
    );
  });

  it('catch a game that crashes on, or accepts, a malformed action', () => {
    const crashing: Game<CountState, number, CountState> = {
      ...countGame,
      actionSchema: z.any(),
      actionError: (_state, _player, action) => (action.toFixed(0) === '1' ? null : 'no'),
    };
    expect(() => checkMalformedActions(crashing, testCase, 1, randomPlayout(crashing, testCase, 1))).toThrow(
      /malformed action null threw: TypeError/,
    );
    const lenient: Game<CountState, number, CountState> = {
      ...countGame,
      actionSchema: z.any(),
      actionError: () => null,
    };
    expect(() => checkMalformedActions(lenient, testCase, 1, randomPlayout(lenient, testCase, 1))).toThrow(
      /malformed action null was accepted/,
    );
  });

  it('catch a game that mutates its state while judging a malformed action', () => {
    const mutating: Game<CountState, number, CountState> = {
      ...countGame,
      actionError: (state) => {
        (state as { total: number }).total = 0;
        return 'no';
      },
    };
    expect(() => checkMalformedActions(mutating, testCase, 1, randomPlayout(mutating, testCase, 1))).toThrow(
      /threw: TypeError: Cannot assign to read only property/,
    );
  });
});
