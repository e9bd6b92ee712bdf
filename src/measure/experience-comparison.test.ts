import { describe, expect, it } from 'vitest';
import { type ComparedScore, compareExperiences } from './experience-comparison.js';

const score = (experience: string, point: number, pair: string, value: number): ComparedScore => ({
  experience,
  game: 'g',
  point,
  pair,
  score: value,
});

describe('compareExperiences', () => {
  it('means per point and paired differences from none on the shared seeds only', () => {
    const scores = [
      score('none', 0, 'a', 1),
      score('none', 0, 'b', 5),
      score('none', 0, 'c', 9),
      score('reflexion', 0, 'a', 2),
      score('reflexion', 0, 'b', 6),
      score('reflexion', 0, 'c', 10),
      score('reflexion', 0, 'd', 100),
    ];
    const result = compareExperiences(scores, { bootstrap: 200 });
    const reflexion = result.points.find((point) => point.experience === 'reflexion');
    expect(reflexion).toMatchObject({ episodes: 4, mean: { value: 29.5 } });
    // Every pair gains exactly 1: the paired interval collapses where the unpaired means are far apart.
    expect(result.differences).toEqual([
      {
        experience: 'reflexion',
        baseline: 'none',
        game: 'g',
        point: 0,
        pairs: 3,
        difference: { value: 1, low: 1, high: 1 },
      },
    ]);
    const none = result.points.find((point) => point.experience === 'none');
    expect((none?.mean.high ?? 0) - (none?.mean.low ?? 0)).toBeGreaterThan(2);
  });

  it('gives the same numbers whatever the input order, and point estimates without resamples', () => {
    const scores = [score('none', 1, 'a', 1), score('x', 1, 'a', 3), score('none', 1, 'b', 2), score('x', 1, 'b', 2)];
    const forward = compareExperiences(scores, { bootstrap: 100, seed: 3 });
    expect(compareExperiences([...scores].reverse(), { bootstrap: 100, seed: 3 })).toEqual(forward);
    const plain = compareExperiences(scores, { bootstrap: 0 });
    expect(plain.differences[0]?.difference.value).toBe(1);
    expect(Number.isNaN(plain.differences[0]?.difference.low)).toBe(true);
  });
});
