// The hidden rules of plant-clinic (spoilers: see RULES.md): which remedy truly helps a plant of each symptom, in
// each kind of pot; what a remedy does to a plant it does not help is in plant-clinic-treat.ts.

/** What a plant visibly suffers from; the remedy of the same index is the one the symptom seems to call for. */
export const symptoms = ['drooping', 'yellow leaves', 'brown tips', 'mouldy soil'] as const;

/** The four remedies, in the order of the symptoms they seem to answer. */
export const remedies = ['water', 'feed', 'shade', 'repot'] as const;

export const pots = ['clay', 'glazed'] as const;

export type Symptom = (typeof symptoms)[number];
export type Pot = (typeof pots)[number];

export interface PlantClinicRules {
  /** Per pot (in the order of `pots`), the remedy (index into `remedies`) that helps each symptom (index). */
  readonly helps: readonly (readonly number[])[];
}

/** The nine orders of the remedies in which no symptom is helped by the remedy it seems to call for. */
const derangements: readonly (readonly number[])[] = (() => {
  const found: number[][] = [];
  const permute = (left: readonly number[], taken: readonly number[]): void => {
    if (left.length === 0 && taken.every((remedy, symptom) => remedy !== symptom)) found.push([...taken]);
    for (const remedy of left)
      permute(
        left.filter((other) => other !== remedy),
        [...taken, remedy],
      );
  };
  permute([0, 1, 2, 3], []);
  return found;
})();

/** Every rule set: a misleading remedy order for clay pots × one for glazed pots (9 × 9 = 81). */
export const plantClinicRuleSpace: readonly PlantClinicRules[] = derangements.flatMap((clay) =>
  derangements.map((glazed) => ({ helps: [clay, glazed] })),
);

/** The remedy (index into `remedies`) that helps a plant with `symptom` in a `pot` pot under `rules`. */
export function helpingRemedy(rules: PlantClinicRules, symptom: Symptom, pot: Pot): number {
  return rules.helps[pots.indexOf(pot)]?.[symptoms.indexOf(symptom)] as number;
}
