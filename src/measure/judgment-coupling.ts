// Does better self-judging go with faster improvement? Blocks of exploration between checkpoints, each with its
// agreement A, calibration error E and the normalised gain g of the evaluation score at the next checkpoint.
import { pearson, spearman } from './correlation.js';
import type { CurvePoint } from './learning-curve.js';
import type { ExplorationEpisode, LearningTrial } from './learning-trials.js';
import {
  addTallies,
  type JudgingRanges,
  type JudgingTally,
  judgingFromTally,
  judgingTally,
  normalise,
  type ScoreRange,
} from './self-judging.js';

/** One block: the exploration episodes between checkpoint `from` and the next checkpoint `to`. */
export interface CouplingBlock {
  readonly from: number;
  readonly to: number;
  readonly transitions: number;
  /** Agreement A_t of the block's transitions. */
  readonly agreement: number;
  /** Calibration error E_t (NMAE) of the block's transitions. */
  readonly error: number;
  /** g_t = (y_to − y_from) / (game max − game min). */
  readonly gain: number;
}

/** The coupling statistics of a set of blocks; NaN where undefined (too few blocks, no variance). */
export interface JudgmentCoupling {
  readonly spearmanAgreement: number;
  readonly pearsonAgreement: number;
  readonly spearmanError: number;
  readonly pearsonError: number;
  readonly tertileGapAgreement: number;
  readonly tertileGapError: number;
}

/**
 * The blocks of one trial: exploration episodes grouped by the checkpoint they started from, paired with the gain
 * from that checkpoint to the next one on `curve`; blocks without judged transitions or without both checkpoints are
 * left out.
 */
export function couplingBlocks(
  trial: LearningTrial,
  curve: readonly CurvePoint[],
  judging: JudgingRanges,
  evaluation: ScoreRange,
  tallyOf: (episode: ExplorationEpisode) => JudgingTally = (episode) => judgingTally(episode.transitions, judging),
): CouplingBlock[] {
  const scores = new Map(curve.map((point) => [point.checkpoint, point.score]));
  const checkpoints = [...scores.keys()].sort((a, b) => a - b);
  const byCheckpoint = new Map<number, JudgingTally[]>();
  for (const episode of trial.exploration) {
    const list = byCheckpoint.get(episode.checkpoint) ?? [];
    byCheckpoint.set(episode.checkpoint, list);
    list.push(tallyOf(episode));
  }
  const blocks: CouplingBlock[] = [];
  for (const [from, tallies] of [...byCheckpoint].sort(([a], [b]) => a - b)) {
    const to = checkpoints.find((checkpoint) => checkpoint > from);
    const start = scores.get(from);
    const judged = judgingFromTally(addTallies(tallies));
    if (to === undefined || start === undefined || judged.transitions === 0) continue;
    const end = scores.get(to) as number;
    blocks.push({
      from,
      to,
      transitions: judged.transitions,
      agreement: judged.agreement,
      error: judged.nmae,
      gain: normalise(end, evaluation) - normalise(start, evaluation),
    });
  }
  return blocks;
}

/** Mean gain of the top third of blocks by `quality` minus that of the bottom third; NaN with fewer than 3 blocks. */
export function tertileGap(quality: readonly number[], gains: readonly number[]): number {
  const n = Math.min(quality.length, gains.length);
  const third = Math.floor(n / 3);
  if (third < 1) return Number.NaN;
  const order = Array.from({ length: n }, (_, index) => index).sort(
    (a, b) => (quality[a] as number) - (quality[b] as number) || (gains[a] as number) - (gains[b] as number),
  );
  const mean = (indices: readonly number[]) =>
    indices.reduce((sum, index) => sum + (gains[index] as number), 0) / indices.length;
  return mean(order.slice(n - third)) - mean(order.slice(0, third));
}

/** ρ(A, g), ρ(−E, g) (Spearman and Pearson) and the top-vs-bottom tertile gaps of mean gain. */
export function judgmentCoupling(blocks: readonly CouplingBlock[]): JudgmentCoupling {
  const agreement = blocks.map((block) => block.agreement);
  const negativeError = blocks.map((block) => -block.error);
  const gains = blocks.map((block) => block.gain);
  return {
    spearmanAgreement: spearman(agreement, gains),
    pearsonAgreement: pearson(agreement, gains),
    spearmanError: spearman(negativeError, gains),
    pearsonError: pearson(negativeError, gains),
    tertileGapAgreement: tertileGap(agreement, gains),
    tertileGapError: tertileGap(negativeError, gains),
  };
}
