import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { nullifyGame } from './nullify-game.js';
import { floor, frac, int, neg, nullifyScenario, sqrt } from './test-nullify-scenario.js';

const { text } = nullifyGame;
const state = nullifyScenario([neg(sqrt(int(9))), floor(frac(7, 2)), int(2), int(5)]);
const parse = (reply: string) => text.parseAction(reply, state, 0);

describe('nullify text', () => {
  it('states the combination rule, renumbering, scoring and the answer line in the rules', () => {
    const rules = text.rules(resolveParams(nullifyGame, 'eval'), 0);
    expect(rules).toMatch(/equal in magnitude and opposite in sign/);
    expect(rules).toMatch(/merge into one unit holding their product/);
    expect(rules).toMatch(/renumbered from 0/);
    expect(rules).toMatch(/Answer: <i> <j>, Score:/);
    expect(rules).toMatch(/Answer: END, Score: 0/);
    expect(rules).toMatch(/after 50 steps/);
    expect(rules).toMatch(/invalid answer .* ends the episode/);
    expect(text.rules(resolveParams(nullifyGame, 'explore'), 0)).toMatch(/you answer again/);
  });

  it('lists the units with their indices in exact notation', () => {
    expect(text.observation(state, 0)).toBe(
      [
        'Units (4, indices 0 to 3):',
        '[0] -√9',
        '[1] floor(7/2)',
        '[2] 2',
        '[3] 5',
        'Steps taken: 0 of 50 (50 left)',
        'Score: 0',
      ].join('\n'),
    );
  });

  it('reads a bare pair, an Answer line, either order and common separators', () => {
    const pair = { type: 'combine', first: 1, second: 3 };
    for (const reply of ['1 3', '3 1', '1,3', '[1] [3]', '(1, 3)', '1 and 3', 'I think so.\nAnswer: 3 1, Score: 0']) {
      expect(parse(reply), reply).toEqual({ ok: true, action: pair });
    }
    expect(parse('Answer: END, Score: 0')).toEqual({ ok: true, action: { type: 'end' } });
    expect(parse('end')).toEqual({ ok: true, action: { type: 'end' } });
    expect(text.action({ type: 'combine', first: 1, second: 3 })).toBe('1 3');
  });

  it('explains indices that no longer exist, a unit named twice, free text and an empty reply', () => {
    expect(parse('Answer: 2 4, Score: 1')).toEqual({
      ok: false,
      error: 'unit 4 does not exist: the units are now numbered 0 to 3 (indices renumber after every combination)',
    });
    expect(parse('-1 2')).toMatchObject({ ok: false, error: expect.stringMatching(/unit -1 does not exist/) });
    expect(parse('2 2')).toMatchObject({ ok: false, error: expect.stringMatching(/names unit 2 twice/) });
    expect(parse('combine the first two')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no "Answer:" line found .*numbered 0 to 3/),
    });
    expect(parse('Answer: the first two, Score: 0')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/is not two unit indices/),
    });
    expect(parse('Answer: 1 2 3, Score: 0')).toMatchObject({ ok: false });
    expect(parse('1.5 2')).toMatchObject({ ok: false });
    expect(parse('  ')).toMatchObject({ ok: false, error: expect.stringMatching(/empty reply/) });
  });
});
