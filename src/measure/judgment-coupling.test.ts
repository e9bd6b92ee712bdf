import { describe, expect, it } from 'vitest';
import { couplingBlocks, judgmentCoupling, tertileGap } from './judgment-coupling.js';
import type { LearningTrial } from './learning-trials.js';

describe('judgment coupling', () => {
  it('takes the top-vs-bottom tertile gap of mean gain', () => {
    expect(tertileGap([1, 2, 3, 4, 5, 6], [0, 0, 1, 1, 2, 4])).toBe(3);
    expect(tertileGap([3, 2, 1, 6, 5, 4], [1, 0, 0, 4, 2, 1])).toBe(3);
    expect(tertileGap([1, 2], [0, 1])).toBeNaN();
  });

  it('builds blocks between checkpoints with normalised gains', () => {
    const trial: LearningTrial = {
      game: 'snake',
      pathway: 'history',
      trial: 0,
      evaluation: [],
      exploration: [
        { checkpoint: 0, episode: 0, transitions: [{ selfScore: 1, reward: 1 }] },
        { checkpoint: 0, episode: 1, transitions: [{ selfScore: 1, reward: 0 }] },
        { checkpoint: 3, episode: 3, transitions: [{ selfScore: 0, reward: 0 }] },
        { checkpoint: 6, episode: 6, transitions: [{ selfScore: 0, reward: 0 }] },
      ],
    };
    const curve = [
      { checkpoint: 0, score: 0 },
      { checkpoint: 3, score: 2 },
      { checkpoint: 6, score: 1 },
    ];
    const unit = { min: 0, max: 1 };
    const blocks = couplingBlocks(trial, curve, { selfScore: unit, reward: unit }, { min: 0, max: 4 });
    // The block after checkpoint 6 has no next checkpoint and is left out.
    expect(blocks).toEqual([
      { from: 0, to: 3, transitions: 2, agreement: 0.5, error: 0.5, gain: 0.5 },
      { from: 3, to: 6, transitions: 1, agreement: 1, error: 0, gain: -0.25 },
    ]);
    const coupling = judgmentCoupling(blocks);
    expect(coupling.pearsonAgreement).toBeCloseTo(-1, 14);
    expect(coupling.spearmanError).toBeCloseTo(-1, 14);
    expect(coupling.tertileGapAgreement).toBeNaN();
  });
});
