import { describe, expect, it } from 'vitest';
import { sftExample, sftExamples } from './sft-examples.js';
import { learningFixture } from './test-learning-fixture.js';

describe('sftExamples', () => {
  const records = learningFixture({ games: ['snake'], pathways: ['history'], trials: 1 });

  it('keeps exploration actions whose self-score is above the threshold, never evaluation ones', () => {
    const selection = sftExamples(records);
    const moves = records
      .filter(({ label }) => label.phase === 'explore')
      .flatMap(({ record }) => record.steps.flatMap((step) => step.moves));
    expect(selection.actions).toBe(moves.length);
    expect(selection.examples).toHaveLength(moves.filter((move) => (move.selfScore ?? 0) > 0).length);
    expect(selection.belowThreshold + selection.examples.length).toBe(selection.actions);
    expect(selection.examples[0]?.messages).toEqual([
      { role: 'system', content: 'Rules of snake' },
      { role: 'user', content: 'Board at step 1 of episode 0' },
      { role: 'assistant', content: 'I play move 1.\nAnswer: move 1, Score: 1' },
    ]);
    expect(sftExamples(records, { threshold: 1 }).examples).toHaveLength(0);
  });

  it('filters by the verifier reward on request', () => {
    const selection = sftExamples(records, { by: 'reward' });
    const rewarded = records
      .filter(({ label }) => label.phase === 'explore')
      .flatMap(({ record }) => record.steps)
      .filter((step) => (step.rewards?.[0] ?? 0) > 0).length;
    expect(selection.examples).toHaveLength(rewarded);
  });

  it('converts tool calls and skips failed exchanges', () => {
    const example = sftExample([
      { model: 'm', request: { messages: [{ role: 'user', content: 'old' }] }, text: 'bad', failure: 'model' },
      {
        model: 'm',
        request: {
          messages: [
            { role: 'system', content: 'rules' },
            { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'look', input: { row: 1 } }] },
            { role: 'tool', toolCallId: 'c1', toolName: 'look', content: 'empty' },
          ],
          tools: [{ name: 'look', description: 'look at a cell', parameters: { type: 'object' } }],
        },
        text: 'Answer: UP, Score: 0',
      },
    ]);
    expect(example?.messages[1]).toEqual({
      role: 'assistant',
      content: '',
      tool_calls: [{ id: 'c1', type: 'function', function: { name: 'look', arguments: '{"row":1}' } }],
    });
    expect(example?.messages[2]).toEqual({ role: 'tool', tool_call_id: 'c1', content: 'empty' });
    expect(example?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Answer: UP, Score: 0' });
    expect(example?.tools).toHaveLength(1);
    expect(sftExample(undefined)).toBeNull();
  });
});
