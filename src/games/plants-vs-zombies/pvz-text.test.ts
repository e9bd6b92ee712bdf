import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { pvzGame } from './pvz-game.js';
import type { PvzAction } from './pvz-state.js';
import { pvzText } from './pvz-text.js';
import { pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

const position = pvzScenario(['XW..J.|Z', 'X.H...|.', '...ZZ.|.'], {
  sun: 180,
  turn: 11,
  zombies: [{ row: 2, column: 4, hp: 3 }],
  bitten: [{ row: 0, column: 4, hp: 7 }],
});
const observation = pvzGame.observe(position, 0);
const none: PvzAction = { type: 'plant', placements: [] };

function parse(text: string) {
  return pvzText.parseAction(text, observation, 0);
}

function errorOf(text: string): string {
  const parsed = parse(text);
  if (parsed.ok) throw new Error(`'${text}' parsed`);
  return parsed.error;
}

describe('plants-vs-zombies action text', () => {
  it('writes placements as "<letter> <row> <column>" joined by "; ", the empty action as none, and END', () => {
    expect(pvzText.action(none)).toBe('none');
    expect(pvzText.action({ type: 'end' })).toBe('END');
    const action: PvzAction = {
      type: 'plant',
      placements: [
        { plant: 'X', row: 0, column: 0 },
        { plant: 'W', row: 1, column: 2 },
      ],
    };
    expect(pvzText.action(action)).toBe('X 0 0; W 1 2');
    expect(parse('X 0 0; W 1 2')).toEqual({ ok: true, action });
  });

  it('reads placements from a bare answer or the final Answer line, in any case and with light punctuation', () => {
    const expected = { ok: true, action: { type: 'plant', placements: [{ plant: 'W', row: 1, column: 2 }] } };
    for (const text of [
      'W 1 2',
      'w 1 2',
      'W(1, 2)',
      'W 1,2',
      ' W 1 2; ',
      '"W 1 2."',
      'Plant it.\nAnswer: W 1 2, Score: 1',
    ]) {
      expect(parse(text)).toEqual(expected);
    }
    expect(parse('Two plants.\n**Answer: X 0 3; J 2 2, Score: 1**')).toEqual({
      ok: true,
      action: {
        type: 'plant',
        placements: [
          { plant: 'X', row: 0, column: 3 },
          { plant: 'J', row: 2, column: 2 },
        ],
      },
    });
  });

  it('reads an empty answer line, none or pass as the empty action, and END', () => {
    for (const text of ['none', 'None.', 'pass', 'Answer: none, Score: 1', 'Saving sun.\nAnswer: , Score: 1']) {
      expect(parse(text)).toEqual({ ok: true, action: none });
    }
    expect(parse('end')).toEqual({ ok: true, action: { type: 'end' } });
    expect(parse('Enough.\nAnswer: END, Score: 0')).toEqual({ ok: true, action: { type: 'end' } });
  });

  it('explains unknown plant letters, cells off the lawn and unreadable placements', () => {
    expect(errorOf('Q 1 2')).toMatch(/^unknown plant letter 'Q' in 'Q 1 2': plants are X Sunflower, W Peashooter/);
    expect(errorOf('Answer: W 3 0, Score: 1')).toBe(
      "cell (3, 0) in 'W 3 0' is off the lawn: rows run 0-2, columns 0-5",
    );
    expect(errorOf('W 0 6')).toMatch(/off the lawn/);
    expect(errorOf('W -1 2')).toMatch(/off the lawn/);
    expect(errorOf('Answer: W 1, Score: 1')).toMatch(/^cannot read 'W 1' as a placement: write placements as/);
    expect(errorOf('Answer: X 0 0, W 1 2, Score: 1')).toMatch(/cannot read 'X 0 0, W 1 2'.*separated by ";"/);
  });

  it('explains free text without an Answer line and an empty reply', () => {
    expect(errorOf('I should plant a peashooter somewhere')).toMatch(/^no "Answer:" line found and cannot read/);
    expect(errorOf('  ')).toMatch(/^empty reply: end your reply with the line "Answer:/);
  });

  it('never throws, whatever the text', () => {
    for (const text of ['Answer:', 'W 1 2 3', ';;;', 'X 99999999999999999999 0', '\u0000', 'x'.repeat(10_000)]) {
      expect(() => parse(text)).not.toThrow();
    }
    expect(parse(';;;')).toEqual({ ok: true, action: none });
  });
});

describe('plants-vs-zombies observation text', () => {
  it('draws the lawn with the plant letters, Z for zombies and the entry column, then sun, HP and the next wave', () => {
    expect(pvzText.observation(observation, 0)).toBe(
      [
        'Turn 12 of 64 (turns survived so far: 11)',
        'Sun: 180 (income per turn: 25 + 10 x 2 Sunflowers = 45)',
        "Lawn (rows down, columns across; column 6 is the zombies' entry column):",
        '     0  1  2  3  4  5 | 6',
        '  0  X  W  .  .  J  . | Z',
        '  1  X  .  H  .  .  . | .',
        '  2  .  .  .  Z Z2  . | .',
        'Zombies (row, column) HP now/at entry: (0, 6) 10/10; (2, 3) 10/10; (2, 4) 10/10; (2, 4) 3/3',
        'Bitten plants (bites left): J (0, 4) 7/12',
        'Next wave: wave 3 enters at the end of turn 15, in 4 turns: 1 zombie with 16 HP',
      ].join('\n'),
    );
  });

  it('reports the last turn and the end of the episode', () => {
    const next = pvzPlay(position, 'W 2 1; J 2 2');
    const text = pvzText.observation(pvzGame.observe(next, 0), 0);
    expect(text).toContain('Last turn: planted W 2 1; J 2 2; sun +45; zombies destroyed: 0; plants eaten: none');
    const over = pvzPlay(pvzScenario(['Z..|.'], { turn: 3 }), 'none');
    expect(pvzText.observation(pvzGame.observe(over, 0), 0)).toContain(
      'Episode over: a zombie walked off the left edge of the lawn. Final score: 3.',
    );
  });
});

describe('plants-vs-zombies rules text', () => {
  it('publishes costs, effects, the turn order, the waves and the answer contract for the preset', () => {
    const rules = pvzText.rules(resolveParams(pvzGame, 'eval'), 0, 1);
    expect(rules).toContain('lawn of 5 rows and 6 columns');
    expect(rules).toContain('- W Peashooter, 100 sun, 2 bites:');
    expect(rules).toContain('- F Fire Chili, 150 sun, never stays on the lawn:');
    expect(rules).toContain('wave 9: 5 x 40 HP');
    expect(rules).toContain('Answer: <placements, or none>, Score: <the immediate reward you expect');
    expect(rules).toContain('Answer: END, Score: 0');
    expect(rules).toContain('ends the episode; the turns survived still count');
    expect(pvzText.rules(resolveParams(pvzGame, 'explore'), 0, 1)).toContain('rejected and you are asked again');
  });
});
