// The Learn2Play suite: every registered hidden-rule game (or those chosen) under the learn2play protocol, one agent
// and one experience per run, described by a spec the CLI builds from flags.

import { z } from 'zod';
import type { GameModule } from '../../core/game-module.js';
import { UsageError } from '../../core/usage-error.js';
import { createExperience } from '../../experience/experience-table.js';
import { findGame, gameModules } from '../../games/registry.js';
import type { RunContext } from '../../runner/run-context.js';
import type { Store } from '../../store/store.js';
import { episodeParams, learn2play, learn2playEpisodeCount, learn2playTrialSeed, trialRuleset } from '../learn2play.js';

/** A validated Learn2Play run. */
export interface Learn2PlayRunSpec {
  readonly suite: 'learn2play';
  readonly agent: string;
  /** The experience spec, e.g. `none` or `reflexion?model=…` (xparena experiences). */
  readonly experience: string;
  readonly games: readonly string[];
  readonly trials: number;
  /** Episodes per trial for every game; absent: 10 for challenge games, 5 for the others. */
  readonly episodes?: number;
  readonly seed: number;
  /** `fresh`: each game and trial plays a variant drawn from its seed (`freshRuleset`); absent: the benchmark's rules. */
  readonly rulesets?: 'fresh';
}

const storedSpecSchema = z.object({
  suite: z.literal('learn2play'),
  agent: z.string(),
  experience: z.string(),
  games: z.array(z.string()),
  trials: z.number().int().positive(),
  episodes: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative(),
  rulesets: z.literal('fresh').optional(),
});

/** The spec a stored run was made with; UsageError when the stored spec is not one. */
export function storedLearn2PlaySpec(stored: unknown): Learn2PlayRunSpec {
  const parsed = storedSpecSchema.safeParse(stored);
  if (!parsed.success) throw new UsageError(`the stored run spec is no Learn2Play spec: ${parsed.error.message}`);
  const { episodes, rulesets, ...spec } = parsed.data;
  return { ...spec, ...(episodes === undefined ? {} : { episodes }), ...(rulesets === undefined ? {} : { rulesets }) };
}

/** What the flags may give; everything but the agent has a default. */
export interface Learn2PlayFlags {
  readonly agent?: string;
  readonly experience?: string;
  readonly games?: string;
  readonly trials?: number;
  readonly episodes?: number;
  readonly seed?: number;
  /** `benchmark` (default) or `fresh`. */
  readonly rulesets?: string;
}

/** The registered hidden-rule games, in registry order. */
export function learn2playGames(): GameModule[] {
  return gameModules.filter((module) => module.game.hiddenRules !== undefined);
}

/** Validates a new run's flags; UsageError says what was wrong and what to give instead. */
export function parseLearn2PlaySpec(flags: Learn2PlayFlags): Learn2PlayRunSpec {
  if (!flags.agent)
    throw new UsageError('give the agent with --agent, e.g. --agent learner or --agent llm:openai/gpt-4o');
  const known = learn2playGames().map((module) => module.game.id);
  if (known.length === 0)
    throw new UsageError('no hidden-rule games are registered yet, so Learn2Play has nothing to run');
  const games = flags.games === undefined ? known : flags.games.split(',').map((game) => game.trim());
  for (const game of games) {
    findGame(game);
    if (!known.includes(game))
      throw new UsageError(`${game} is not a hidden-rule game; Learn2Play games: ${known.join(', ')}`);
  }
  if (new Set(games).size !== games.length) throw new UsageError(`--games names a game twice: ${games.join(',')}`);
  // The last episode's params must be valid for every game (e.g. within its `episode` bounds) before anything is stored.
  for (const game of games) {
    const module = findGame(game);
    episodeParams(module, learn2playEpisodeCount(module, flags.episodes));
  }
  const experience = flags.experience ?? (flags.agent.split('?')[0] === 'learner' ? 'learner' : 'none');
  createExperience(experience);
  if (flags.rulesets !== undefined && flags.rulesets !== 'benchmark' && flags.rulesets !== 'fresh')
    throw new UsageError(
      `--rulesets must be benchmark (the published rules) or fresh (new variants drawn from the seed), got '${flags.rulesets}'`,
    );
  return {
    suite: 'learn2play',
    agent: flags.agent,
    experience,
    games,
    trials: flags.trials ?? 3,
    ...(flags.episodes === undefined ? {} : { episodes: flags.episodes }),
    seed: flags.seed ?? 0,
    ...(flags.rulesets === 'fresh' ? { rulesets: 'fresh' as const } : {}),
  };
}

/**
 * Per game, the variant each trial plays (all 0 under the benchmark's rules); with the run's store, a trial that has
 * stored matches reports the variant they played (what a resumed run keeps), the others the one drawn from its seed.
 */
export function learn2playRulesets(
  spec: Learn2PlayRunSpec,
  run?: { readonly store: Store; readonly runId: string },
): Record<string, number[]> {
  return Object.fromEntries(
    spec.games.map((game) => [
      game,
      Array.from({ length: spec.trials }, (_, trial) =>
        trialRuleset(game, trial, learn2playTrialSeed(spec.seed, trial), spec.rulesets, run),
      ),
    ]),
  );
}

/** Matches the run stores in all: per game, trial and episode, the agent's and the solver's. */
export function learn2playMatchCount(spec: Learn2PlayRunSpec): number {
  return spec.games.reduce(
    (sum, game) => sum + 2 * spec.trials * learn2playEpisodeCount(findGame(game), spec.episodes),
    0,
  );
}

/** Runs (or resumes) every game of the spec in turn; `concurrency` is the trials played at once. */
export async function runLearn2Play(
  spec: Learn2PlayRunSpec,
  options: Omit<RunContext, 'concurrency'> & { readonly trialsAtOnce?: number } = {},
): Promise<{ played: number; skipped: number; interrupted: boolean }> {
  let played = 0;
  let skipped = 0;
  for (const game of spec.games) {
    const result = await learn2play({
      module: findGame(game),
      agent: spec.agent,
      experience: createExperience(spec.experience),
      trials: spec.trials,
      episodes: spec.episodes,
      seed: spec.seed,
      rulesets: spec.rulesets ?? 'benchmark',
      ...options,
    });
    played += result.played;
    skipped += result.skipped;
    if (result.interrupted) return { played, skipped, interrupted: true };
  }
  return { played, skipped, interrupted: false };
}
