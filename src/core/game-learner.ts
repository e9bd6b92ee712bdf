// A game's optional facet for the offline `learner` agent: the features its value bandit generalises over, or a model
// of the game's own that learns and plans instead. A game without one is learned by a bandit over action texts.
import type { Turn } from './agent.js';
import type { Rng } from './rng.js';

/** A running mean: [visits, mean return]. */
export type ValueEstimate = readonly [number, number];

/** One game's estimates, per context, per action feature (the learner's experience keeps one per game). */
export type LearnerTable = Readonly<Record<string, Readonly<Record<string, ValueEstimate>>>>;

/** One step of the learning seat in a stored episode, as the learner reads it. */
export interface LearnerStep {
  readonly step: number;
  readonly observation: unknown;
  readonly action: unknown;
  /** The action in the game's text form. */
  readonly answer: string;
  readonly reward?: number;
}

/** How the bandit sees a game: a context of the observation, a key per action, and the return's discount. */
export interface LearnerFeatures {
  readonly type: 'features';
  readonly name: string;
  readonly discount: number;
  context(observation: unknown, step: number): string;
  /** The action's feature key; null for actions the learner never chooses (e.g. END). */
  actionKey(observation: unknown, action: unknown, text: string): string | null;
}

/** A game's own model: it learns its table from episodes and chooses actions from it, in place of the bandit. */
export interface LearnerModel {
  readonly type: 'model';
  readonly name: string;
  /** Adds one episode's steps to `table` (the only thing it mutates), in step order. */
  learn(table: Record<string, Record<string, ValueEstimate>>, steps: readonly LearnerStep[]): void;
  /** The action for `turn`; draws only from `rng`, so a seeded learner replays exactly. */
  choose(table: LearnerTable, turn: Turn, rng: Rng, epsilon: number): unknown;
}

/** The learner facet of a game module. */
export type GameLearner = LearnerFeatures | LearnerModel;
