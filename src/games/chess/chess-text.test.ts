import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { chessGame } from './chess-game.js';
import { chessScenario } from './test-chess-scenario.js';

const { text } = chessGame;
const state = chessScenario(['A....', '.....', '..b..', '.....', '....C'], {
  A: { kind: 'drift', step: [0, 1] },
});
const observation = chessGame.observe(state, 0);
const parse = (reply: string) => text.parseAction(reply, observation, 0);
const prediction = { type: 'predict', cells: { A: [0, 1], C: [4, 4], b: [2, 2] } };

describe('chess text', () => {
  it('explains coordinates, the collision rule, scoring and the answer line without naming the movement rules', () => {
    const rules = text.rules(resolveParams(chessGame, 'eval'), 0);
    expect(rules).toMatch(/15x15/);
    expect(rules).toMatch(/zero-based \(r,c\)/);
    expect(rules).toMatch(/one at a time in the order A-Z, then a-z/);
    expect(rules).toMatch(/last 7 boards/);
    expect(rules).toMatch(/fraction of pieces/);
    expect(rules).toMatch(/Answer: A:\(r,c\), b:\(r,c\), \.\.\., Score:/);
    expect(rules).toMatch(/Answer: END, Score: 0/);
    expect(rules).toMatch(/ends the episode/);
    expect(rules).not.toMatch(/drift|bounce|patrol|shuttle|zigzag|knight|chase|flee/);
  });

  it('draws every board with "." and letters, followed by the positions in answer syntax', () => {
    const lines = text.observation(observation, 0).split('\n');
    expect(lines.slice(0, 11)).toEqual([
      'Board 5x5; rows 0-4 top to bottom, columns 0-4 left to right; "." is empty.',
      'Pieces (3, in move order): A C b',
      'The current board:',
      '',
      't=0',
      'A....',
      '.....',
      '..b..',
      '.....',
      '....C',
      'A:(0,0), C:(4,4), b:(2,2)',
    ]);
    expect(lines.at(-1)).toBe("Predict every piece's cell at t=1.");
  });

  it('reports which pieces the last prediction got wrong', () => {
    const next = chessGame.apply(state, [{ type: 'predict', cells: { A: [0, 0], C: [4, 4], b: [2, 2] } }]);
    expect(text.observation(chessGame.observe(next, 0), 0)).toMatch(
      /Last prediction \(t=1\): 2 of 3 correct \(0\.667\); wrong: A predicted \(0,0\), was \(0,1\)\./,
    );
  });

  it('reads a prediction in any piece order, bare or on an Answer line with a score', () => {
    expect(text.action(prediction as never)).toBe('A:(0,1), C:(4,4), b:(2,2)');
    for (const reply of [
      'A:(0,1), C:(4,4), b:(2,2)',
      'b:(2,2), A:(0,1), C:(4,4)',
      'A: (0, 1); C:[4,4] b:(2,2)',
      'The drifter moves right.\nAnswer: A:(0,1), C:(4,4), b:(2,2), Score: 0.67',
    ]) {
      expect(parse(reply), reply).toEqual({ ok: true, action: prediction });
    }
    expect(parse('Answer: END, Score: 0')).toEqual({ ok: true, action: { type: 'end' } });
  });

  it('explains a missing piece, a piece named twice, an unknown letter, an off-board cell and free text', () => {
    expect(parse('A:(0,1), C:(4,4)')).toEqual({ ok: false, error: 'no prediction for b: name all 3 pieces' });
    expect(parse('A:(0,1), A:(0,2), C:(4,4), b:(2,2)')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/piece A named more than once/),
    });
    expect(parse('A:(0,1), B:(1,1), C:(4,4), b:(2,2)')).toEqual({
      ok: false,
      error: "no piece 'B' on this board: the pieces are A C b",
    });
    expect(parse('A:(0,5), C:(4,4), b:(-1,2)')).toEqual({
      ok: false,
      error: 'A:(0,5), b:(-1,2) off the board: rows and columns run from 0 to 4',
    });
    expect(parse('A:(0,1), C:(4,4), b:(2,2) and D stays')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/could not read 'D stays'/),
    });
    expect(parse('every piece keeps moving')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no "Answer:" line found/),
    });
    expect(parse('Answer: keep moving, Score: 1')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/is not a prediction: write A:\(r,c\), C:\(r,c\), b:\(r,c\)/),
    });
    expect(parse('')).toMatchObject({ ok: false, error: expect.stringMatching(/empty reply/) });
  });
});
