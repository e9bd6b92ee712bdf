// Seeded randomness whose whole state is plain JSON, so it can live inside a game state and replay exactly.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/** Serialised generator state: store it in a game state, restore it with `rngFrom`. */
export type RngState = readonly number[];

/** A mutable generator; create one from a state, draw, then save `state()` back into the new game state. */
export interface Rng {
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform float in [0, 1). */
  float(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty array, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates); never mutates `items`. */
  shuffle<T>(items: readonly T[]): T[];
  /** A fresh independent seed drawn from this generator. */
  seed(): number;
  /** The generator's current state, to store. */
  state(): RngState;
}

/** Mixes a small seed (0, 1, 7…) into well-spread bits; xoroshiro's first draws are poor on raw small seeds. */
export function mixSeed(seed: number, salt = 0): number {
  let h = (Math.trunc(seed) ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) | 0;
}

/** The initial generator state for an integer seed; `salt` derives independent streams from one seed. */
export function seedRng(seed: number, salt = 0): RngState {
  return xoroshiro128plus(mixSeed(seed, salt)).getState();
}

/** A generator that continues from `state`. */
export function rngFrom(state: RngState): Rng {
  return new XoroshiroRng(xoroshiro128plusFromState(state));
}

// A class rather than an object of closures: games create one per `apply`, so it must be cheap to make.
class XoroshiroRng implements Rng {
  constructor(private readonly generator: ReturnType<typeof xoroshiro128plus>) {}

  int(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  float(): number {
    return (this.generator.next() >>> 0) / 2 ** 32;
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('rng.pick on an empty array');
    return items[uniformInt(this.generator, 0, items.length - 1)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = uniformInt(this.generator, 0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  seed(): number {
    return this.generator.next() >>> 0;
  }

  state(): RngState {
    return this.generator.getState();
  }
}

/** Shorthand for `rngFrom(seedRng(seed, salt))`. */
export function rngFromSeed(seed: number, salt = 0): Rng {
  return rngFrom(seedRng(seed, salt));
}
