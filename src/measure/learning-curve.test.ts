import { describe, expect, it } from 'vitest';
import { scoreUnit } from '../games/score-unit.js';
import { aucPlus, curveSummary, naba } from './learning-curve.js';

const points = (...pairs: [number, number][]) => pairs.map(([checkpoint, score]) => ({ checkpoint, score }));

describe('aucPlus', () => {
  it('integrates trapezoids above the start and clips segments where they cross it', () => {
    // y0 = 1: [0,3] trapezoid (0+2)/2·3 = 3; [3,6] falls from +2 to −1, crossing at x=5: ½·2·2 = 2;
    // [6,9] rises from −1 to +1, crossing at x=7.5: ½·1·1.5 = 0.75. Total 5.75.
    expect(aucPlus(points([0, 1], [3, 3], [6, 0], [9, 2]))).toBeCloseTo(5.75, 12);
  });

  it('is zero for a curve that never rises above its start', () => {
    expect(aucPlus(points([0, 2], [3, 1], [6, 2], [9, -4]))).toBe(0);
  });

  it('does not depend on the order of the points', () => {
    expect(aucPlus(points([9, 2], [3, 3], [0, 1], [6, 0]))).toBeCloseTo(5.75, 12);
  });

  it('handles uneven checkpoint spacing', () => {
    // y0 = 0: [0,1] ½·1·1 = 0.5; [1,4] (1+4)/2·3 = 7.5.
    expect(aucPlus(points([0, 0], [1, 1], [4, 4]))).toBeCloseTo(8, 12);
  });
});

describe('curveSummary', () => {
  it('gives Avg, Max, AUC+ and NABA', () => {
    const summary = curveSummary(points([0, 1], [3, 3], [6, 0], [9, 2]), 1);
    expect(summary).toEqual({ start: 1, avg: 1.5, max: 3, aucPlus: 5.75, naba: 5.75 });
  });

  it('divides by ε when the curve starts at zero', () => {
    // chess eval: ε = 1/(22·5) = 1/110; AUC+ of (0,0)→(3,0.5) = 0.75; NABA = 0.75·110 = 82.5.
    const epsilon = scoreUnit('chess', { pieces: 22, maxSteps: 5 });
    expect(epsilon).toBeCloseTo(1 / 110, 15);
    expect(curveSummary(points([0, 0], [3, 0.5]), epsilon).naba).toBeCloseTo(82.5, 10);
    expect(naba(6, 2, 1)).toBe(3);
    expect(naba(6, 0.5, 1)).toBe(6);
  });

  it('uses the documented score units', () => {
    expect(scoreUnit('minesweeper', { minMines: 10, maxMines: 20 })).toBeCloseTo(0.05, 15);
    for (const game of ['tetris', 'snake', 'nullify', 'plants-vs-zombies', 'trust-evolution'])
      expect(scoreUnit(game)).toBe(1);
  });
});
