// The offline learner's experience: Monte Carlo value estimates of (context, action feature) pairs per game, updated
// from the discounted return after each step of every exploration episode, in the order the episodes were played.
import {
  initialLearnerState,
  type LearnerState,
  learnerFeatures,
  type ValueEstimate,
} from '../agents/builtin/learner-features.js';
import { collaborates, opponentMove, trustContext, trustContextKeys } from '../agents/builtin/learner-trust.js';
import type { MatchRecord } from '../core/match-record.js';
import type { TrustAction, TrustObservation } from '../games/trust-evolution/trust-evolution-game.js';
import { type EpisodeStep, episodeSteps, isLearnable } from './episode-steps.js';
import type { ExperienceMechanism, LearnResult } from './experience-mechanism.js';

/** Adds the records' episodes to the estimates; never mutates `state` (deterministic: same records, same state). */
export function learnValues(state: LearnerState, records: readonly MatchRecord[]): LearnResult<LearnerState> {
  const games: Record<string, Record<string, Record<string, ValueEstimate>>> = {};
  for (const [game, contexts] of Object.entries(state.games)) {
    games[game] = Object.fromEntries(Object.entries(contexts).map(([context, values]) => [context, { ...values }]));
  }
  let episodes = state.episodes;
  for (const record of records) {
    if (!isLearnable(record)) continue;
    const features = learnerFeatures(record.game);
    games[record.game] ??= {};
    const table = games[record.game] as Record<string, Record<string, ValueEstimate>>;
    const steps = episodeSteps(record);
    if (record.game === 'trust-evolution') {
      learnOpponent(table, steps);
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

/** Trust evolution: counts how often the opponent collaborated in each context (its move is read from the payoff). */
function learnOpponent(table: Record<string, Record<string, ValueEstimate>>, steps: readonly EpisodeStep[]): void {
  for (const step of steps) {
    const own = step.action as TrustAction;
    if (own === 'END' || own === 'none' || step.reward === undefined) continue;
    const observation = step.observation as TrustObservation;
    const observed = opponentMove(own, step.reward) === 'collaborate' ? 1 : 0;
    for (const key of trustContextKeys(trustContext(observation), observation.rounds)) {
      table[key] ??= {};
      const values = table[key] as Record<string, ValueEstimate>;
      const [visits, mean] = values[collaborates] ?? [0, 0];
      values[collaborates] = [visits + 1, mean + (observed - mean) / (visits + 1)];
    }
  }
}

/** The `learner` mechanism (used with the `learner` agent; it adds nothing to a prompt). */
export function learnerExperience(): ExperienceMechanism<LearnerState> {
  return {
    kind: 'learner',
    version: 1,
    initial: initialLearnerState,
    learn: (state, records) => learnValues(state, records),
  };
}
