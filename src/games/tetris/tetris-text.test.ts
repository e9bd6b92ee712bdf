import { describe, expect, it } from 'vitest';
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

  it('rejects column 0, explaining that columns are one-based', () => {
    expect(error('0 90')).toBe(
      'column 0 is off the board: drop columns are whole numbers counted from 1 (leftmost) to 8; at rotation 90 the I block fits drop columns 1 to 8',
    );
  });

  it('rejects a column that puts the rotated block past the right edge, naming the valid range', () => {
    expect(error('Answer: 6 0, Score: 0')).toBe(
      'column 6 puts the 4-wide I block at rotation 0 past the right edge; at rotation 0 the I block fits drop columns 1 to 5',
    );
    expect(parse('6 90')).toEqual({ ok: true, action: { type: 'drop', column: 6, rotation: 90 } });
    expect(error('9 90')).toMatch(/^column 9 is off the board: the board has columns 1 to 8/);
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

  it('shows the board with a column ruler, the current block in all rotations with its columns, and the next block', () => {
    const text = tetrisText.observation(observation, 0);
    expect(text).toContain(['1 2 3 4 5 6 7 8', '. . . . . . . .'].join('\n'));
    expect(text).toContain('* * * * . * * *');
    expect(text).toContain('Current block: I (drop it now)');
    expect(text).toContain('0: columns 1-5   90: columns 1-8   180: columns 1-5   270: columns 1-8');
    expect(text).toContain('Next block: O\n  ##\n  ##');
    expect(text).toContain('Steps taken: 3 of 64 (61 left)\nScore: 1 (rows cleared)');
  });

  it('states the board size, one-based columns, clockwise rotations, scoring and the answer line in the rules', () => {
    const rules = tetrisText.rules(resolveParams(tetrisGame, 'explore'), 0);
    expect(rules).toContain('a board 10 columns wide and 10 rows high');
    expect(rules).toContain('Columns are numbered 1 to 10 from the left (one-based)');
    expect(rules).toContain('clockwise in degrees: 0, 90, 180 or 270');
    expect(rules).toContain('Answer: <drop column> <rotation>, Score:');
    expect(rules).toContain('Answer: END, Score: 0');
    expect(rules).toContain('is rejected with an explanation and you are asked again');
    expect(tetrisText.rules(resolveParams(tetrisGame, 'eval'), 0)).toContain('ends the episode; rows cleared so far');
  });
});

describe('tetris invalid answers', () => {
  it('end an eval episode at once, keeping the score, and are re-asked under explore', async () => {
    const babbler = { spec: 'babbler', agent: { name: 'babbler', act: () => ({ text: 'Answer: 0 45, Score: 1' }) } };
    const strict = await playMatch({
      game: tetrisGame,
      params: resolveParams(tetrisGame, 'eval'),
      seed: 1,
      seats: [babbler],
    });
    expect(strict.end).toMatchObject({ status: 'forfeit', scores: [0] });
    expect(strict.steps).toHaveLength(0);
    const explore = await playMatch({
      game: tetrisGame,
      params: resolveParams(tetrisGame, 'explore', { maxSteps: 1 }),
      seed: 1,
      seats: [babbler],
    });
    expect(explore.steps[0]?.moves[0]?.invalid).toHaveLength(3);
    expect(explore.steps[0]?.moves[0]?.invalid?.[0]?.error).toMatch(/rotation 45 is not allowed/);
  });
});
