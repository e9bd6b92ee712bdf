import { describe, expect, it } from 'vitest';
import { answerText, formatAnswerLine, parseAnswerLine } from './answer-line.js';

describe('the S³Gym answer line', () => {
  it('reads the action and self-score from the last answer line', () => {
    const reply = 'I think the opponent copies me.\nAnswer: collaborate, Score: 2';
    expect(parseAnswerLine(reply)).toEqual({ answer: 'collaborate', score: 2 });
  });

  it('tolerates markdown emphasis, case and a missing score', () => {
    expect(parseAnswerLine('**Answer: UP, score: -1.5**')).toEqual({ answer: 'UP', score: -1.5 });
    expect(parseAnswerLine('answer: uncover (3,4)')).toEqual({ answer: 'uncover (3,4)' });
  });

  it('uses the last of several answer lines and finds none in free text', () => {
    expect(parseAnswerLine('Answer: LEFT, Score: 0\nno wait\nAnswer: END, Score: 0')).toEqual({
      answer: 'END',
      score: 0,
    });
    expect(parseAnswerLine('I would go left')).toBeNull();
    expect(answerText('  LEFT ')).toBe('LEFT');
  });

  it('formats the line the parser reads', () => {
    expect(parseAnswerLine(formatAnswerLine('3 90', 1))).toEqual({ answer: '3 90', score: 1 });
  });
});
