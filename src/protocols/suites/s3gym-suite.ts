// The S³Gym suite: its seven games under the explore/evaluate protocol, one pathway per run, described by a spec that
// the CLI builds from flags or a YAML file (validated here, with errors naming the field).
import { z } from 'zod';
import { type HarnessPresetName, harnessPresets } from '../../agents/llm/harness/harness-options.js';
import { isLlmKind } from '../../agents/llm/llm-agent-kind.js';
import { parseAgentSpec } from '../../core/agent-spec.js';
import { resolveParams } from '../../core/params.js';
import { createExperience } from '../../experience/experience-table.js';
import { defaultHistoryBudgetTokens } from '../../experience/history-experience.js';
import { findGame } from '../../games/registry.js';
import { scoreUnit } from '../../games/score-unit.js';
import type { Estimate } from '../../measure/estimate.js';
import type { LearningTrial } from '../../measure/learning-trials.js';
import { meanOverTrials, type TrialMetricName, type TrialMetrics, trialMetrics } from '../../measure/trial-metrics.js';
import type { RunContext } from '../../runner/run-context.js';
import { type CheckpointScores, checkpoints, type EvalSeeds, exploreEvaluate } from '../explore-evaluate.js';
import { specError } from './spec-error.js';

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
    /** The experience spec, e.g. `history` or `summary?model=openai/gpt-4o-mini` (xparena experiences). */
    experience: z
      .string()
      .min(1)
      .superRefine((experience, context) => {
        try {
          createExperience(experience);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      })
      .optional(),
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
    /** Which previous-episode steps History ICL and Summary Memory drop past the budget. */
    historyDrop: z.enum(['oldest', 'newest']).default('oldest'),
    /** The same evaluation instances at every checkpoint (`fixed`, the paper's) or new ones each time (`fresh`). */
    evalSeeds: z.enum(['fixed', 'fresh']).optional(),
    /** The harness of `llm:` agents whose spec chooses none (an explicit `harness=` wins). */
    harness: z.enum(Object.keys(harnessPresets) as [HarnessPresetName, ...HarnessPresetName[]]).optional(),
  })
  .strict();

export type S3gymRunSpecInput = z.input<typeof s3gymRunSpecSchema>;

/** A validated run spec with every default filled in. */
export interface S3gymRunSpec
  extends Omit<z.output<typeof s3gymRunSpecSchema>, 'experience' | 'games' | 'evalSeeds' | 'harness'> {
  readonly experience: string;
  readonly games: readonly (typeof s3gymGames)[number][];
  readonly evalSeeds: EvalSeeds;
  readonly harness: HarnessPresetName;
}

/** The defaults of a new run: the paper's fixed evaluation seeds and harness profile. */
const paperDefaults = { evalSeeds: 'fixed', harness: 's3gym' } as const;

/**
 * What a spec stored before a field existed meant: fresh evaluation seeds, and `llm:` agents on their own default
 * harness (`full`). The run identity leaves these values out, so a run made before the fields existed keeps its id.
 */
const storedDefaults = { evalSeeds: 'fresh', harness: 'full' } as const;

/** Validates a new run's spec (from flags or YAML); UsageError lists every problem with its field. */
export function parseS3gymRunSpec(input: unknown, source = 'run spec'): S3gymRunSpec {
  return parseWith(input, source, paperDefaults);
}

/**
 * Reads a spec a run stored (its identity): fields it lacks take the values runs had before those fields existed, so
 * an old run resumes and reports exactly as it was made.
 */
export function storedS3gymRunSpec(stored: unknown): S3gymRunSpec {
  return parseWith(stored, 'stored run spec', storedDefaults);
}

function parseWith(
  input: unknown,
  source: string,
  defaults: { readonly evalSeeds: EvalSeeds; readonly harness: HarnessPresetName },
): S3gymRunSpec {
  const parsed = s3gymRunSpecSchema.safeParse(input);
  if (!parsed.success) throw specError(source, parsed.error);
  const spec = parsed.data;
  return {
    ...spec,
    // The learner agent learns through its own experience; other agents default to none.
    experience: spec.experience ?? (spec.agent.split('?')[0] === 'learner' ? 'learner' : 'none'),
    games: spec.games ?? [...s3gymGames],
    evalSeeds: spec.evalSeeds ?? defaults.evalSeeds,
    harness: spec.harness ?? defaults.harness,
  };
}

/**
 * The agent spec the suite plays: an `llm:` agent that names no harness gets the spec's `harness`; `full` (what
 * `llm:` agents default to anyway) and every other agent are left as written.
 */
export function s3gymAgent(spec: Pick<S3gymRunSpec, 'agent' | 'harness'>): string {
  if (spec.harness === 'full' || !isLlmKind(spec.agent)) return spec.agent;
  if ('harness' in parseAgentSpec(spec.agent).options) return spec.agent;
  return `${spec.agent}${spec.agent.includes('?') ? '&' : '?'}harness=${spec.harness}`;
}

