import { describe, expect, it } from 'vitest';
import { answerContract } from '../../core/answer-line.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { tetrisScenario } from './test-tetris-scenario.js';
import { tetrisGame } from './tetris-game.js';
import { tetrisText } from './tetris-text.js';

const board = ['........', '........', '........', '........', '........', '........', '*.......', '****.***'];
const observation = tetrisGame.observe(tetrisScenario(board, { current: 'I', step: 3, score: 1 }), 0);

function parse(text: string) {
  return tetrisText.parseAction(text, observation, 0);
}

function error(text: string): string {
  const result = parse(text);
  if (result.ok) throw new Error(`'${text}' parsed`);
  return result.error;
}

describe('tetris action text', () => {
  it('writes a drop as "<one-based column> <rotation>" and END as END', () => {
    expect(tetrisText.action({ type: 'drop', column: 3, rotation: 90 })).toBe('3 90');
    expect(tetrisText.action({ type: 'end' })).toBe('END');
  });

  it('reads bare answers, Answer lines and a few harmless variations', () => {
    const drop = { ok: true, action: { type: 'drop', column: 5, rotation: 0 } };
    expect(parse('5 0')).toEqual(drop);
    expect(parse('  5, 0 ')).toEqual(drop);
    expect(parse('column 5 rotation 0')).toEqual(drop);
    expect(parse('I will lay it flat on the right.\nAnswer: 5 0, Score: 1')).toEqual(drop);
    expect(parse('**Answer: 8 90, Score: 0**')).toEqual({
      ok: true,
      action: { type: 'drop', column: 8, rotation: 90 },
    });
    expect(parse('Answer: END, Score: 0')).toEqual({ ok: true, action: { type: 'end' } });
    expect(parse('end')).toEqual({ ok: true, action: { type: 'end' } });
  });

  it('moves a column off the board to the nearest one where the rotated block fits, as KORGym clamps it', () => {
    const at = (column: number, rotation: number) => ({ ok: true, action: { type: 'drop', column, rotation } });
    expect(parse('0 90')).toEqual(at(1, 90));
    expect(parse('-3 0')).toEqual(at(1, 0));
    expect(parse('Answer: 6 0, Score: 0')).toEqual(at(5, 0));
    expect(parse('6 90')).toEqual(at(6, 90));
    expect(parse('9 90')).toEqual(at(8, 90));
    expect(parse('100 0')).toEqual(at(5, 0));
  });

  it('rejects a column that is not a whole number', () => {
    expect(error('2.5 0')).toBe('column 2.5 is not a whole number: drop columns are counted from 1 (leftmost)');
  });

  it('rejects rotation 45 and other angles', () => {
    expect(error('3 45')).toBe(
      'rotation 45 is not allowed: the rotation is clockwise in degrees and must be 0, 90, 180 or 270',
    );
    expect(error('3 360')).toMatch(/^rotation 360 is not allowed/);
    expect(error('3 -90')).toMatch(/^rotation -90 is not allowed/);
  });

  it('rejects free text and replies without an Answer line', () => {
    expect(error('drop it on the left')).toMatch(/^no "Answer:" line found in 'drop it on the left'/);
    expect(error('left')).toMatch(/^'left' is not a drop: answer "<drop column> <rotation>"/);
    expect(error('Answer: 3, Score: 0')).toMatch(/^'3' is not a drop/);
    expect(error('')).toMatch(/^empty reply/);
  });

  it('shows the board with a column ruler and the current block in all rotations with its columns, no preview and no score', () => {
    const text = tetrisText.observation(observation, 0);
    expect(text).toContain(['1 2 3 4 5 6 7 8', '. . . . . . . .'].join('\n'));
    expect(text).toContain('* * * * . * * *');
    expect(text).toContain('Current block: I (drop it now)');
    expect(text).toContain('0: columns 1-5   90: columns 1-8   180: columns 1-5   270: columns 1-8');
    expect(text).not.toMatch(/next block|score/i);
    expect(text.split('\n').at(-1)).toBe('Steps taken: 3 of 64 (61 left)');
  });

  it('states the board size, one-based columns, clockwise rotations, scoring and the answer line in the rules', () => {
    const rules = tetrisText.rules(resolveParams(tetrisGame, 'explore'), 0);
    expect(rules).toContain('a board 10 columns wide and 10 rows high');
    expect(rules).toContain('Columns are numbered 1 to 10 from the left (one-based)');
    expect(rules).toContain('clockwise in degrees: 0, 90, 180 or 270');
    expect(rules).toContain(answerContract('<drop column> <rotation>'));
    expect(rules).toContain('Answer: END, Score: 0');
    expect(rules).toContain('drawn at random independently of the others; you see only the block to drop now');
    expect(rules).toContain('moves the block to the nearest one that fits');
    expect(rules).toContain('changes nothing, but the step still counts');
    expect(rules).not.toMatch(/bag/);
  });
});

describe('tetris invalid answers', () => {
  it('are no-op steps without a re-ask on both presets (KORGym leaves the board as it was)', async () => {
    const babbler = { spec: 'babbler', agent: { name: 'babbler', act: () => ({ text: 'Answer: 0 45, Score: 1' }) } };
    for (const preset of ['eval', 'explore']) {
      const record = await playMatch({
        game: tetrisGame,
        params: resolveParams(tetrisGame, preset),
        seed: 1,
        seats: [babbler],
      });
      expect(record.end).toMatchObject({ status: 'finished', scores: [0] });
      expect(record.steps).toHaveLength(64);
      const move = record.steps[0]?.moves[0];
      expect(move).toMatchObject({ action: { type: 'none' }, text: 'none', fallback: true });
      expect(move?.invalid?.[0]?.error).toMatch(/rotation 45 is not allowed/);
    }
  });
});
