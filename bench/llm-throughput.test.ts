import { describe, expect, it } from 'vitest';
import { targetCells } from './llm-throughput.js';

describe('targetCells', () => {
  it("judges the median ratio against issue 22's targets: 90% up to C = 64, 85% at C = 256, none elsewhere", () => {
    expect(targetCells(1, 0.95)).toEqual(['≥ 90%', 'yes']);
    expect(targetCells(64, 0.899)).toEqual(['≥ 90%', 'no']);
    expect(targetCells(256, 0.85)).toEqual(['≥ 85%', 'yes']);
    expect(targetCells(256, 0.84)).toEqual(['≥ 85%', 'no']);
    expect(targetCells(128, 0.5)).toEqual(['', '']);
  });
});
