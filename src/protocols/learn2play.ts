// The Learn2Play protocol: per trial, a sequence of episodes of one hidden-rule game whose rules the trial's seed fixes;
// the agent's experience learns after each episode and carries to the next, and the game's reference solver plays
// every same (seed, episode) so scores can be normalised from the run alone.

import type { Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { episodeParam, type HiddenRuleInfo, rulesetParam } from '../core/hidden-rules.js';
import { deepFreeze } from '../core/json.js';
import type { Learn2PlayLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import { mixSeed } from '../core/rng.js';
import { UsageError } from '../core/usage-error.js';
import { type Experience, learningTools, snapshot } from '../experience/experience.js';
import { freshRuleset } from '../games/hidden-rules/fresh-ruleset.js';
import { experienceEmbedder, experienceModel } from '../runner/experience-model.js';
import { jobGame, jobMatchId, type MatchJob } from '../runner/match-job.js';
import type { RunContext } from '../runner/run-context.js';
import { runMatches } from '../runner/run-matches.js';
import { learnStep, saveFirstSnapshot } from './learn-step.js';

export interface Learn2PlayOptions extends RunContext {
  /** A hidden-rule game (its `game.hiddenRules` is set). */
  readonly module: GameModule;
  /** The agent spec that plays every episode. */
  readonly agent: string;
  /** What the agent carries across episodes; `none` is the naive control. */
  readonly experience: Experience;
  /** Independent trials (default 3). */
  readonly trials?: number;
  /** Episodes per trial (default 10 for challenge games, else 5). */
  readonly episodes?: number;
  readonly seed?: number;
  /** `benchmark` (default): the game's published rules; `fresh`: each trial a variant drawn from its seed. */
  readonly rulesets?: 'benchmark' | 'fresh';
  /** Trials played at once (default 1); within a trial the episodes are sequential. */
  readonly trialsAtOnce?: number;
}

export interface Learn2PlayResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
}

/** The hidden-rule facet of `module`; UsageError naming the game when it has none. */
export function hiddenRulesOf(module: GameModule): HiddenRuleInfo {
  const info = module.game.hiddenRules;
  if (!info) throw new UsageError(`${module.game.id} is not a hidden-rule game, so Learn2Play cannot run it`);
  return info;
}

/** Episodes per trial: the override, else 10 for a challenge game and 5 for the others. */
export function learn2playEpisodeCount(module: GameModule, episodes?: number): number {
  return episodes ?? (hiddenRulesOf(module).challenge ? 10 : 5);
}

/**
 * The seed of a trial, which fixes the game's hidden rules for all its episodes: a hash of the run's seed plus the
 * trial (mod 2³¹), so the trials of a run always get distinct seeds.
 */
export function learn2playTrialSeed(seed: number, trial: number): number {
  return ((mixSeed(seed, 0x4c32) & 0x7fffffff) + trial) % 0x80000000;
}

/** The game's default parameters with the episode number (and the variant, when not the benchmark's) set. */
export function episodeParams(module: GameModule, episode: number, ruleset = 0): Params {
  const variant: Params = ruleset === 0 ? {} : { [rulesetParam]: ruleset };
  return resolveParams(module.game, undefined, { [episodeParam]: episode, ...variant });
}

/**
 * Runs (or resumes) the protocol on one game. Episode e of a trial plays with the experience learned from episodes
 * 1..e−1 and is then learned from; the solver's episode is never learned from. On resume, stored episodes are skipped and
 * learning steps are read back or, when free and deterministic, learned again from the stored records.
 */
export async function learn2play(options: Learn2PlayOptions): Promise<Learn2PlayResult> {
  hiddenRulesOf(options.module);
  const trials = options.trials ?? 3;
  const totals = { played: 0, skipped: 0, interrupted: false };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < trials && !totals.interrupted) await runTrial(options, next++, totals);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.trialsAtOnce ?? 1, trials)) }, worker));
  return totals;
}

