// The matches of the candidate against pool programs: which seats it plays (both in symmetric games, the role
// complementary to the opponent's in two-role games) and on which seed, the same for every snapshot.
import type { ArenaOpponent } from '../core/arena-tools.js';
import { hashText } from '../core/json.js';
import type { MatchJob } from '../runner/match-job.js';
import { type ArenaPool, opponentSpec } from './arena-pool.js';

/** One game of the candidate against a pool program. */
export interface ArenaGame {
  readonly opponent: ArenaOpponent;
  /** The candidate's seat. */
  readonly seat: number;
  readonly job: MatchJob;
}

/**
 * The seed of the game against `opponent` with the candidate in `seat`: a hash of the game, the opponent, the seat
 * and the run's base seed, so every snapshot meets the same opponent in the same seat on the same seed.
 */
export function arenaSeed(game: string, opponent: string, seat: number, baseSeed: number): number {
  return Number.parseInt(hashText(JSON.stringify([game, opponent, seat, baseSeed]), 8), 16);
}

/** The candidate's seats against `opponent`: both in a symmetric game, the other role in a two-role game. */
export function candidateSeats(opponent: ArenaOpponent): readonly number[] {
  return opponent.role === undefined ? [0, 1] : [1 - opponent.role];
}

/** The games of `candidate` (an agent spec) against each of `opponents`, in their order, seat 0 first. */
export function arenaGames(
  pool: ArenaPool,
  candidate: string,
  opponents: readonly ArenaOpponent[],
  baseSeed: number,
  label: string,
): ArenaGame[] {
  return opponents.flatMap((opponent) =>
    candidateSeats(opponent).map((seat) => {
      const other = opponentSpec(pool, opponent.id);
      const job: MatchJob = {
        game: pool.game,
        version: pool.module.game.version,
        params: pool.params,
        seats: seat === 0 ? [candidate, other] : [other, candidate],
        seed: arenaSeed(pool.game, opponent.id, seat, baseSeed),
        label: { type: 'text', text: `${label} vs ${opponent.id}, seat ${seat}` },
      };
      return { opponent, seat, job };
    }),
  );
}
