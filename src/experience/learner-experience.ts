// The offline learner's experience: Monte Carlo value estimates of (context, action feature) pairs per game, updated
// from the discounted return after each step of every exploration episode, in the order the episodes were played.
import { gameLearner, initialLearnerState, type LearnerState } from '../agents/builtin/learner-features.js';
import type { ValueEstimate } from '../core/game-learner.js';
import type { MatchRecord } from '../core/match-record.js';
import { episodeSteps, isLearnable } from './episode-steps.js';
import type { Experience, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** Adds the records' episodes to the estimates; never mutates `state` (deterministic: same records, same state). */
export function learnValues(state: LearnerState, records: readonly MatchRecord[]): LearnResult<LearnerState> {
  const games: Record<string, Record<string, Record<string, ValueEstimate>>> = {};
  for (const [game, contexts] of Object.entries(state.games)) {
    games[game] = Object.fromEntries(Object.entries(contexts).map(([context, values]) => [context, { ...values }]));
  }
  let episodes = state.episodes;
  for (const record of records) {
    if (!isLearnable(record)) continue;
    const features = gameLearner(record.game);
    games[record.game] ??= {};
    const table = games[record.game] as Record<string, Record<string, ValueEstimate>>;
    const steps = episodeSteps(record);
    if (features.type === 'model') {
      features.learn(table, steps);
      episodes++;
      continue;
    }
    let ret = 0;
    for (let index = steps.length - 1; index >= 0; index--) {
      const step = steps[index] as (typeof steps)[number];
      ret = (step.reward ?? 0) + features.discount * ret;
      const key = features.actionKey(step.observation, step.action, step.answer);
      if (key === null) continue;
      const context = features.context(step.observation, step.step);
      table[context] ??= {};
      const values = table[context] as Record<string, ValueEstimate>;
      const [visits, mean] = values[key] ?? [0, 0];
      values[key] = [visits + 1, mean + (ret - mean) / (visits + 1)];
    }
    episodes++;
  }
  return { state: { games, episodes } };
}

/** The `learner` experience (used with the `learner` agent; it adds nothing to a prompt). */
export function learnerExperience(): Experience<LearnerState> {
  return {
    name: 'learner',
    version: 1,
    initial: initialLearnerState,
    learn: (state, records) => learnValues(state, records),
  };
}

/** `learner`: the offline learner's value estimates. */
export const learnerKind: ExperienceKind<Record<string, never>> = {
  name: 'learner',
  summary: 'Monte Carlo value estimates of (context, action) pairs, read by the learner agent',
  options: {},
  create: () => learnerExperience() as Experience,
};
