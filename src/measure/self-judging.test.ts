import { describe, expect, it } from 'vitest';
import { judgingRanges, selfJudging } from './self-judging.js';

describe('selfJudging', () => {
  it('counts agreement, over- and under-confidence and the normalised error', () => {
    const transitions = [
      { selfScore: 1, reward: 1 },
      { selfScore: 1, reward: 0 },
      { selfScore: 0, reward: 1 },
      { selfScore: 0, reward: 0 },
    ];
    expect(selfJudging(transitions, judgingRanges(transitions))).toEqual({
      transitions: 4,
      agreement: 0.5,
      nmae: 0.5,
      overConfidence: 0.25,
      underConfidence: 0.25,
    });
  });

  it("normalises self-scores and rewards each over its own game-level range (the paper's equation)", () => {
    const transitions = [
      { selfScore: 3, reward: 1 },
      { selfScore: -1, reward: -1 },
      { selfScore: 1, reward: 0 },
    ];
    // s over [−1, 3]: 1, 0, 0.5; r over [−1, 1]: 1, 0, 0.5 → NMAE 0. One shared range [−1, 3] would give
    // r: 0.5, 0, 0.25 and NMAE (0.5 + 0 + 0.25) / 3 = 0.25.
    const ranges = judgingRanges(transitions);
    expect(ranges).toEqual({ selfScore: { min: -1, max: 3 }, reward: { min: -1, max: 1 } });
    const judged = selfJudging(transitions, ranges);
    expect(judged.nmae).toBe(0);
    expect(judged.agreement).toBeCloseTo(2 / 3, 15);
    const unit = { min: 0, max: 1 };
    expect(selfJudging([], { selfScore: unit, reward: unit }).agreement).toBeNaN();
  });

  it('scores a judge that is right up to scale as calibrated, and one with a constant self-score as 0 on that side', () => {
    // Self-scores on a 0–10 scale, rewards 0–1: perfectly ordered, so each normalises to the same value.
    const scaled = [0, 0.5, 1].map((reward) => ({ selfScore: reward * 10, reward }));
    expect(selfJudging(scaled, judgingRanges(scaled)).nmae).toBe(0);
    // A constant self-score has an empty range and normalises to 0: the error is the rewards' own mean.
    const constant = [0, 0.5, 1].map((reward) => ({ selfScore: 2, reward }));
    expect(selfJudging(constant, judgingRanges(constant)).nmae).toBeCloseTo(0.5, 15);
  });
});
