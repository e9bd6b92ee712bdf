// An AAArena run's results: per repetition the retained champion (the best official evaluation over all snapshots,
// baseline included) and its rank, the baseline, budgets used and snapshots; per run the median over repetitions.
import type { FullEvaluationResult } from '../core/arena-tools.js';
import type { Budget } from '../store/arena-ledger.js';
import type { Submission } from '../store/ledger-submission.js';
import { parseFullResult, type RecordedUsage, recordedUsage } from './arena-result-schema.js';
import type { ArenaRepetition, ArenaRunData } from './arena-run-dir.js';

/** One completed full evaluation of a repetition, in submission order. */
export interface ArenaEvaluation {
  readonly seq: number;
  readonly submissionId: string;
  readonly snapshotId: string;
  readonly baseline: boolean;
  readonly result: FullEvaluationResult;
  /** The developer's cumulative model use when it was submitted, if recorded. */
  readonly usage: RecordedUsage | null;
}

/** An evaluation's headline numbers. */
export interface ArenaStanding {
  readonly seq: number;
  readonly snapshotId: string;
  readonly elo: number;
  readonly interval: readonly [number, number];
  readonly rank: number;
}

export interface ArenaRepetitionResult {
  readonly repetition: number;
  readonly game: string;
  readonly developer: string | null;
  readonly arm: string | null;
  readonly feedback: string | null;
  readonly batch: number | null;
  readonly poolSize: number;
  /** The retained champion: lowest rank, then highest Elo, then earliest (the ledger's order); null before any. */
  readonly champion: ArenaStanding | null;
  /** Rank 1 on the ladder. */
  readonly gold: boolean;
  readonly baseline: ArenaStanding | null;
  readonly budgets: { readonly small: Budget; readonly full: Budget };
  /** Snapshots the ledger stored (the starter included). */
  readonly snapshots: number;
  readonly submissions: { readonly completed: number; readonly rejected: number; readonly pending: number };
  /** The last cumulative model use a submission recorded. */
  readonly usage: RecordedUsage | null;
  /** The transcript's stop line, when the developer stopped. */
  readonly stop: string | null;
  /** For a continued repetition: the last submission before the extension and the champion it had then. */
  readonly extension: { readonly afterSeq: number | null; readonly champion: ArenaStanding | null } | null;
}

export interface ArenaRunResults {
  readonly runId: string;
  readonly game: string;
  readonly repetitions: readonly ArenaRepetitionResult[];
  /** Medians over the repetitions that have a champion (null when none has). */
  readonly median: { readonly rank: number; readonly elo: number; readonly baselineRank: number | null } | null;
  /** Repetitions whose champion reached rank 1. */
  readonly medals: number;
}

/** The completed full evaluations of a repetition's submissions, in submission order. */
export function arenaEvaluations(submissions: readonly Submission[]): ArenaEvaluation[] {
  const evaluations: ArenaEvaluation[] = [];
  for (const submission of submissions) {
    if (submission.request.kind !== 'full' || submission.state !== 'completed') continue;
    const result = parseFullResult(submission.result);
    if (!result) continue;
    evaluations.push({
      seq: submission.seq,
      submissionId: submission.id,
      snapshotId: submission.snapshotId,
      baseline: submission.request.baseline === true,
      result,
      usage: recordedUsage(submission.request.options) ?? null,
    });
  }
  return evaluations;
}

/** The evaluation the ledger keeps as champion: lowest rank, then highest Elo, then the earliest. */
export function championOf(evaluations: readonly ArenaEvaluation[]): ArenaEvaluation | undefined {
  let best: ArenaEvaluation | undefined;
  for (const evaluation of evaluations) {
    const { rank, elo } = evaluation.result;
    if (!best || rank < best.result.rank || (rank === best.result.rank && elo > best.result.elo)) best = evaluation;
  }
  return best;
}

function standing(evaluation: ArenaEvaluation | undefined): ArenaStanding | null {
  if (!evaluation) return null;
  const { elo, interval, rank } = evaluation.result;
  return { seq: evaluation.seq, snapshotId: evaluation.snapshotId, elo, interval, rank };
}

/** One repetition's results. */
export function repetitionResult(repetition: ArenaRepetition, poolSize: number): ArenaRepetitionResult {
  const { config, ledger } = repetition;
  const evaluations = arenaEvaluations(ledger.submissions);
  const champion = championOf(evaluations);
  const counts = { completed: 0, rejected: 0, pending: 0 };
  for (const submission of ledger.submissions) counts[submission.state]++;
  let usage: RecordedUsage | null = null;
  for (const submission of ledger.submissions) usage = recordedUsage(submission.request.options) ?? usage;
  return {
    repetition: repetition.repetition,
    game: config.game,
    developer: config.developer ?? null,
    arm: config.arm ?? null,
    feedback: config.feedback ?? null,
    batch: config.batch ?? null,
    poolSize: evaluations[0]?.result.poolSize ?? poolSize,
    champion: standing(champion),
    gold: champion?.result.rank === 1,
    baseline: standing(evaluations.find((evaluation) => evaluation.baseline)),
    budgets: ledger.budgets,
    snapshots: ledger.snapshots.length,
    submissions: counts,
    usage,
    stop: repetition.transcript.stop,
    extension: ledger.extended
      ? {
          afterSeq: ledger.extendedAfterSeq,
          champion: standing(
            championOf(evaluations.filter((evaluation) => evaluation.seq <= (ledger.extendedAfterSeq ?? 0))),
          ),
        }
      : null,
  };
}

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The run's results: every repetition's, their medians and the gold medals. */
export function arenaRunResults(run: ArenaRunData): ArenaRunResults {
  const repetitions = run.repetitions.map((repetition) => repetitionResult(repetition, run.ladder.length));
  const champions = repetitions.flatMap((result) => (result.champion ? [result.champion] : []));
  const baselines = repetitions.flatMap((result) => (result.baseline ? [result.baseline.rank] : []));
  return {
    runId: run.runId,
    game: run.game,
    repetitions,
    median:
      champions.length === 0
        ? null
        : {
            rank: median(champions.map((champion) => champion.rank)),
            elo: median(champions.map((champion) => champion.elo)),
            baselineRank: baselines.length === 0 ? null : median(baselines),
          },
    medals: repetitions.filter((result) => result.gold).length,
  };
}
