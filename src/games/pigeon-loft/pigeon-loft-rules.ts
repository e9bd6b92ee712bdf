// The hidden rules of pigeon-loft (spoilers: see RULES.md): which bird of the pedigree a daughter takes her colour
// from, and how her marking follows from her parents'.

/** Feather colours and markings a bird can show (their order means nothing to the player). */
export const colours = ['slate', 'red', 'black', 'silver', 'mealy'] as const;
export const markings = ['barred', 'chequered', 'plain'] as const;

export interface PigeonLoftRules {
  /** Whose colour the daughter shows: the cock's sire, the cock's dam, or her mother's sire. */
  readonly colourFrom: 'cock sire' | 'cock dam' | 'hen sire';
  /** Her marking: the one neither parent shows (theirs when they agree), or her mother's sire's. */
  readonly markingFrom: 'third' | 'hen sire';
}

/** Every rule set: three colour sources × two marking rules (6); each makes a daughter's looks hang on her mother's line. */
export const pigeonLoftRuleSpace: readonly PigeonLoftRules[] = (['cock sire', 'cock dam', 'hen sire'] as const).flatMap(
  (colourFrom) => (['third', 'hen sire'] as const).map((markingFrom) => ({ colourFrom, markingFrom })),
);
