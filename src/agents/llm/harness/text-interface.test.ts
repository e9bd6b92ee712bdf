import { describe, expect, it } from 'vitest';
import { interpretText } from './text-interface.js';

describe('interpretText', () => {
  it('takes the action and the self-judged score from the final answer line, and the reasoning as the note', () => {
    expect(interpretText('The apple is up.\nSo I go there.\nAnswer: UP, Score: 1')).toEqual({
      ok: true,
      text: 'UP',
      selfScore: 1,
      answer: 'Answer: UP, Score: 1',
      note: 'The apple is up. So I go there.',
    });
  });

  it('reads negative and fractional scores, and answers without a score', () => {
    expect(interpretText('Answer: cheat, Score: -0.5')).toMatchObject({ text: 'cheat', selfScore: -0.5 });
    const bare = interpretText('Answer: cheat');
    expect(bare).toEqual({ ok: true, text: 'cheat', answer: 'Answer: cheat' });
  });

  it('uses the last answer line and tolerates markdown around it', () => {
    expect(interpretText('Answer: UP, Score: 0\nwait, no.\n**Answer: LEFT, Score: 1**')).toMatchObject({
      text: 'LEFT',
      selfScore: 1,
      note: 'Answer: UP, Score: 0 wait, no.',
    });
  });

  it("hands a reply without an answer line to the game's codec whole", () => {
    expect(interpretText('I think bet is best')).toEqual({
      ok: true,
      text: 'I think bet is best',
      answer: 'I think bet is best',
    });
    expect(interpretText('  ')).toEqual({ ok: true, text: '  ', answer: '(empty reply)' });
  });
});
