import type { Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { textLabel } from '../core/match-label.js';
import { jobGame, type MatchJob } from '../runner/match-job.js';

export interface RoundRobinOptions {
  readonly module: GameModule;
  readonly params: Params;
  readonly agents: readonly string[];
  /** Matches per unordered pair and seat order. */
  readonly gamesPerPair: number;
  /** Also play every pair with seats swapped, on the same seeds (fair for chance and first-move advantage). */
  readonly swapSeats: boolean;
  readonly seed: number;
  /** Free text labelling every match in the run (stored as given). */
  readonly label?: string;
}

/** Two-seat jobs for every unordered pair of distinct agents. */
export function roundRobin(options: RoundRobinOptions): MatchJob[] {
  const jobs: MatchJob[] = [];
  const { agents, params } = options;
  const version = jobGame(options.module);
  const label = textLabel(options.label);
  for (let first = 0; first < agents.length; first++) {
    for (let second = first + 1; second < agents.length; second++) {
      const pair = [agents[first] as string, agents[second] as string];
      for (let game = 0; game < options.gamesPerPair; game++) {
        const seed = options.seed + game;
        jobs.push({ ...version, params, seats: pair, seed, label });
        if (options.swapSeats)
          jobs.push({ ...version, params, seats: [pair[1] as string, pair[0] as string], seed, label });
      }
    }
  }
  return jobs;
}
