// The S³Gym training pathway as a run: a checkpoints file (one served model per fine-tuning epoch, validated here with
// errors naming the entry and field) evaluated on the strict configs of the suite's games.
import { z } from 'zod';
import { UsageError } from '../../core/usage-error.js';
import { findGame } from '../../games/registry.js';
import type { RunContext } from '../../runner/run-context.js';
import { type EpochScores, evaluateCheckpoints, type ServedCheckpoint } from '../checkpoint-evaluation.js';
import { s3gymAgent, s3gymGames } from './s3gym-suite.js';

const agentExample = 'llm:openai-compatible/epoch-1?base_url=http://127.0.0.1:8001/v1';

const checkpointSchema = z
  .object(
    {
      agent: z
        .string({ error: `required: the served checkpoint as an llm: agent spec, e.g. ${agentExample}` })
        .refine((agent) => agent.trim().startsWith('llm:'), `must be an llm: agent spec, e.g. ${agentExample}`),
      epoch: z.number({ error: 'must be a whole number (the epoch)' }).int('must be a whole number').min(0).optional(),
      label: z.string().trim().min(1, 'must not be empty').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? `each checkpoint must be a mapping, e.g. { epoch: 1, agent: ${agentExample} }`
          : undefined,
    },
  )
  .strict();

/**
 * A checkpoints file: a YAML list of checkpoints, in curve order (a mapping `checkpoints: [...]` is read the same).
 * The rules across entries (epochs, distinct agents and labels) are checked once every entry is well formed.
 */
export const checkpointsSchema = z
  .array(checkpointSchema, {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? `must be a YAML list of checkpoints, e.g. "- { epoch: 1, agent: ${agentExample} }"`
        : undefined,
  })
  .min(1, 'list at least one checkpoint')
  .superRefine((list, context) => {
    const given = list.filter((checkpoint) => checkpoint.epoch !== undefined).length;
    if (given > 0 && given < list.length)
      context.addIssue({
        code: 'custom',
        message: 'give an epoch on every checkpoint or on none (then x = 0, 1, 2, …)',
      });
    list.forEach((checkpoint, index) => {
      const previous = list[index - 1];
      if (previous?.epoch !== undefined && checkpoint.epoch !== undefined && checkpoint.epoch <= previous.epoch)
        context.addIssue({
          code: 'custom',
          path: [index, 'epoch'],
          message: `epochs must increase down the list (${previous.epoch} comes before ${checkpoint.epoch})`,
        });
      const same = list.findIndex((other) => other.agent.trim() === checkpoint.agent.trim());
      if (same < index)
        context.addIssue({
          code: 'custom',
          path: [index, 'agent'],
          message: `the same agent as checkpoint [${same}]: serve each checkpoint as its own model`,
        });
      const named = list.findIndex((other) => other.label !== undefined && other.label === checkpoint.label);
      if (checkpoint.label !== undefined && named < index)
        context.addIssue({
          code: 'custom',
          path: [index, 'label'],
          message: `the same label as checkpoint [${named}]`,
        });
    });
  });

/** A `[1].agent`-style path of a zod issue. */
function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(top level)';
  return path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
}

/**
 * The checkpoints of a parsed checkpoints file, with x = the given epochs, or 0, 1, 2, … in list order when none is
 * given; labels default to `epoch <x>`. UsageError lists every problem with its entry and field.
 */
export function parseCheckpoints(document: unknown, source = 'checkpoints file'): ServedCheckpoint[] {
  const keys = document !== null && typeof document === 'object' ? Object.keys(document) : [];
  const list =
    !Array.isArray(document) && keys.length === 1 && keys[0] === 'checkpoints'
      ? (document as { checkpoints: unknown }).checkpoints
      : document;
  const parsed = checkpointsSchema.safeParse(list);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`);
    throw new UsageError(`invalid ${source}:\n${problems.join('\n')}`);
  }
  return parsed.data.map((checkpoint, index) => {
    const epoch = checkpoint.epoch ?? index;
    return { epoch, label: checkpoint.label ?? `epoch ${epoch}`, agent: checkpoint.agent.trim() };
  });
}

/** A training-pathway run: which checkpoints, on which games, with how many evaluation episodes from which seed. */
export interface S3gymTrainingSpec {
  readonly suite: 's3gym';
  readonly pathway: 'training';
  readonly checkpoints: readonly ServedCheckpoint[];
  readonly games: readonly (typeof s3gymGames)[number][];
  readonly evalEpisodes: number;
  readonly seed: number;
  /** Episodes played at once; does not change results. */
  readonly concurrency: number;
}

const trainingSettingsSchema = z
  .object({
    games: z.array(z.enum(s3gymGames)).min(1).optional(),
    evalEpisodes: z.number().int().min(1).default(3),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1)
      .default(0),
    concurrency: z.number().int().min(1).max(256).default(1),
  })
  .strict();

/** The spec of a training run from its checkpoints and the suite settings given (games default to all seven). */
export function s3gymTrainingSpec(
  checkpoints: readonly ServedCheckpoint[],
  settings: {
    readonly games?: readonly string[];
    readonly evalEpisodes?: number;
    readonly seed?: number;
    readonly concurrency?: number;
  },
): S3gymTrainingSpec {
  const parsed = trainingSettingsSchema.safeParse(settings);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`);
    throw new UsageError(`invalid options:\n${problems.join('\n')}`);
  }
  const { games, ...rest } = parsed.data;
  return { suite: 's3gym', pathway: 'training', checkpoints, games: games ?? [...s3gymGames], ...rest };
}

/** The part of a spec that determines results (concurrency does not): hashed into the run id. */
export function s3gymTrainingIdentity(spec: S3gymTrainingSpec): Omit<S3gymTrainingSpec, 'concurrency'> {
  const { concurrency: _concurrency, ...identity } = spec;
  return identity;
}

/** Episodes the run plays in all: per game and checkpoint, E. */
export function s3gymTrainingEpisodeCount(spec: Pick<S3gymTrainingSpec, 'checkpoints' | 'games' | 'evalEpisodes'>) {
  return spec.games.length * spec.checkpoints.length * spec.evalEpisodes;
}

export interface S3gymTrainingResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
  readonly curves: Readonly<Record<string, readonly EpochScores[]>>;
}

/** Evaluates (or resumes evaluating) every checkpoint on every game of the spec, one game after another. */
export async function runS3gymTraining(
  spec: S3gymTrainingSpec,
  // The spec sets how many matches run at once.
  options: Omit<RunContext, 'concurrency'> = {},
): Promise<S3gymTrainingResult> {
  const curves: Record<string, readonly EpochScores[]> = {};
  let played = 0;
  let skipped = 0;
  for (const game of spec.games) {
    const result = await evaluateCheckpoints({
      module: findGame(game),
      // Checkpoints play under the suite's harness profile, like the other pathways (an explicit harness= wins).
      checkpoints: spec.checkpoints.map((checkpoint) => ({
        ...checkpoint,
        agent: s3gymAgent({ agent: checkpoint.agent, harness: 's3gym' }),
      })),
      evalEpisodes: spec.evalEpisodes,
      seed: spec.seed,
      concurrency: spec.concurrency,
      ...options,
    });
    played += result.played;
    skipped += result.skipped;
    if (result.interrupted) return { played, skipped, interrupted: true, curves };
    curves[game] = result.curve;
  }
  return { played, skipped, interrupted: false, curves };
}
