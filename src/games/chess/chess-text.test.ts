import { describe, expect, it } from 'vitest';
import { answerContract } from '../../core/answer-line.js';
import { resolveParams } from '../../core/params.js';
import { chessGame } from './chess-game.js';
import { chessScenario } from './test-chess-scenario.js';

const { text } = chessGame;
const state = chessScenario(['A....', '.....', '..b..', '.....', '....C'], {
  A: {
    moves: [
      [0, 1],
      [1, 0],
    ],
  },
});
const observation = chessGame.observe(state, 0);
const parse = (reply: string) => text.parseAction(reply, observation, 0);
const prediction = { type: 'predict', cells: { A: [0, 1], C: [4, 4], b: [2, 2] } };

describe('chess text', () => {
  it('explains coordinates, wrapping edges, the collision rule, scoring and the answer line, not the rule family', () => {
    for (const preset of ['explore', 'eval']) {
      const rules = text.rules(resolveParams(chessGame, preset), 0);
      expect(rules).toMatch(/15x15/);
      expect(rules).toMatch(/zero-based \(r,c\)/);
      expect(rules).toMatch(/edges wrap around/);
      expect(rules).toMatch(/one at a time in the order A-Z, then a-z/);
      expect(rules).toMatch(/makes the opposite move instead/);
      expect(rules).toMatch(/last 7 boards/);
      expect(rules).toMatch(/the mean fraction over the 5 steps, from 0 to 1/);
      expect(rules).toMatch(/counts as a step without a prediction: it earns 0/);
      expect(rules).toContain(answerContract('A:(r,c), b:(r,c), ...'));
      expect(rules).toMatch(/Answer: END, Score: 0/);
      expect(rules).not.toMatch(/cycle|repeat|period/i);
    }
  });

  it('draws every board with "." and letters, followed by the positions in answer syntax', () => {
    const lines = text.observation(observation, 0).split('\n');
    expect(lines.slice(0, 11)).toEqual([
      'Board 5x5; rows 0-4 top to bottom, columns 0-4 left to right; "." is empty; the edges wrap around.',
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

  it('shows the new board and the steps played, never how the last prediction scored', () => {
    const next = chessGame.apply(state, [{ type: 'predict', cells: { A: [0, 0], C: [4, 4], b: [2, 2] } }]);
    const shown = text.observation(chessGame.observe(next, 0), 0);
    expect(shown).toContain('t=1\n.A...');
    expect(shown.split('\n').slice(-2)).toEqual(['Steps played: 1 of 5.', "Predict every piece's cell at t=2."]);
    expect(shown).not.toMatch(/correct|score|prediction \(|wrong|reward/i);
    let over = next;
    for (let step = 1; step < 5; step++) over = chessGame.apply(over, [{ type: 'skip' }]);
    const last = text.observation(chessGame.observe(over, 0), 0);
    expect(last.split('\n').slice(-2)).toEqual(['Steps played: 5 of 5.', 'Episode over: all steps were played.']);
    expect(last).not.toMatch(/correct|score|reward/i);
    expect(text.action({ type: 'skip' })).toBe('no prediction');
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
