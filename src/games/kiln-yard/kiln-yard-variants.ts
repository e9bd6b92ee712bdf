// kiln-yard's family of rule spaces (RULES.md, "Variants"): the same four rules with other constants — how fast pots
// dry, how much each firing dries the ledge and for how many firings, which way and how far a pot's feel is off, how
// far short an unturned pot stops, and how much drying a pot needs.
import { rngFromSeed } from '../../core/rng.js';
import { baseConstants, type KilnYardConstants, type KilnYardRules, kilnYardSpace } from './kiln-yard-rules.js';

const variantSalt = 0x6b17;

/** Variant `ruleset`'s rule space: the four rules with constants drawn by `ruleset` alone, never ruleset 0's. */
export function kilnYardVariantSpace(ruleset: number): readonly KilnYardRules[] {
  const rng = rngFromSeed(ruleset, variantSalt);
  const base = JSON.stringify(baseConstants);
  for (;;) {
    const slowRate = rng.int(1, 2);
    const fastRate = slowRate + rng.int(1, 2);
    const ledgeRates = rng.shuffle([1, 2, 3]).slice(0, 2).sort();
    // Amounts of drying scale with the slow rate, so a day holds about as many turns of drying in every variant.
    const low = slowRate * rng.int(2, 4);
    const high = low + slowRate * rng.int(1, 3);
    const gaps = rng.pick([
      [-low, 0, high],
      [-high, 0, low],
      [0, low, high],
      [-high, -low, 0],
    ]);
    const shortest = rng.int(1, 2);
    const needSmall = slowRate * rng.int(7, 9);
    const constants: KilnYardConstants = {
      fastRate,
      slowRate,
      ledgeRates,
      heatCap: rng.int(1, 3),
      gaps,
      footShorts: [0, shortest, shortest + rng.int(1, 2)],
      needSmall,
      needLarge: needSmall + slowRate * rng.int(2, 4),
    };
    if (JSON.stringify(constants) !== base) return kilnYardSpace(constants);
  }
}
