import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { nullifyGame } from './nullify-game.js';
import { divide, nullifyScenario, num, op, times } from './test-nullify-scenario.js';

const { text } = nullifyGame;
const state = nullifyScenario([num('-7/3'), times(-3), op('sqrt'), num('347/100'), divide(4), num('5')]);
const parse = (reply: string) => text.parseAction(reply, state, 0);

describe('nullify text', () => {
  it("states KORGym's units and combinations, renumbering, the goal and the generic answer contract", () => {
    const rules = text.rules(resolveParams(nullifyGame, 'eval'), 0);
    expect(rules).toMatch(/two numbers combine into their sum; when the sum is 0 .* both units vanish/);
    expect(rules).toMatch(/an operator and a number combine into the operator applied to the number/);
    expect(rules).toMatch(/two operators do not combine/);
    expect(rules).toMatch(/placed at the end of the list/);
    expect(rules).toMatch(/renumbered from 0/);
    expect(rules).toMatch(/after 50 steps/);
    expect(rules).toMatch(/An invalid answer .* changes nothing but uses up a step/);
    expect(rules).toMatch(/Answer: <i> <j>, Score: <the immediate reward you expect this action to earn>/);
    expect(rules).toMatch(/Answer: END, Score: 0/);
    expect(rules).not.toMatch(/product/);
    expect(text.rules(resolveParams(nullifyGame, 'explore'), 0)).toBe(rules);
  });

  it("lists the units in KORGym's notation with exact numbers, and no score or reward line", () => {
    expect(text.observation(state, 0)).toBe(
      [
        'Units (6, indices 0 to 5):',
        '[0] -7/3',
        '[1] *-3',
        '[2] sqrt',
        '[3] +3.47',
        '[4] /4',
        '[5] +5',
        'Steps taken: 0 of 50 (50 left)',
      ].join('\n'),
    );
    const next = nullifyGame.apply(state, [{ type: 'combine', first: 0, second: 1 }]);
    const shown = text.observation(next, 0);
    expect(shown).toMatch(/Last action: 0 1 \(-7\/3 with \*-3\) -> the result is the new last unit \[4\]/);
    expect(shown).toMatch(/\[4\] \+7$/m);
    expect(shown).not.toMatch(/score|reward/i);
    const idle = nullifyGame.apply(state, [{ type: 'none' }]);
    expect(text.observation(idle, 0)).toMatch(/Last action: an invalid answer -> nothing changed/);
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
    expect(parse('Answer: 2 6, Score: 1')).toEqual({
      ok: false,
      error: 'unit 6 does not exist: the units are now numbered 0 to 5 (indices renumber after every combination)',
    });
    expect(parse('-1 2')).toMatchObject({ ok: false, error: expect.stringMatching(/unit -1 does not exist/) });
    expect(parse('2 2')).toMatchObject({ ok: false, error: expect.stringMatching(/names unit 2 twice/) });
    expect(parse('combine the first two')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no "Answer:" line found .*numbered 0 to 5/),
    });
    expect(parse('Answer: 1 2 3, Score: 0')).toMatchObject({ ok: false });
    expect(parse('1.5 2')).toMatchObject({ ok: false });
    expect(parse('  ')).toMatchObject({ ok: false, error: expect.stringMatching(/empty reply/) });
  });
});