/**
 * The variant trial `trial` of `game` plays: 0 under the benchmark's rules; under fresh rules the one its matches
 * stored in `run` played (so a resumed run keeps it whatever the ladder judges now: a kit's bands can change without
 * the game's version), else the one drawn from the trial's seed `trialSeed`.
 */
export function trialRuleset(
  game: string,
  trial: number,
  trialSeed: number,
  rulesets: Learn2PlayOptions['rulesets'],
  run: Pick<RunContext, 'store' | 'runId'> = {},
): number {
  if (rulesets !== 'fresh') return 0;
  const stored = run.runId ? run.store?.trialMatchParams(run.runId, 'learn2play', game, trial) : undefined;
  const ruleset = stored?.[rulesetParam];
  return typeof ruleset === 'number' && ruleset > 0 ? ruleset : freshRuleset(game, trialSeed);
}

async function runTrial(
  options: Learn2PlayOptions,
  trial: number,
  totals: { played: number; skipped: number; interrupted: boolean },
): Promise<void> {
  const { module, experience, store, runId } = options;
  const info = hiddenRulesOf(module);
  const episodes = learn2playEpisodeCount(module, options.episodes);
  const seed = learn2playTrialSeed(options.seed ?? 0, trial);
  const ruleset = trialRuleset(module.game.id, trial, seed, options.rulesets, options);
  const label = (episode: number, role: Learn2PlayLabel['role']): Learn2PlayLabel => ({
    type: 'learn2play',
    game: module.game.id,
    experience: experience.name,
    trial,
    episode,
    role,
  });
  // Frozen: agents (and a later `learn`) can read the experience but never change it in place.
  let state: unknown = deepFreeze(experience.initial());
  const model = experienceModel(module, options.agent, experience.model, options.models);
  const tools = learningTools(experience, model, options.signal, experienceEmbedder(experience.embed, options.models));
  const place = (checkpoint: number) => ({ store, runId, game: module.game.id, trial, checkpoint });
  for (let episode = 1; episode <= episodes; episode++) {
    const current = snapshot(experience, state);
    if (episode === 1) saveFirstSnapshot(place(0), current);
    const params = episodeParams(module, episode, ruleset);
    const jobs: MatchJob[] = [
      {
        ...jobGame(module),
        params,
        seats: [options.agent],
        experience: [current],
        seed,
        label: label(episode, 'agent'),
      },
      { ...jobGame(module), params, seats: [info.solver], seed, label: label(episode, 'reference') },
    ];
    const records = new Map<string, MatchRecord>();
    const result = await runMatches(jobs, {
      store,
      runId,
      signal: options.signal,
      models: options.models,
      runner: options.runner,
      concurrency: 2,
      onMatch: (played, record) => {
        if (record) records.set(jobMatchId(played), record);
        options.onMatch?.(played, record);
      },
    });
    totals.played += result.played;
    totals.skipped += result.skipped;
    if (result.interrupted) {
      totals.interrupted = true;
      return;
    }
    // Nothing learns from the last episode: no later episode would use it.
    if (episode === episodes) break;
    const id = jobMatchId(jobs[0] as MatchJob);
    const record = records.get(id) ?? store?.getMatch(id);
    if (!record)
      throw new Error(`episode ${episode} of trial ${trial} on ${module.game.id} has no record to learn from`);
    const learned = await learnStep({
      experience,
      state,
      from: current,
      records: [record],
      tools,
      place: place(episode),
      keep: false,
    });
    if (!learned) {
      totals.interrupted = true;
      return;
    }
    state = learned.state;
  }
}

/** What the metrics need of a registered hidden-rule game (see learn2playMetrics). */
export function learn2playGameInfo(module: GameModule): { challenge: boolean; variation: 'fixed' | 'reshuffled' } {
  const { challenge, variation } = hiddenRulesOf(module);
  return { challenge, variation };
}
