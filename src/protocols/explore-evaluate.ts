import type { ExperienceSnapshot } from '../core/agent.js';
import type { GameModule } from '../core/game-module.js';
import { deepFreeze } from '../core/json.js';
import type { EpisodeLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import { mixSeed } from '../core/rng.js';
import { type Experience, learningTools, snapshot } from '../experience/experience.js';
import { experienceEmbedder, experienceModel } from '../runner/experience-model.js';
import { jobGame, jobMatchId, type MatchJob } from '../runner/match-job.js';
import type { RunContext } from '../runner/run-context.js';
import { runMatches } from '../runner/run-matches.js';
import { learnStep, saveFirstSnapshot } from './learn-step.js';

export interface ExploreEvaluateOptions extends RunContext {
  readonly module: GameModule;
  /** The agent spec that plays every episode, e.g. `learner` or `llm:openai/gpt-4o`. */
  readonly agent: string;
  readonly experience: Experience;
  /** Exploration episodes per trial (N, default 30). */
  readonly episodes?: number;
  /** Exploration episodes between checkpoints (k, default 3). */
  readonly evalEvery?: number;
  /** Evaluation episodes per checkpoint (E, default 3). */
  readonly evalEpisodes?: number;
  /** Independent trials (T, default 3). */
  readonly trials?: number;
  /**
   * `fixed` (default, the paper's): checkpoint x evaluates on the same E instances as every other checkpoint of the
   * trial; `fresh`: each checkpoint draws new ones (the behaviour of runs made before this switch).
   */
  readonly evalSeeds?: EvalSeeds;
  readonly seed?: number;
  /** Trials played at once (default 1); within a trial exploration is sequential. */
  readonly trialsAtOnce?: number;
  /** Evaluation episodes of one checkpoint played at once (default 1). */
  readonly concurrency?: number;
}

/** Whether every checkpoint of a trial evaluates on the same instances (`fixed`) or on new ones (`fresh`). */
export type EvalSeeds = 'fixed' | 'fresh';

/** The evaluation scores of one trial at one checkpoint. */
export interface CheckpointScores {
  readonly trial: number;
  readonly checkpoint: number;
  readonly hash: string;
  readonly scores: readonly number[];
}

export interface ExploreEvaluateResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
  /** Per trial and checkpoint (in order), for the checkpoints reached. */
  readonly curve: readonly CheckpointScores[];
}

/** Checkpoints 0, k, 2k, … and N (also when N is not a multiple of k). */
export function checkpoints(episodes: number, evalEvery: number): number[] {
  const points: number[] = [];
  for (let x = 0; x < episodes; x += evalEvery) points.push(x);
  points.push(episodes);
  return points;
}

/**
 * The seed of an episode. Each (seed, trial, phase, index) is hashed; exploration seeds are then made even and
 * evaluation seeds odd, so the two streams are disjoint by construction. The evaluation index is j with fixed
 * evaluation seeds (the same E instances at every checkpoint), or checkpoint position × E + j with fresh ones.
 */
export function episodeSeed(seed: number, trial: number, phase: 'explore' | 'eval', index: number): number {
  const hashed = mixSeed(mixSeed(mixSeed(seed, 1 + trial), phase === 'explore' ? 1 : 2), index) & 0x7fffffff;
  return phase === 'explore' ? hashed & ~1 : hashed | 1;
}

/**
 * Runs (or resumes) the protocol. Exploration episode i plays with the snapshot learned from episodes 0..i−1 and its
 * record is then learned from; evaluation episodes play with a snapshot and are never learned from. On resume, stored
 * episodes are skipped; a learning step whose snapshot is stored (every checkpoint's, and every one that called a
 * model) is read back, and the others, free and deterministic, are learned again from the stored records.
 */
export async function exploreEvaluate(options: ExploreEvaluateOptions): Promise<ExploreEvaluateResult> {
  const trials = options.trials ?? 3;
  const trialsAtOnce = Math.max(1, Math.min(options.trialsAtOnce ?? 1, trials));
  const totals = { played: 0, skipped: 0, interrupted: false };
  const curves: CheckpointScores[][] = Array.from({ length: trials }, () => []);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < trials && !totals.interrupted) {
      const trial = next++;
      await runTrial(options, trial, totals, curves[trial] as CheckpointScores[]);
    }
  };
  await Promise.all(Array.from({ length: trialsAtOnce }, worker));
  return { ...totals, curve: curves.flat() };
}

