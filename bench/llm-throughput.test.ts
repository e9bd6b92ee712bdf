import { describe, expect, it } from 'vitest';
import { budgetSentence, targetCells } from './llm-throughput.js';

describe('targetCells', () => {
  it("judges the median ratio against issue 22's targets: 90% up to C = 64, 85% at C = 256, none elsewhere", () => {
    expect(targetCells(1, 0.95)).toEqual(['≥ 90%', 'yes']);
    expect(targetCells(64, 0.899)).toEqual(['≥ 90%', 'no']);
    expect(targetCells(256, 0.85)).toEqual(['≥ 85%', 'yes']);
    expect(targetCells(256, 0.84)).toEqual(['≥ 85%', 'no']);
    expect(targetCells(128, 0.5)).toEqual(['', '']);
  });
});

describe('budgetSentence', () => {
  it('splits the CPU a decision may take at the target between the provider, the commit and the rest', () => {
    const sentence = budgetSentence({ concurrency: 256, ideal: 2560, cpuMs: 0.68 }, 0.35, 0.05);
    expect(sentence).toContain('85.0% of C / L leaves at most 0.46 ms of CPU per decision');
    expect(sentence).toContain('which leaves 0.06 ms for the game');
    expect(sentence).toContain('they used 0.28 ms here');
  });

  it('says nothing for a level without a target', () => {
    expect(budgetSentence({ concurrency: 128, ideal: 1280, cpuMs: 0.5 }, 0.3, 0.05)).toBe('');
  });
});
