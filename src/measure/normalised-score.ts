// Learn2Play's normalised score: an episode's raw score as a percentage of the reference solver's on the same instance.

/**
 * 100 × raw ÷ reference. A reference ≤ 0 (or missing) cannot scale a score, so the episode has no normalised score
 * (null): it is left out of every normalised metric and counted as unnormalised, never given an arbitrary number.
 */
export function normalisedScore(raw: number | null, reference: number | null): number | null {
  if (raw === null || reference === null || !(reference > 0)) return null;
  return (100 * raw) / reference;
}
