// The hidden rules of pigeon-loft (spoilers: see RULES.md): which bird of the pedigree a daughter takes her colour
// from, and how her marking follows from her parents'.
import { rngFromSeed } from '../../core/rng.js';

/** Feather colours and markings a bird can show (their order means nothing to the player). */
export const colours = ['slate', 'red', 'black', 'silver', 'mealy'] as const;
export const markings = ['barred', 'chequered', 'plain'] as const;

/** A grandparent on the daughter's card: her father's (the cock's) sire or dam, or her mother's (the hen's). */
export type PigeonLoftSource = 'cock sire' | 'cock dam' | 'hen sire' | 'hen dam';
/** A bird whose looks a pairing can pass on: the parents and the grandparents. */
export type PigeonLoftBird = 'hen' | 'cock' | PigeonLoftSource;

export interface PigeonLoftRules {
  /** Whose colour the daughter shows: the cock's sire, the cock's dam, or her mother's sire (a variant's: any). */
  readonly colourFrom: PigeonLoftSource;
  /** Her marking: the one neither parent shows (theirs when they agree), or her mother's sire's. */
  readonly markingFrom: 'third' | 'hen sire';
  /** A variant's two birds whose markings `third` reads (absent: the hen and the cock). */
  readonly thirdOf?: readonly [PigeonLoftBird, PigeonLoftBird];
}

type MarkingRule = Omit<PigeonLoftRules, 'colourFrom'>;

const sources: readonly PigeonLoftSource[] = ['cock sire', 'cock dam', 'hen sire', 'hen dam'];
// A variant's marking rules: the marking neither of two birds shows, the hen or her sire and one of the cock's line
// (her dam would leave many seasons with no class out of reach of one pairing).
const thirdRules: readonly MarkingRule[] = (['hen', 'hen sire'] as const).flatMap((henSide) =>
  (['cock', 'cock sire', 'cock dam'] as const).map((cockSide) =>
    henSide === 'hen' && cockSide === 'cock'
      ? { markingFrom: 'third' as const }
      : { markingFrom: 'third' as const, thirdOf: [henSide, cockSide] as const },
  ),
);

function ruleSpaceOf(
  colourFrom: readonly PigeonLoftSource[],
  markingFrom: readonly MarkingRule[],
): readonly PigeonLoftRules[] {
  return colourFrom.flatMap((colour) => markingFrom.map((marking) => ({ colourFrom: colour, ...marking })));
}

/** Every rule set: three colour sources × two marking rules (6); each makes a daughter's looks hang on her mother's line. */
export const pigeonLoftRuleSpace: readonly PigeonLoftRules[] = ruleSpaceOf(
  ['cock sire', 'cock dam', 'hen sire'],
  [{ markingFrom: 'third' }, { markingFrom: 'hen sire' }],
);

/**
 * Variant `ruleset`'s rule space (6 rule sets, like the benchmark's): 3 of the four grandparents as colour sources ×
 * 2 of the six marking rules that take the marking neither of two birds shows, the hen or her sire and one of the
 * cock's line (him, his sire, his dam); never the benchmark's, whose second marking rule is her sire's.
 */
export function pigeonLoftVariantSpace(ruleset: number): readonly PigeonLoftRules[] {
  const rng = rngFromSeed(ruleset, 0x91a7);
  const colourFrom = sorted(rng.shuffle(sources).slice(0, 3), sources);
  const markingFrom = sorted(rng.shuffle(thirdRules).slice(0, 2), thirdRules);
  return ruleSpaceOf(colourFrom, markingFrom);
}

/** `chosen` in the order of `all`. */
function sorted<T>(chosen: readonly T[], all: readonly T[]): T[] {
  return all.filter((item) => chosen.includes(item));
}
