// The hidden rules of plant-clinic (spoilers: see RULES.md): which remedy truly helps a plant of each symptom, in
// each kind of pot; what a remedy does to a plant it does not help is in plant-clinic-treat.ts.
import { rngFromSeed } from '../../core/rng.js';

/** What a plant visibly suffers from; the remedy of the same index is the one the symptom seems to call for. */
export const symptoms = ['drooping', 'yellow leaves', 'brown tips', 'mouldy soil'] as const;

/** The four remedies, in the order of the symptoms they seem to answer. */
export const remedies = ['water', 'feed', 'shade', 'repot'] as const;

export const pots = ['clay', 'glazed'] as const;

export type Symptom = (typeof symptoms)[number];
export type Pot = (typeof pots)[number];

export interface PlantClinicRules {
  /** Per pot (in the order of `pots`; a variant's may be per fee), the remedy that helps each symptom (index). */
  readonly helps: readonly (readonly number[])[];
  /** A variant's remedy that never helps each symptom (absent: the one the symptom seems to call for). */
  readonly never?: readonly number[];
  /** A variant's trait that picks a plant's order: its pot, or its fee (under 100 coins first) (absent: the pot). */
  readonly split?: 'pot' | 'fee';
  /** A variant's pairs [helping, harmful]: `harmful` sets back twice what `helping` would help (absent: benchmark's). */
  readonly harms?: readonly (readonly [number, number])[];
  /** A variant's count of setbacks at which a plant is lost (absent: 3). */
  readonly limit?: number;
}

/** What decides a plant's fate: the remedy that helps it, the one that harms it twice (-1: none), the setback limit. */
export interface PlantClinicCase {
  readonly helping: number;
  readonly harmful: number;
  readonly limit: number;
}

/** Water hurts twice what repotting helps, feed what shade helps. */
const benchmarkHarms: readonly (readonly [number, number])[] = [
  [remedies.indexOf('repot'), remedies.indexOf('water')],
  [remedies.indexOf('shade'), remedies.indexOf('feed')],
];
const benchmarkLimit = 3;
const feeSplit = 100;
const obvious = [0, 1, 2, 3];

/** The nine orders of the remedies in which no symptom is helped by the remedy `never` names for it. */
function ordersAvoiding(never: readonly number[]): readonly (readonly number[])[] {
  const found: number[][] = [];
  const permute = (left: readonly number[], taken: readonly number[]): void => {
    if (left.length === 0 && taken.every((remedy, symptom) => remedy !== never[symptom])) found.push([...taken]);
    for (const remedy of left)
      permute(
        left.filter((other) => other !== remedy),
        [...taken, remedy],
      );
  };
  permute(obvious, []);
  return found;
}

/** Every rule set of a space: an order for each of the two groups (9 × 9 = 81), with the variant's constants. */
function ruleSpaceOf(never: readonly number[], family: Omit<PlantClinicRules, 'helps'>): readonly PlantClinicRules[] {
  const orders = ordersAvoiding(never);
  return orders.flatMap((first) => orders.map((second) => ({ helps: [first, second], ...family })));
}

/** Every rule set: a misleading remedy order for clay pots × one for glazed pots (9 × 9 = 81). */
export const plantClinicRuleSpace: readonly PlantClinicRules[] = ruleSpaceOf(obvious, {});

/**
 * Variant `ruleset`'s rule space (81 rule sets): a drawn remedy that never helps each symptom (the obvious one for at
 * least one), the pot or the fee as what splits the orders, one to three drawn harmful pairs and a loss at 2 to 4
 * setbacks. Never the benchmark's.
 */
export function plantClinicVariantSpace(ruleset: number): readonly PlantClinicRules[] {
  const rng = rngFromSeed(ruleset, 0x9c1a);
  for (;;) {
    // At least one symptom keeps the obvious remedy useless, so always giving it stays a poor plan.
    const never = rng.shuffle(obvious);
    if (never.every((remedy, symptom) => remedy !== symptom)) continue;
    const split = rng.pick(['pot', 'fee'] as const);
    const helped = rng.shuffle(obvious).slice(0, rng.int(1, 3));
    const harms = helped
      .sort()
      .map((helping) => [helping, rng.pick(obvious.filter((remedy) => remedy !== helping))] as const);
    const limit = rng.pick([2, 3, 4]);
    const family = { never, split, harms, limit };
    const benchmark = { never: obvious, split: 'pot', harms: [...benchmarkHarms].sort(), limit: benchmarkLimit };
    if (JSON.stringify(family) !== JSON.stringify(benchmark)) return ruleSpaceOf(never, family);
  }
}

/** What decides the fate of a plant with `symptom` in a `pot` pot offering `fee` coins under `rules`. */
export function caseOf(rules: PlantClinicRules, plant: { symptom: Symptom; pot: Pot; fee: number }): PlantClinicCase {
  const group = rules.split === 'fee' ? Number(plant.fee >= feeSplit) : pots.indexOf(plant.pot);
  const helping = rules.helps[group]?.[symptoms.indexOf(plant.symptom)] as number;
  const harm = (rules.harms ?? benchmarkHarms).find(([helps]) => helps === helping);
  return { helping, harmful: harm ? harm[1] : -1, limit: rules.limit ?? benchmarkLimit };
}
