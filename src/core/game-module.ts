import type { AgentFactory } from './agent.js';
import type { Game, Params } from './game.js';
import type { GameLearner } from './game-learner.js';

/** What a game folder exports: the rules and the game's own baseline agents (at least `heuristic`). */
export interface GameModule {
  // The registry holds games of many state/action types; `any` is confined to this one place.
  // biome-ignore lint/suspicious/noExplicitAny: heterogeneous registry of games
  readonly game: Game<any, any, any>;
  readonly agents: Readonly<Record<string, AgentFactory>>;
  /**
   * Presets whose golden playthrough is kept in the repository (default: every preset). Games with long observations
   * keep one, so the golden files stay small enough to review as diffs.
   */
  readonly goldenPresets?: readonly string[];
  /** How the offline `learner` agent sees this game (default: a bandit over action texts per step). */
  readonly learner?: GameLearner;
  /** The smallest non-zero change of the score on an instance with `params` (NABA's ε; default 1, e.g. one apple). */
  readonly scoreUnit?: (params: Params) => number;
}
