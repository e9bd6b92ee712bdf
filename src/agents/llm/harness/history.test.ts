import { describe, expect, it } from 'vitest';
import { trustEvolution } from '../../../games/trust-evolution/index.js';
import { estimateTokens } from '../../../model/tokens.js';
import { buildPrompt, harness } from './harness.js';
import { harnessContext } from './harness-context.js';
import { fitHistory, history, historyEntry } from './history.js';
import { MatchMemory, type RememberedTurn } from './match-memory.js';
import { observation } from './observation.js';
import { testTurn } from './test-turn.js';
import { textInterface } from './text-interface.js';

/** A memory of `count` turns at steps 0…count-1 whose observations are `size` characters long. */
function memoryOf(count: number, size = 100): MatchMemory {
  const memory = new MatchMemory();
  for (let step = 0; step < count; step++) {
    memory.remember(step, `obs${step}:${'x'.repeat(size)}`, { attempt: 0, answer: `Answer: a${step}` });
  }
  return memory;
}

function userText(memory: MatchMemory, step: number, options: Parameters<typeof history>[0]): string {
  const composed = harness({ steps: [history(options), observation()], actionInterface: textInterface() });
  const turn = { ...testTurn(trustEvolution.game), step };
  return buildPrompt(composed, harnessContext(turn, memory)).messages.at(-1)?.content ?? '';
}

describe('history', () => {
  it('renders a turn with its observation, answers and rejections', () => {
    const turn: RememberedTurn = {
      step: 4,
      observation: 'board',
      attempts: [
        { attempt: 0, answer: 'Answer: jump', feedback: "'jump' is not a move" },
        { attempt: 1, answer: 'Answer: UP, Score: 1' },
      ],
    };
    expect(historyEntry(turn)).toBe(
      "Step 4:\nboard\nYour answer: Answer: jump\nRejected: 'jump' is not a move\nYour answer: Answer: UP, Score: 1",
    );
  });

  it('last:k shows exactly the k most recent earlier turns, oldest first', () => {
    const text = userText(memoryOf(8), 8, { turns: 3 });
    expect(text).not.toContain('obs4:');
    expect(text.indexOf('obs5:')).toBeGreaterThan(0);
    expect(text.indexOf('obs5:')).toBeLessThan(text.indexOf('obs6:'));
    expect(text.indexOf('obs6:')).toBeLessThan(text.indexOf('obs7:'));
    expect(text).not.toContain('omitted');
  });

  it('shows only turns before the current step (a retry does not see its own step as history)', () => {
    const memory = memoryOf(3);
    const text = userText(memory, 2, {});
    expect(text).toContain('obs1:');
    expect(text).not.toContain('obs2:');
  });

  it('full keeps every earlier turn while they fit the context window', () => {
    const text = userText(memoryOf(10), 10, { contextTokens: 100_000, reserveTokens: 1000 });
    for (let step = 0; step < 10; step++) expect(text).toContain(`obs${step}:`);
    expect(text).not.toContain('omitted');
  });

  it('full drops the oldest turns first to fit the budget, and says how many', () => {
    const memory = memoryOf(50, 400);
    const composed = harness({
      steps: [history({ contextTokens: 4000, reserveTokens: 500 })],
      actionInterface: textInterface(),
    });
    const turn = { ...testTurn(trustEvolution.game), step: 50 };
    const messages = buildPrompt(composed, harnessContext(turn, memory)).messages;
    const total = messages.reduce((sum, message) => sum + estimateTokens(message.content), 0);
    expect(total).toBeLessThanOrEqual(4000 - 500);
    const text = messages.at(-1)?.content ?? '';
    expect(text).toContain('obs49:');
    const kept = [...text.matchAll(/obs(\d+):/g)].map((match) => Number(match[1]));
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, index) => 50 - kept.length + index));
    expect(kept.length).toBeGreaterThan(20);
    expect(text).toMatch(
      new RegExp(`## History\\n\\(${50 - kept.length} earlier turns omitted to fit the context window\\)`),
    );
  });

  it('fitHistory keeps whole turns within the budget and nothing when the budget is spent', () => {
    const past = memoryOf(10, 36).turns; // about 15 tokens each
    const fitted = fitHistory(past, 60);
    expect(estimateTokens(fitted)).toBeLessThanOrEqual(60);
    expect(fitted).toContain('obs9:');
    expect(fitted).not.toContain('obs0:');
    expect(fitHistory(past, 0)).toBe('(10 earlier turns omitted to fit the context window)');
    expect(fitHistory(past, 10_000)).not.toContain('omitted');
  });
});
