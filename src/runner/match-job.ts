// A match job is plain JSON, so it can be queued or sent to another process and played there with the same result;
// the runner that plays it resolves the game from the registry.
import type { ExperienceSnapshot } from '../core/agent.js';
import { InfraError } from '../core/agent.js';
import type { InvalidActionPolicy, Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import type { MatchLabel } from '../core/match-label.js';
import { type MatchSpec, matchId } from '../core/match-record.js';
import { distinctInvalidPolicy } from '../core/play-match.js';
import { gameModules } from '../games/registry.js';

/** One match to play: the game and version, resolved parameters, one agent spec per seat, a seed and a label. */
export interface MatchJob {
  /** The registered game's id. */
  readonly game: string;
  /** The game version the job was scheduled for; a runner refuses the job when the registered game differs. */
  readonly version: number;
  readonly params: Params;
  readonly seats: readonly string[];
  /** Per seat, the experience snapshot it plays with (null for none). */
  readonly experience?: readonly (ExperienceSnapshot | null)[];
  readonly seed: number;
  /** Where the match sits in its run (stored with the run's link to it), e.g. an episode or a tournament's text. */
  readonly label?: MatchLabel;
  /** The invalid-action policy, only when it is not the game's own rule (see distinctInvalidPolicy): part of the id. */
  readonly invalid?: InvalidActionPolicy;
}

/** The spec that identifies a job's match (its id is a hash of it). */
export function jobSpec(job: MatchJob): MatchSpec {
  // As playMatch records it: a policy equal to the game's own rule is no part of the match's identity.
  const module = job.invalid && gameModules.find((candidate) => candidate.game.id === job.game);
  const invalid = module ? distinctInvalidPolicy(module.game, job.params, job.invalid) : job.invalid;
  return {
    game: job.game,
    version: job.version,
    params: job.params,
    seats: job.seats,
    experience: job.seats.map((_, seat) => job.experience?.[seat]?.hash ?? null),
    seed: job.seed,
    ...(invalid ? { invalid } : {}),
  };
}

/** The id the job's match will have once played. */
export function jobMatchId(job: MatchJob): string {
  return matchId(jobSpec(job));
}

/** The `game` and `version` fields of a job of `module`'s game. */
export function jobGame(module: GameModule): Pick<MatchJob, 'game' | 'version'> {
  return { game: module.game.id, version: module.game.version };
}

/**
 * The registered module that plays `job`; throws InfraError (a refused job, never a player's loss) when the game is
 * unknown here or its version differs from the one the job was scheduled for.
 */
export function jobModule(job: MatchJob): GameModule {
  const module = gameModules.find((candidate) => candidate.game.id === job.game);
  if (!module) throw new InfraError(`job refused: game '${job.game}' is not registered in this runner`);
  if (module.game.version !== job.version) {
    throw new InfraError(
      `job refused: it was scheduled for ${job.game} version ${job.version}, but this runner has version ${module.game.version}; run it with the code version that scheduled it`,
    );
  }
  return module;
}