async function runTrial(
  options: ExploreEvaluateOptions,
  trial: number,
  totals: { played: number; skipped: number; interrupted: boolean },
  curve: CheckpointScores[],
): Promise<void> {
  const { module, experience, store, runId } = options;
  const episodes = options.episodes ?? 30;
  const evalEvery = options.evalEvery ?? 3;
  const evalEpisodes = options.evalEpisodes ?? 3;
  const seed = options.seed ?? 0;
  const fixedSeeds = (options.evalSeeds ?? 'fixed') === 'fixed';
  const explore = resolveParams(module.game, 'explore');
  const evaluate = resolveParams(module.game, 'eval');
  const points = checkpoints(episodes, evalEvery);
  const label = (phase: EpisodeLabel['phase'], checkpoint: number, episode: number): EpisodeLabel => ({
    type: 'episode',
    game: module.game.id,
    pathway: experience.name,
    trial,
    phase,
    checkpoint,
    episode,
  });
  const job = (
    params: typeof explore,
    experience: ExperienceSnapshot,
    jobSeed: number,
    episodeLabel: EpisodeLabel,
  ): MatchJob => ({
    ...jobGame(module),
    params,
    seats: [options.agent],
    experience: [experience],
    seed: jobSeed,
    label: episodeLabel,
  });
  const play = async (jobs: readonly MatchJob[], concurrency: number): Promise<(MatchRecord | undefined)[] | null> => {
    const records = new Map<string, MatchRecord>();
    const result = await runMatches(jobs, {
      store,
      runId,
      signal: options.signal,
      models: options.models,
      runner: options.runner,
      concurrency,
      onMatch: (played, record) => {
        if (record) records.set(jobMatchId(played), record);
        options.onMatch?.(played, record);
      },
    });
    totals.played += result.played;
    totals.skipped += result.skipped;
    if (result.interrupted) {
      totals.interrupted = true;
      return null;
    }
    return jobs.map((played) => {
      const id = jobMatchId(played);
      return records.get(id) ?? store?.getMatch(id);
    });
  };

  // Frozen: agents (and a later `learn`) can read the experience but never change it in place.
  let state: unknown = deepFreeze(experience.initial());
  const model = experienceModel(module, options.agent, experience.model, options.models);
  const tools = learningTools(experience, model, options.signal, experienceEmbedder(experience.embed, options.models));
  const place = (checkpoint: number) => ({ store, runId, game: module.game.id, trial, checkpoint });
  for (let x = 0; x <= episodes; x++) {
    // With fixed seeds the snapshot's identity includes x: an experience that kept nothing new (`none`) is still a
    // new snapshot, so each checkpoint's evaluation is its own match and label rather than a stored one.
    const current = fixedSeeds ? snapshot(experience, state, x) : snapshot(experience, state);
    const position = points.indexOf(x);
    if (position >= 0) {
      // Later checkpoints' snapshots were stored by the learning step that made them.
      if (x === 0) saveFirstSnapshot(place(0), current);
      const jobs = Array.from({ length: evalEpisodes }, (_, j) =>
        job(
          evaluate,
          current,
          episodeSeed(seed, trial, 'eval', fixedSeeds ? j : position * evalEpisodes + j),
          label('eval', x, j),
        ),
      );
      const records = await play(jobs, options.concurrency ?? 1);
      if (!records) return;
      const scores = records.flatMap((record) => (record?.end.scores ? [record.end.scores[0] ?? 0] : []));
      curve.push({ trial, checkpoint: x, hash: current.hash, scores });
    }
    if (x === episodes) break;
    const checkpoint = Math.floor(x / evalEvery) * evalEvery;
    const records = await play(
      [job(explore, current, episodeSeed(seed, trial, 'explore', x), label('explore', checkpoint, x))],
      1,
    );
    if (!records) return;
    const record = records[0];
    if (!record) throw new Error(`exploration episode ${x} of trial ${trial} has no record to learn from`);
    const learned = await learnStep({
      experience,
      state,
      from: current,
      records: [record],
      tools,
      place: place(x + 1),
      episodes: fixedSeeds ? x + 1 : undefined,
      keep: points.includes(x + 1),
    });
    if (!learned) {
      totals.interrupted = true;
      return;
    }
    state = learned.state;
  }
}
