// The S³Gym suite: its seven games under the explore/evaluate protocol, one pathway per run, described by a spec that
// the CLI builds from flags or a YAML file (validated here, with errors naming the field).
import { z } from 'zod';
import type { ModelEnvironment } from '../../agents/llm/create-model.js';
import type { MatchRecord } from '../../core/match-record.js';
import { UsageError } from '../../core/usage-error.js';
import { createExperience, experienceKinds } from '../../experience/experience-registry.js';
import { defaultHistoryBudgetTokens } from '../../experience/history-experience.js';
import { findGame } from '../../games/registry.js';
import type { MatchJob } from '../../runner/match-job.js';
import type { Store } from '../../store/store.js';
import { type CheckpointScores, checkpoints, exploreEvaluate } from '../explore-evaluate.js';

/** The S³Gym games, in the paper's order. */
export const s3gymGames = [
  'chess',
  'minesweeper',
  'nullify',
  'tetris',
  'snake',
  'plants-vs-zombies',
  'trust-evolution',
] as const;

/** A run of the suite; every field but `agent` has the paper's default. */
export const s3gymRunSpecSchema = z
  .object({
    suite: z.literal('s3gym').default('s3gym'),
    agent: z
      .string({ error: 'required: the agent spec, e.g. learner or llm:openai/gpt-4o (--agent)' })
      .min(1, 'give the agent spec, e.g. learner or llm:openai/gpt-4o'),
    experience: z.enum(experienceKinds).optional(),
    games: z.array(z.enum(s3gymGames)).min(1).optional(),
    episodes: z.number().int().min(0).max(100_000).default(30),
    evalEvery: z.number().int().min(1).default(3),
    evalEpisodes: z.number().int().min(1).default(3),
    trials: z.number().int().min(1).max(1000).default(3),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1)
      .default(0),
    /** Trials (and evaluation episodes of a checkpoint) played at once; does not change results. */
    concurrency: z.number().int().min(1).max(256).default(1),
    /** Adds the verifier's reward to history and summary text (never shown by default). */
    showRewards: z.boolean().default(false),
    historyBudget: z.number().int().min(1).default(defaultHistoryBudgetTokens),
  })
  .strict();

export type S3gymRunSpecInput = z.input<typeof s3gymRunSpecSchema>;

/** A validated run spec with every default filled in. */
export interface S3gymRunSpec extends Omit<z.output<typeof s3gymRunSpecSchema>, 'experience' | 'games'> {
  readonly experience: (typeof experienceKinds)[number];
  readonly games: readonly (typeof s3gymGames)[number][];
}

/** Validates a spec (from flags or YAML); UsageError lists every problem with its field. */
export function parseS3gymRunSpec(input: unknown, source = 'run spec'): S3gymRunSpec {
  const parsed = s3gymRunSpecSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const path = issue.path.length ? issue.path.join('.') : '(top level)';
      return `  ${path}: ${issue.message}`;
    });
    throw new UsageError(`invalid ${source}:\n${problems.join('\n')}`);
  }
  const spec = parsed.data;
  return {
    ...spec,
    // The learner agent learns through its own mechanism; other agents default to the naive pathway.
    experience: spec.experience ?? (spec.agent.split('?')[0] === 'learner' ? 'learner' : 'none'),
    games: spec.games ?? [...s3gymGames],
  };
}

/** The part of a spec that determines results (concurrency does not): hashed into the run id. */
export function s3gymRunIdentity(spec: S3gymRunSpec): Omit<S3gymRunSpec, 'concurrency'> {
  const { concurrency: _concurrency, ...identity } = spec;
  return identity;
}

/** Episodes the run plays in all: per game and trial, N exploration plus E per checkpoint. */
export function s3gymEpisodeCount(spec: S3gymRunSpec): number {
  const perTrial = spec.episodes + checkpoints(spec.episodes, spec.evalEvery).length * spec.evalEpisodes;
  return spec.games.length * spec.trials * perTrial;
}

export interface S3gymRunResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
  readonly curves: Readonly<Record<string, readonly CheckpointScores[]>>;
}

/** Runs (or resumes) every game of the spec in turn. */
export async function runS3gym(
  spec: S3gymRunSpec,
  options: {
    readonly store?: Store;
    readonly runId?: string;
    readonly signal?: AbortSignal;
    readonly models?: ModelEnvironment;
    readonly onMatch?: (job: MatchJob, record: MatchRecord | undefined) => void;
  } = {},
): Promise<S3gymRunResult> {
  const curves: Record<string, readonly CheckpointScores[]> = {};
  let played = 0;
  let skipped = 0;
  for (const game of spec.games) {
    const result = await exploreEvaluate({
      module: findGame(game),
      agent: spec.agent,
      mechanism: createExperience(spec.experience, {
        budgetTokens: spec.historyBudget,
        showRewards: spec.showRewards,
      }),
      episodes: spec.episodes,
      evalEvery: spec.evalEvery,
      evalEpisodes: spec.evalEpisodes,
      trials: spec.trials,
      seed: spec.seed,
      trialsAtOnce: spec.concurrency,
      concurrency: spec.concurrency,
      ...options,
    });
    played += result.played;
    skipped += result.skipped;
    curves[game] = result.curve;
    if (result.interrupted) return { played, skipped, interrupted: true, curves };
  }
  return { played, skipped, interrupted: false, curves };
}

/** Per checkpoint, the mean evaluation score over trials and episodes. */
export function meanCurve(curve: readonly CheckpointScores[]): { checkpoint: number; mean: number }[] {
  const byCheckpoint = new Map<number, number[]>();
  for (const point of curve)
    byCheckpoint.set(point.checkpoint, [...(byCheckpoint.get(point.checkpoint) ?? []), ...point.scores]);
  return [...byCheckpoint]
    .sort(([a], [b]) => a - b)
    .map(([checkpoint, scores]) => ({
      checkpoint,
      mean: scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : Number.NaN,
    }));
}

/** The summary of one game's curve: score at checkpoint 0 and at the last, Avg and Max over checkpoints. */
export function curveSummary(curve: readonly CheckpointScores[]): {
  first: number;
  last: number;
  avg: number;
  max: number;
  checkpoints: number;
} {
  const means = meanCurve(curve).map((point) => point.mean);
  return {
    first: means[0] ?? Number.NaN,
    last: means.at(-1) ?? Number.NaN,
    avg: means.length ? means.reduce((sum, mean) => sum + mean, 0) / means.length : Number.NaN,
    max: means.length ? Math.max(...means) : Number.NaN,
    checkpoints: means.length,
  };
}
