// The fares a day may bring, and the draw of one day's six: two people, two animals and two goods, in shuffled order.
import { rngFromSeed } from '../../core/rng.js';
import type { Kind } from './ferry-crossing-rules.js';
import type { Fare, FerryCrossingInstance } from './ferry-crossing-state.js';

/** Every fare by kind, with its weight in stone (no single fare weighs more than 14). */
const catalogue: Readonly<Record<Kind, readonly (readonly [string, number])[]>> = {
  person: [
    ['miller', 13],
    ['nun', 9],
    ['tinker', 10],
    ['smith', 14],
    ['widow', 9],
    ['fiddler', 10],
    ['shepherd', 12],
    ['pedlar', 11],
  ],
  animal: [
    ['goat', 5],
    ['dog', 4],
    ['hens', 2],
    ['pig', 9],
    ['calf', 11],
    ['sheep', 7],
    ['goose', 1],
    ['pony', 14],
  ],
  goods: [
    ['cabbages', 4],
    ['eggs', 1],
    ['cheeses', 6],
    ['flour', 8],
    ['barrel', 10],
    ['timber', 12],
    ['wool', 3],
    ['pots', 2],
  ],
};

/** Fares of each kind a day brings. */
const perKind = 2;

/** The fares of `episode` under `seed`: a new draw of names, weights and order every episode. */
export function drawFares(seed: number, episode: number): FerryCrossingInstance {
  const rng = rngFromSeed(seed, 0xf3e7 + episode);
  const fares: Fare[] = (Object.keys(catalogue) as Kind[]).flatMap((kind) =>
    rng
      .shuffle(catalogue[kind])
      .slice(0, perKind)
      .map(([name, weight]) => ({ name, kind, weight })),
  );
  return { fares: rng.shuffle(fares) };
}
