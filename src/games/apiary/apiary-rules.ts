// The hidden rules of apiary (spoilers: see RULES.md): which colours of flower give nectar, which form of flower each
// strain of bee works best, how long a moved hive takes to settle, and whether smoke settles it at once.

export const colours = ['white', 'yellow', 'blue', 'purple'] as const;
export type Colour = (typeof colours)[number];
export const forms = ['open', 'bell', 'spurred'] as const;
export type Form = (typeof forms)[number];
export const strains = ['dark', 'golden'] as const;
export type Strain = (typeof strains)[number];

export interface ApiaryRules {
  /** The colours whose flowers give nectar; the others give a hive nothing. */
  readonly honey: readonly Colour[];
  /** The form of flower each strain works best. */
  readonly favourite: Readonly<Record<Strain, Form>>;
  /** Honey a turn from a nectar flower of the strain's favourite form, and of any other form. */
  readonly pairedYield: number;
  readonly plainYield: number;
  /** Turns a moved hive's bees cluster at the entrance before they forage again. */
  readonly settle: number;
  /** Whether a hive smoked the turn before it is moved forages again at once. */
  readonly smokeSettles: boolean;
}

/** The structural constants of one member of the family (ruleset 0's below; variants draw others). */
export interface ApiaryConstants {
  /** How many of the four colours give nectar. */
  readonly honeyColours: number;
  readonly pairedYield: number;
  readonly plainYield: number;
  /** The settling times the seed picks among. */
  readonly settles: readonly number[];
}

/** Ruleset 0's constants. */
export const baseConstants: ApiaryConstants = { honeyColours: 2, pairedYield: 3, plainYield: 1, settles: [1, 2] };

/** Every `size`-element subset of `items`, in order. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) => subsets(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]));
}

/** Every rule set of one family member: nectar colours × each strain's favourite form × settling × smoke. */
export function apiarySpace(constants: ApiaryConstants): ApiaryRules[] {
  const { pairedYield, plainYield } = constants;
  return subsets(colours, constants.honeyColours).flatMap((honey) =>
    forms.flatMap((dark) =>
      forms.flatMap((golden) =>
        constants.settles.flatMap((settle) =>
          [false, true].map((smokeSettles) => ({
            honey,
            favourite: { dark, golden },
            pairedYield,
            plainYield,
            settle,
            smokeSettles,
          })),
        ),
      ),
    ),
  );
}

/** The benchmark's rule space (ruleset 0): 6 pairs of colours × 3 × 3 forms × 2 settlings × 2 = 216 rule sets. */
export const apiaryRuleSpace: readonly ApiaryRules[] = apiarySpace(baseConstants);

/** Honey a turn from a hive of `strain` working flowers of `colour` and `form` in bloom. */
export function yieldOf(rules: ApiaryRules, strain: Strain, colour: Colour, form: Form): number {
  if (!rules.honey.includes(colour)) return 0;
  return rules.favourite[strain] === form ? rules.pairedYield : rules.plainYield;
}
