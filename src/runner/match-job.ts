import type { ExperienceSnapshot } from '../core/agent.js';
import type { Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import type { MatchLabel } from '../core/match-label.js';
import { type MatchSpec, matchId } from '../core/match-record.js';

/** One match to play: the game, resolved parameters, one agent spec per seat, a seed and a label for reports. */
export interface MatchJob {
  readonly module: GameModule;
  readonly params: Params;
  readonly seats: readonly string[];
  /** Per seat, the experience snapshot it plays with (undefined for none). */
  readonly experience?: readonly (ExperienceSnapshot | undefined)[];
  readonly seed: number;
  /** Where the match sits in its run (stored with the run's link to it), e.g. an episode or a tournament's text. */
  readonly label?: MatchLabel;
}

/** The spec that identifies a job's match (its id is a hash of it). */
export function jobSpec(job: MatchJob): MatchSpec {
  return {
    game: job.module.game.id,
    version: job.module.game.version,
    params: job.params,
    seats: job.seats,
    experience: job.seats.map((_, seat) => job.experience?.[seat]?.hash ?? null),
    seed: job.seed,
  };
}

/** The id the job's match will have once played. */
export function jobMatchId(job: MatchJob): string {
  return matchId(jobSpec(job));
}
