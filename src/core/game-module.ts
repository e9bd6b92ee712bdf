import type { AgentFactory } from './agent.js';
import type { Game } from './game.js';

/** What a game folder exports: the rules and the game's own baseline agents (at least `heuristic`). */
export interface GameModule {
  // The registry holds games of many state/action types; `any` is confined to this one place.
  // biome-ignore lint/suspicious/noExplicitAny: heterogeneous registry of games
  readonly game: Game<any, any, any>;
  readonly agents: Readonly<Record<string, AgentFactory>>;
}
