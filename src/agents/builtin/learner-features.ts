// What the offline learner keeps per game: value estimates of (context, action feature) pairs, learned from the
// discounted return that followed them in exploration episodes. Each game's own learner facet decides what generalises.
import type { GameLearner, LearnerFeatures, LearnerTable } from '../../core/game-learner.js';
import { gameModules } from '../../games/registry.js';

/** Value estimates per game, per context, per action feature. */
export interface LearnerState {
  readonly games: Readonly<Record<string, LearnerTable>>;
  /** Exploration episodes learned from. */
  readonly episodes: number;
}

/** Any game without a learner facet: a bandit over action texts per step (weak, but it learns which answers tend to pay). */
export const genericLearnerFeatures: LearnerFeatures = {
  type: 'features',
  name: 'action-text-bandit',
  discount: 0.9,
  context: (_observation, step) => String(Math.min(step, 5)),
  actionKey: (_observation, _action, text) => (text === 'END' ? null : text),
};

/** How the learner sees game `gameId`: the game module's learner facet, or the generic bandit. */
export function gameLearner(gameId: string): GameLearner {
  return gameModules.find((module) => module.game.id === gameId)?.learner ?? genericLearnerFeatures;
}

/** The learner's empty state. */
export function initialLearnerState(): LearnerState {
  return { games: {}, episodes: 0 };
}
