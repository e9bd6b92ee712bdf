import { describe, expect, it } from 'vitest';
import { rngFrom, rngFromSeed, seedRng } from './rng.js';

describe('rng', () => {
  it('gives the same draws for the same seed and different draws for another', () => {
    const draw = (seed: number) => {
      const rng = rngFromSeed(seed);
      return Array.from({ length: 5 }, () => rng.int(0, 1000));
    };
    expect(draw(7)).toEqual(draw(7));
    const a = rngFromSeed(7);
    const b = rngFromSeed(8);
    expect([a.int(0, 1e6), a.int(0, 1e6)]).not.toEqual([b.int(0, 1e6), b.int(0, 1e6)]);
  });

  it('continues exactly from a saved state, also after a JSON round trip', () => {
    const rng = rngFromSeed(42);
    rng.int(0, 10);
    const saved = JSON.parse(JSON.stringify(rng.state()));
    const expected = [rng.int(0, 100), rng.float(), rng.int(-5, 5)];
    const restored = rngFrom(saved);
    expect([restored.int(0, 100), restored.float(), restored.int(-5, 5)]).toEqual(expected);
  });

  it('spreads small seeds: first floats of seeds 0..9 are not all near 1', () => {
    const firsts = Array.from({ length: 10 }, (_, seed) => rngFromSeed(seed).float());
    expect(Math.min(...firsts)).toBeLessThan(0.5);
    expect(new Set(firsts).size).toBe(10);
  });

  it('derives independent streams from one seed with a salt', () => {
    expect(seedRng(1, 0)).not.toEqual(seedRng(1, 1));
  });

  it('draws integers uniformly within bounds', () => {
    const rng = rngFromSeed(3);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) {
      const value = rng.int(0, 3);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('shuffles without mutating and keeps every element', () => {
    const items = Object.freeze([1, 2, 3, 4, 5, 6]);
    const shuffled = rngFromSeed(1).shuffle(items);
    expect([...shuffled].sort()).toEqual([...items]);
    expect(rngFromSeed(1).shuffle(items)).toEqual(shuffled);
  });
});
