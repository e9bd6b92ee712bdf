// The hidden rules of prospector (spoilers: see RULES.md): which rock carries the ore and between which depths, what
// each surface sign says of the ground it goes with and how far down the creek it shows, and which rock lets water in.
import { rngFromSeed } from '../../core/rng.js';

/** The rocks of the surveyor's sections. */
export const rocks = ['quartz', 'slate', 'limestone', 'sandstone'] as const;
export type Rock = (typeof rocks)[number];

/** The signs a site may show at the surface (or none: bare ground). */
export const signs = ['rust', 'green', 'white'] as const;
export type Sign = (typeof signs)[number];

/** Layers of each site's section, depth 1 at the top. */
export const layersPerSite = 5;

/** What a sign says of its ground: richer ore, no ore at all, or ordinary ore (as under bare ground). */
export type Ground = 'rich' | 'barren' | 'plain';

export interface ProspectorRules {
  /** The only rock that ever holds ore. */
  readonly host: Rock;
  /** Ore lies only from depth `top` down to depth `bottom`. */
  readonly top: number;
  readonly bottom: number;
  /** The signs of rich ground and of barren ground (the third sign's ground is plain, as bare ground is). */
  readonly rich: Sign;
  readonly barren: Sign;
  /** Loads of ore in a layer of rich ground (plain ground gives one). */
  readonly richLoads: number;
  /** How many sites down the creek a sign shows from the ground it goes with (negative: up the creek). */
  readonly shift: number;
  /** The rock that floods a shaft sunk into it at depth `wetFrom` or deeper. */
  readonly wet: Rock;
  readonly wetFrom: number;
}

/** The constants a rule space is drawn over; the seed picks one of `depths` and one of `shifts`. */
export interface ProspectorConstants {
  /** Where the ore may lie: [top, bottom] depths. */
  readonly depths: readonly (readonly [number, number])[];
  readonly shifts: readonly number[];
  readonly wetFrom: number;
  readonly richLoads: number;
}

/** Ruleset 0: ore from depth 1, 2 or 3 to the bottom, signs over their ground or one site down, water from depth 2. */
export const baseConstants: ProspectorConstants = {
  depths: [1, 2, 3].map((top) => [top, layersPerSite] as const),
  shifts: [0, 1],
  wetFrom: 2,
  richLoads: 3,
};

/** Every rule set over `constants`: host × ore depths × rich and barren signs × shift × wet rock (never the host). */
export function prospectorRuleFamily({ depths, shifts, wetFrom, richLoads }: ProspectorConstants): ProspectorRules[] {
  return rocks.flatMap((host) =>
    depths.flatMap(([top, bottom]) =>
      signs.flatMap((rich) =>
        signs
          .filter((barren) => barren !== rich)
          .flatMap((barren) =>
            shifts.flatMap((shift) =>
              rocks
                .filter((wet) => wet !== host)
                .map((wet) => ({ host, top, bottom, rich, barren, richLoads, shift, wet, wetFrom })),
            ),
          ),
      ),
    ),
  );
}

/** The benchmark's rule space (ruleset 0): 4 hosts × 3 depths × 6 sign readings × 2 shifts × 3 wet rocks (432). */
export const prospectorRuleSpace: readonly ProspectorRules[] = prospectorRuleFamily(baseConstants);

/** Every sign shift a rule set of the wider family may have. */
const familyShifts = [-1, 0, 1, 2] as const;

/**
 * The sets of ore depths a variant draws from: ruleset 0's (then always with other shifts), a band of three layers, or
 * from depth 1, 2 or 3 down to the layer above the bottom.
 */
const familyDepthSets: readonly (readonly (readonly [number, number])[])[] = [
  baseConstants.depths,
  [
    [1, 3],
    [2, 4],
    [3, 5],
  ],
  [
    [1, 4],
    [2, 4],
    [3, 4],
  ],
];

/** The constants of variant `ruleset` ≥ 1, drawn from the family by its own seed (never ruleset 0's depths and shifts). */
export function variantConstants(ruleset: number): ProspectorConstants {
  const rng = rngFromSeed(ruleset, 0x9f05);
  const depths = rng.pick(familyDepthSets);
  const wetFrom = rng.pick([2, 3]);
  const richLoads = rng.pick([2, 3, 4]);
  for (;;) {
    const shifts = rng
      .shuffle(familyShifts)
      .slice(0, 2)
      .sort((a, b) => a - b);
    if (depths !== baseConstants.depths || shifts.join() !== baseConstants.shifts.join()) {
      return { depths, shifts, wetFrom, richLoads };
    }
  }
}

/** The rule space of variant `ruleset` ≥ 1 (ruleset 0's sizes: 3 depths, 2 shifts, 432 rule sets). */
export function prospectorVariantSpace(ruleset: number): readonly ProspectorRules[] {
  return prospectorRuleFamily(variantConstants(ruleset));
}
