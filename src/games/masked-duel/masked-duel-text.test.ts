import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { maskedDuelGame } from './masked-duel-game.js';
import { duelScenario, play } from './test-masked-duel-scenario.js';

const text = maskedDuelGame.text;
const observation = maskedDuelGame.observe(
  duelScenario([
    ['owl', 'brute'],
    ['moth', 'warden', 'bomber'],
  ]),
  0,
);

describe('masked-duel text', () => {
  it('reads every action form back, also from an Answer line', () => {
    expect(text.parseAction('skip', observation, 0)).toEqual({ ok: true, action: { kind: 'skip' } });
    expect(text.parseAction('assert 2 bomber', observation, 0)).toEqual({
      ok: true,
      action: { kind: 'assert', slot: 2, type: 'bomber' },
    });
    expect(text.parseAction('I think so.\nAnswer: attack 1 2', observation, 0)).toEqual({
      ok: true,
      action: { kind: 'attack', unit: 1, target: 2 },
    });
    expect(text.parseAction('skill 0', observation, 0)).toEqual({
      ok: true,
      action: { kind: 'skill', unit: 0, target: null },
    });
    expect(text.parseAction('PASS', observation, 0)).toEqual({ ok: true, action: { kind: 'pass' } });
  });

  it('explains slots out of range and unknown types', () => {
    expect(text.parseAction('attack 2 0', observation, 0)).toMatchObject({ ok: false, error: /your slots 0\.\.1/ });
    expect(text.parseAction('assert 3 moth', observation, 0)).toMatchObject({ ok: false, error: /enemy slot/ });
    expect(text.parseAction('assert 1 dragon', observation, 0)).toMatchObject({ ok: false, error: /unknown creature/ });
    expect(text.parseAction('dance', observation, 0)).toMatchObject({ ok: false, error: /unknown action/ });
  });

  it('shows hidden enemies with their clues and the recent events', () => {
    const wrong = { kind: 'assert', slot: 0, type: 'brute' } as const;
    const turn = [{ kind: 'skip' }, { kind: 'attack', unit: 0, target: 0 }] as const;
    const state = play(
      duelScenario([['owl'], ['moth', 'warden']], { phase: 'assert' }),
      wrong,
      { kind: 'attack', unit: 0, target: 1 },
      ...turn,
      wrong,
    );
    const shown = text.observation(maskedDuelGame.observe(state, 0), 0);
    expect(shown).toContain('0: hidden (unknown, not brute), missing 0 HP');
    expect(shown).toContain('you asserted enemy unit 0 is brute: wrong');
    expect(text.rules(resolveParams(maskedDuelGame, 'standard'), 0, 2)).toContain('Oracle Owl');
  });
});
