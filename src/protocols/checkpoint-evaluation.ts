import type { GameModule } from '../core/game-module.js';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import { jobGame, jobMatchId, type MatchJob } from '../runner/match-job.js';
import type { RunContext } from '../runner/run-context.js';
import { runMatches } from '../runner/run-matches.js';
import { episodeSeed } from './explore-evaluate.js';

/** The experience pathway's name in episode labels and reports. */
export const trainingPathway = 'training';

/** One fine-tuned checkpoint: where it sits on the curve (x), a name for tables, and the agent that plays it. */
export interface ServedCheckpoint {
  /** The x of the learning curve: the epoch number (or the checkpoint's position when none was given). */
  readonly epoch: number;
  readonly label: string;
  /** The agent spec, e.g. `llm:openai-compatible/epoch-3?base_url=http://127.0.0.1:8003/v1`. */
  readonly agent: string;
}

export interface CheckpointEvaluationOptions extends RunContext {
  readonly module: GameModule;
  /** In curve order (increasing epochs). */
  readonly checkpoints: readonly ServedCheckpoint[];
  /** Evaluation episodes per checkpoint (E, default 3). */
  readonly evalEpisodes?: number;
  readonly seed?: number;
  /** Episodes played at once (default 1). */
  readonly concurrency?: number;
}

/** The evaluation scores of one checkpoint (episodes without a score, `error` or `infra`, are left out). */
export interface EpochScores {
  readonly epoch: number;
  readonly label: string;
  readonly agent: string;
  readonly scores: readonly number[];
}

export interface CheckpointEvaluationResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
  /** Per checkpoint, in curve order; empty when interrupted. */
  readonly curve: readonly EpochScores[];
}

/**
 * Evaluation episode j of every checkpoint has the seed of evaluation episode j of trial 0 (the other pathways' first
 * evaluation): the same instances at every epoch, so a checkpoint that learned nothing scores the same, and odd
 * seeds, so they never meet an exploration episode (whose seeds are even).
 */
export function checkpointSeed(seed: number, episode: number): number {
  return episodeSeed(seed, 0, 'eval', episode);
}

/**
 * Plays (or resumes) E episodes of the game's `eval` preset per checkpoint, labelled as the `training` pathway's
 * evaluation episodes with checkpoint x = the epoch, so reports read them like any explore/evaluate run.
 */
export async function evaluateCheckpoints(options: CheckpointEvaluationOptions): Promise<CheckpointEvaluationResult> {
  const { module, checkpoints } = options;
  const evalEpisodes = options.evalEpisodes ?? 3;
  const seed = options.seed ?? 0;
  const params = resolveParams(module.game, 'eval');
  const jobs = checkpoints.flatMap((checkpoint) =>
    Array.from(
      { length: evalEpisodes },
      (_, episode): MatchJob => ({
        ...jobGame(module),
        params,
        seats: [checkpoint.agent],
        seed: checkpointSeed(seed, episode),
        label: {
          type: 'episode',
          game: module.game.id,
          pathway: trainingPathway,
          trial: 0,
          phase: 'eval',
          checkpoint: checkpoint.epoch,
          episode,
        },
      }),
    ),
  );
  const played = new Map<string, MatchRecord>();
  const result = await runMatches(jobs, {
    store: options.store,
    runId: options.runId,
    signal: options.signal,
    models: options.models,
    runner: options.runner,
    concurrency: options.concurrency ?? 1,
    onMatch: (job, record) => {
      if (record) played.set(jobMatchId(job), record);
      options.onMatch?.(job, record);
    },
  });
  if (result.interrupted) return { ...result, curve: [] };
  const curve = checkpoints.map((checkpoint, position): EpochScores => {
    const own = jobs.slice(position * evalEpisodes, (position + 1) * evalEpisodes);
    const scores = own.flatMap((job) => {
      const id = jobMatchId(job);
      const score = (played.get(id) ?? options.store?.getMatch(id))?.end.scores?.[0];
      return typeof score === 'number' && Number.isFinite(score) ? [score] : [];
    });
    return { ...checkpoint, scores };
  });
  return { ...result, curve };
}
