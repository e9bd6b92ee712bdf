import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { pvzGame } from './pvz-game.js';
import type { PvzAction } from './pvz-state.js';
import { pvzText } from './pvz-text.js';
import { pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

const position = pvzScenario(['XW..JN', 'X.H...', '...RN.'], {
  sun: 180,
  turn: 12,
  zombies: [
    { row: 2, column: 4, hp: 3 },
    { row: 0, column: 4, kind: 'I', hp: 14 },
  ],
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

function placements(...cells: [string, number, number][]) {
  return {
    ok: true,
    action: { type: 'plant', placements: cells.map(([plant, row, column]) => ({ plant, row, column })) },
  };
}

describe('plants-vs-zombies action text', () => {
  it('writes placements as "<letter> <row> <column>" joined by "; ", the empty action as none, and END', () => {
    expect(pvzText.action(none)).toBe('none');
    expect(pvzText.action({ type: 'end' })).toBe('END');
    const action: PvzAction = {
      type: 'plant',
      placements: [
        { plant: 'X', row: 2, column: 0 },
        { plant: 'W', row: 1, column: 1 },
      ],
    };
    expect(pvzText.action(action)).toBe('X 2 0; W 1 1');
    expect(parse('X 2 0; W 1 1')).toEqual({ ok: true, action });
  });

  it('reads placements from a bare answer or the final Answer line, in any case, as the paper writes them', () => {
    for (const text of ['W 1 2', 'w 1 2', ' W  1 2; ', '"W 1 2."', 'Plant it.\nAnswer: W 1 2, Score: 1']) {
      expect(parse(text)).toEqual(placements(['W', 1, 2]));
    }
    expect(parse('Two plants.\n**Answer: X 2 0;W 1 1, Score: 1**')).toEqual(placements(['X', 2, 0], ['W', 1, 1]));
  });

  it('reads an empty answer line, none or pass as the empty action, and END', () => {
    for (const text of ['none', 'None.', 'pass', 'Answer: none, Score: 1', 'Saving sun.\nAnswer: , Score: 1', ';;;']) {
      expect(parse(text)).toEqual({ ok: true, action: none });
    }
    expect(parse('end')).toEqual({ ok: true, action: { type: 'end' } });
    expect(parse('Enough.\nAnswer: END, Score: 0')).toEqual({ ok: true, action: { type: 'end' } });
  });

  it('drops the parts KORGym drops (not three words, not whole numbers, unknown plant, off the lawn) and keeps the rest', () => {
    expect(parse('Answer: W 1 2; Q 0 0; X 9 0; J 1; H 0 x; S 2 -1; X 0 3, Score: 1')).toEqual(
      placements(['W', 1, 2], ['X', 0, 3]),
    );
    expect(parse('W(1, 2); X 0 3')).toEqual(placements(['X', 0, 3]));
  });

  it('is an invalid answer when no part is readable, saying why each part was dropped', () => {
    expect(errorOf('Q 1 2')).toMatch(/^no "Answer:" line found; no readable placement: unknown plant letter 'Q'/);
    expect(errorOf('Answer: W 3 0, Score: 1')).toBe(
      "no readable placement: cell (3, 0) in 'W 3 0' is off the lawn: rows run 0-2, columns 0-5",
    );
    expect(errorOf('Answer: X 0 0, W 1 2, Score: 1')).toMatch(/cannot read 'X 0 0, W 1 2'.*separated by ";"/);
    expect(errorOf('Answer: W 1.5 2, Score: 1')).toMatch(/must be whole numbers/);
    expect(errorOf('I should plant a peashooter somewhere')).toMatch(/^no "Answer:" line found; no readable/);
    expect(errorOf('  ')).toMatch(/^empty reply: end with "Answer: \.\.\., Score:/);
  });

  it('never throws, whatever the text', () => {
    for (const text of ['Answer:', 'W 1 2 3', 'X 99999999999999999999 0', '\u0000', 'x'.repeat(10_000)]) {
      expect(() => parse(text)).not.toThrow();
    }
  });
});

describe('plants-vs-zombies observation text', () => {
  it("draws the lawn with KORGym's letters (a plant, then the zombies on its cell), then sun, HP and the next zombies", () => {
    expect(pvzText.observation(observation, 0)).toBe(
      [
        'Turn 12 (52 turns left, this one included)',
        'Sun: 180',
        'Lawn (rows down, columns across; X W S J H plants, N R B I zombies, . empty):',
        '     0  1  2  3  4  5',
        '  0  X  W  .  . JI  N',
        '  1  X  .  H  .  .  .',
        '  2  .  .  .  R NN  .',
        'Zombies (row, column, kind, HP): (0, 4) I 14; (0, 5) N 4; (2, 3) R 8; (2, 4) N 4; (2, 4) N 3',
        'Damaged plants (row, column, letter, HP left of full): (0, 4) J 7/10',
        "Next zombies: at the end of turn 15, 2 zombies (Regular Zombie or Roadblock Zombie, each with 4 HP more than its kind's)",
      ].join('\n'),
    );
  });

  it('shows no score: neither turns survived nor rewards', () => {
    const text = pvzText.observation(pvzGame.observe(pvzPlay(position, 'none'), 0), 0);
    expect(text).not.toMatch(/score|survived|reward/i);
  });

  it('reports the last turn, skipped placements included, and the end of the game', () => {
    const next = pvzPlay(position, 'W 2 1; J 0 4; S 1 1');
    expect(pvzText.observation(pvzGame.observe(next, 0), 0)).toContain(
      'Last turn: planted W 2 1; skipped J 0 4 (cell already has a plant); skipped S 1 1 (not enough sun); sun +45; zombies destroyed: 0; plants eaten: none',
    );
    const over = pvzPlay(pvzScenario(['N..'], { turn: 3 }), 'none');
    expect(pvzText.observation(pvzGame.observe(over, 0), 0)).toMatch(
      /^Game over after 4 turns: a zombie walked off the left edge of the lawn\.\n/,
    );
  });
});

describe('plants-vs-zombies rules text', () => {
  it("publishes KORGym's costs, HP, effects and zombies, the turn order, the spawns and the generic answer contract", () => {
    const rules = pvzText.rules(resolveParams(pvzGame, 'eval'), 0, 1);
    expect(rules).toContain('lawn of 5 rows and 6 columns');
    expect(rules).toContain('Zombies appear in the rightmost column (column 5)');
    expect(rules).toContain('- W Peashooter: 100 sun, 2 HP;');
    expect(rules).toContain('- F Fire Chili: 300 sun, no HP;');
    expect(rules).toContain('- I High-Attack Zombie: 6 HP, 3 damage.');
    expect(rules).toContain('1 + floor(t / 10) zombies appear in column 5');
    expect(rules).toContain('The game ends after 64 turns');
    expect(rules).toContain(
      'Answer: <placements, or none>, Score: <the immediate reward you expect this action to earn>',
    );
    expect(rules).not.toContain('1 if you survive');
    expect(rules).toContain('Answer: END, Score: 0');
    expect(rules).toContain('An invalid answer (no readable placement) plants nothing and the turn is played.');
  });
});
