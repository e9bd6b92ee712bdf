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
export const familyShifts = [-1, 0, 1, 2] as const;

/** Ore from each of `tops` down to the bottom of the section. */
const fromDown = (tops: readonly number[]) => tops.map((top) => [top, layersPerSite] as const);

/**
 * The sets of ore depths a variant draws from: from a depth down (other depths than ruleset 0's), a band of three
 * layers, or from a depth down to the layer above the bottom.
 */
const familyDepthSets: readonly (readonly (readonly [number, number])[])[] = [
  fromDown([1, 2, 4]),
  fromDown([1, 3, 4]),
  fromDown([2, 3, 4]),
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

/** Every ore depth a rule set of the family may have (every claim leaves ore under each: see prospector-claim.ts). */
export const familyDepths: readonly (readonly [number, number])[] = [
  ...new Map([baseConstants.depths, ...familyDepthSets].flat().map((depths) => [depths.join('-'), depths])).values(),
];

/** The constants of variant `ruleset` ≥ 1, drawn from the family by its own seed (never ruleset 0's ore depths). */
export function variantConstants(ruleset: number): ProspectorConstants {
  const rng = rngFromSeed(ruleset, 0x9f05);
  const depths = rng.pick(familyDepthSets);
  const shifts = rng
    .shuffle(familyShifts)
    .slice(0, 2)
    .sort((a, b) => a - b);
  return { depths, shifts, wetFrom: rng.pick([2, 3]), richLoads: rng.pick([2, 3, 4]) };
}

/** The rule space of variant `ruleset` ≥ 1 (ruleset 0's sizes: 3 depths, 2 shifts, 432 rule sets). */
export function prospectorVariantSpace(ruleset: number): readonly ProspectorRules[] {
  return prospectorRuleFamily(variantConstants(ruleset));
}
