import { describe, expect, it } from 'vitest';
import { judgingRange, selfJudging } from './self-judging.js';

describe('selfJudging', () => {
  it('counts agreement, over- and under-confidence and the normalised error', () => {
    const transitions = [
      { selfScore: 1, reward: 1 },
      { selfScore: 1, reward: 0 },
      { selfScore: 0, reward: 1 },
      { selfScore: 0, reward: 0 },
    ];
    expect(selfJudging(transitions, judgingRange(transitions))).toEqual({
      transitions: 4,
      agreement: 0.5,
      nmae: 0.5,
      overConfidence: 0.25,
      underConfidence: 0.25,
    });
  });

  it('normalises with the game-level range of self-scores and rewards together', () => {
    const transitions = [
      { selfScore: 3, reward: 1 },
      { selfScore: -1, reward: -1 },
    ];
    // range [−1, 3]: |1 − 0.5| and |0 − 0| → NMAE 0.25; s=−1, r=−1 agree (both not positive).
    const judged = selfJudging(transitions, judgingRange(transitions));
    expect(judged.nmae).toBeCloseTo(0.25, 15);
    expect(judged.agreement).toBe(1);
    expect(selfJudging([], { min: 0, max: 1 }).agreement).toBeNaN();
  });
});
