// Learn2Play's recovery figure: after an episode that went worse than the one before, does the next one set a new
// personal best of the trial?

/** Recoveries out of opportunities, e.g. 13 of 39. */
export interface Recoveries {
  readonly recoveries: number;
  readonly opportunities: number;
}

/**
 * In one trial's scores (episode order; null = unscored, which breaks no chain but is never compared): each episode
 * e with a scored predecessor e−1 and successor e+1 and score(e) < score(e−1) is an opportunity; it is a recovery when
 * score(e+1) exceeds every score of episodes 1..e.
 */
export function trialRecoveries(scores: readonly (number | null)[]): Recoveries {
  let recoveries = 0;
  let opportunities = 0;
  let best = Number.NEGATIVE_INFINITY;
  for (let e = 0; e < scores.length; e++) {
    const score = scores[e] ?? null;
    const before = e > 0 ? (scores[e - 1] ?? null) : null;
    const after = scores[e + 1] ?? null;
    if (score !== null) best = Math.max(best, score);
    if (score === null || before === null || after === null || !(score < before)) continue;
    opportunities++;
    if (after > best) recoveries++;
  }
  return { recoveries, opportunities };
}

/** The sum of several trials' recoveries. */
export function sumRecoveries(list: readonly Recoveries[]): Recoveries {
  return list.reduce(
    (sum, item) => ({
      recoveries: sum.recoveries + item.recoveries,
      opportunities: sum.opportunities + item.opportunities,
    }),
    { recoveries: 0, opportunities: 0 },
  );
}
