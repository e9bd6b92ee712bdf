import type { Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { textLabel } from '../core/match-label.js';
import { jobGame, type MatchJob } from '../runner/match-job.js';

export interface EpisodesOptions {
  readonly module: GameModule;
  readonly params: Params;
  readonly agents: readonly string[];
  readonly episodes: number;
  /** Episode `i` uses seed `seed + i`, the same for every agent, so agents face identical instances. */
  readonly seed: number;
  /** Free text labelling every episode in the run (stored as given). */
  readonly label?: string;
}

/** Single-seat jobs: every agent plays the same seeded episodes. */
export function episodes(options: EpisodesOptions): MatchJob[] {
  return options.agents.flatMap((agent) =>
    Array.from({ length: options.episodes }, (_, index) => ({
      ...jobGame(options.module),
      params: options.params,
      seats: [agent],
      seed: options.seed + index,
      label: textLabel(options.label),
    })),
  );
}