/** The identity of a run: the fields that determine results, without the values older specs lacked. */
export type S3gymRunIdentity = Omit<S3gymRunSpec, 'concurrency' | 'evalSeeds' | 'historyDrop' | 'harness'> &
  Partial<Pick<S3gymRunSpec, 'evalSeeds' | 'historyDrop' | 'harness'>>;

/**
 * The part of a spec that determines results (concurrency does not): hashed into the run id and stored with the run.
 * Values that mean what a spec without the field meant (fresh seeds, oldest-first dropping, a harness that changes
 * nothing) are left out, so the ids of runs made before those fields existed do not change.
 */
export function s3gymRunIdentity(spec: S3gymRunSpec): S3gymRunIdentity {
  const { concurrency: _concurrency, evalSeeds, historyDrop, harness, ...identity } = spec;
  return {
    ...identity,
    ...(evalSeeds === 'fresh' ? {} : { evalSeeds }),
    ...(historyDrop === 'oldest' ? {} : { historyDrop }),
    ...(s3gymAgent(spec) === spec.agent ? {} : { harness }),
  };
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
  // The spec sets how many matches run at once.
  options: Omit<RunContext, 'concurrency'> = {},
): Promise<S3gymRunResult> {
  const curves: Record<string, readonly CheckpointScores[]> = {};
  let played = 0;
  let skipped = 0;
  for (const game of spec.games) {
    const result = await exploreEvaluate({
      module: findGame(game),
      agent: s3gymAgent(spec),
      experience: createExperience(spec.experience, {
        budget: String(spec.historyBudget),
        rewards: String(spec.showRewards),
        drop: spec.historyDrop,
      }),
      episodes: spec.episodes,
      evalEvery: spec.evalEvery,
      evalEpisodes: spec.evalEpisodes,
      trials: spec.trials,
      evalSeeds: spec.evalSeeds,
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

/** One game's checkpoint scores as learning trials (evaluation only), for the curve metrics of `src/measure/`. */
export function curveTrials(game: string, pathway: string, curve: readonly CheckpointScores[]): LearningTrial[] {
  const trials = new Map<number, LearningTrial>();
  for (const point of curve) {
    const trial = trials.get(point.trial) ?? { game, pathway, trial: point.trial, evaluation: [], exploration: [] };
    trials.set(point.trial, {
      ...trial,
      evaluation: [
        ...trial.evaluation,
        ...point.scores.map((score, episode) => ({ checkpoint: point.checkpoint, episode, score })),
      ],
    });
  }
  return [...trials.values()].sort((a, b) => a.trial - b.trial);
}

/** Per checkpoint, the mean over trials of each trial's mean evaluation score (the mean curve, for a table or plot). */
export function meanCurve(curve: readonly CheckpointScores[]): { checkpoint: number; mean: number }[] {
  const byCheckpoint = new Map<number, number[]>();
  for (const point of curve) {
    if (point.scores.length === 0) continue;
    const trialMean = point.scores.reduce((sum, score) => sum + score, 0) / point.scores.length;
    byCheckpoint.set(point.checkpoint, [...(byCheckpoint.get(point.checkpoint) ?? []), trialMean]);
  }
  return [...byCheckpoint]
    .sort(([a], [b]) => a - b)
    .map(([checkpoint, means]) => ({ checkpoint, mean: means.reduce((sum, mean) => sum + mean, 0) / means.length }));
}

/** One game's curve metrics: each trial's own, and their mean over trials with Student-t intervals. */
export interface GameCurveSummary {
  readonly game: string;
  readonly checkpoints: number;
  readonly epsilon: number;
  readonly perTrial: readonly TrialMetrics[];
  readonly start: Estimate;
  readonly avg: Estimate;
  readonly max: Estimate;
  readonly aucPlus: Estimate;
  readonly naba: Estimate;
}

/** The summary of one game's curve: per-trial y₀, Avg, Max, AUC+ and NABA, and their means over trials. */
export function curveSummary(game: string, curve: readonly CheckpointScores[]): GameCurveSummary {
  const epsilon = scoreUnit(game, resolveParams(findGame(game).game, 'eval'));
  const perTrial = curveTrials(game, '', curve).map((trial) => trialMetrics(trial, epsilon));
  const mean = (name: TrialMetricName) => meanOverTrials(perTrial.map((metrics) => metrics[name]));
  return {
    game,
    checkpoints: new Set(curve.map((point) => point.checkpoint)).size,
    epsilon,
    perTrial,
    start: mean('start'),
    avg: mean('avg'),
    max: mean('max'),
    aucPlus: mean('aucPlus'),
    naba: mean('naba'),
  };
}
