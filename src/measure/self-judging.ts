// How well an agent judges its own actions (S³Gym self-judging): its self-score s beside the verifier's reward r.

/** One judged transition: the agent's self-score and the verifier's reward for the same action. */
export interface Transition {
  readonly selfScore: number;
  readonly reward: number;
}

/** A game-level range used to min–max normalise values onto [0, 1]. */
export interface ScoreRange {
  readonly min: number;
  readonly max: number;
}

/** NMAE's game-level ranges: self-scores and rewards are each normalised over their own (the paper's equation). */
export interface JudgingRanges {
  readonly selfScore: ScoreRange;
  readonly reward: ScoreRange;
}

/** Self-judging reliability over a set of transitions; rates are NaN when there are none. */
export interface SelfJudging {
  readonly transitions: number;
  /** mean[1(s>0) = 1(r>0)]. */
  readonly agreement: number;
  /** mean |norm_s(s) − norm_r(r)|, each over its own game-level range. */
  readonly nmae: number;
  /** P(s>0, r≤0). */
  readonly overConfidence: number;
  /** P(s≤0, r>0). */
  readonly underConfidence: number;
}

/** The smallest and largest of `values` ({0, 0} when there are none). */
function rangeOf(values: Iterable<number>): ScoreRange {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return min <= max ? { min, max } : { min: 0, max: 0 };
}

/** The game-level ranges of NMAE: of every self-score, and separately of every reward, of `transitions`. */
export function judgingRanges(transitions: readonly Transition[]): JudgingRanges {
  return {
    selfScore: rangeOf(transitions.map((transition) => transition.selfScore)),
    reward: rangeOf(transitions.map((transition) => transition.reward)),
  };
}

/** Maps a value onto [0, 1] by the range (0 when the range is empty). */
export function normalise(value: number, range: ScoreRange): number {
  const width = range.max - range.min;
  return width > 0 ? (value - range.min) / width : 0;
}

/** The sums behind the self-judging rates; they add up over transitions, so episodes can be tallied once. */
export interface JudgingTally {
  readonly transitions: number;
  readonly agree: number;
  readonly over: number;
  readonly under: number;
  /** Sum of |norm(s) − norm(r)|. */
  readonly error: number;
}

/** The tally of `transitions`, normalising self-scores and rewards each with its own range. */
export function judgingTally(transitions: readonly Transition[], ranges: JudgingRanges): JudgingTally {
  let agree = 0;
  let over = 0;
  let under = 0;
  let error = 0;
  for (const { selfScore, reward } of transitions) {
    const judgedPositive = selfScore > 0;
    const positive = reward > 0;
    if (judgedPositive === positive) agree++;
    else if (judgedPositive) over++;
    else under++;
    error += Math.abs(normalise(selfScore, ranges.selfScore) - normalise(reward, ranges.reward));
  }
  return { transitions: transitions.length, agree, over, under, error };
}

/** The sum of tallies. */
export function addTallies(tallies: readonly JudgingTally[]): JudgingTally {
  const total = { transitions: 0, agree: 0, over: 0, under: 0, error: 0 };
  for (const tally of tallies) {
    total.transitions += tally.transitions;
    total.agree += tally.agree;
    total.over += tally.over;
    total.under += tally.under;
    total.error += tally.error;
  }
  return total;
}

/** The rates of a tally (NaN without transitions). */
export function judgingFromTally(tally: JudgingTally): SelfJudging {
  const n = tally.transitions;
  if (n === 0)
    return {
      transitions: 0,
      agreement: Number.NaN,
      nmae: Number.NaN,
      overConfidence: Number.NaN,
      underConfidence: Number.NaN,
    };
  return {
    transitions: n,
    agreement: tally.agree / n,
    nmae: tally.error / n,
    overConfidence: tally.over / n,
    underConfidence: tally.under / n,
  };
}

/** Agreement, NMAE, over- and under-confidence of `transitions`, normalising with the game-level `ranges`. */
export function selfJudging(transitions: readonly Transition[], ranges: JudgingRanges): SelfJudging {
  return judgingFromTally(judgingTally(transitions, ranges));
}
