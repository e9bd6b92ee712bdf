// A full evaluation: the candidate against every program of the frozen pool, rated by the fixed-pool Bradley–Terry
// fit against the sealed Elos (one virtual draw against the pool's mean), with its rank, record and worst opponents.
import type { FullEvaluationResult, OpponentRecord } from '../core/arena-tools.js';
import { fixedPoolInterval, fixedPoolRating } from '../measure/fixed-pool-rating.js';
import { arenaGames } from './arena-jobs.js';
import type { ArenaPool } from './arena-pool.js';
import { type ArenaPlayContext, playArenaGames } from './play-arena-games.js';
import { gameOutcome } from './seat-outcome.js';

/** How many of its worst opponents a full evaluation names (AAArena shows the model 12). */
export const worstShown = 12;

export interface FullEvaluationInput {
  readonly pool: ArenaPool;
  /** The candidate's agent spec, `program:<snapshot dir>[?limits]`. */
  readonly candidate: string;
  readonly baseSeed: number;
  readonly baseline: boolean;
  /** Labels the matches. */
  readonly submissionId: string;
}

/** Plays the whole pool and rates the candidate; throws ArenaInfraError when infrastructure failures outlast retries. */
export async function fullEvaluation(
  input: FullEvaluationInput,
  context: ArenaPlayContext,
): Promise<FullEvaluationResult> {
  const { pool } = input;
  const games = arenaGames(pool, input.candidate, pool.opponents, input.baseSeed, `full ${input.submissionId}`);
  const played = await playArenaGames(games, context).then((list) =>
    list.map((game) => ({ ...game, result: gameOutcome(game.record, game.seat) })),
  );
  const poolGames = played.map(({ opponent, result }) => ({ score: result.points, opponent: opponent.elo }));
  const elo = fixedPoolRating(poolGames, pool.mean);
  const interval = fixedPoolInterval(poolGames, pool.mean);
  const opponents: OpponentRecord[] = pool.opponents.map((opponent) => {
    const against = played.filter((game) => game.opponent.id === opponent.id);
    return {
      opponent: opponent.id,
      rank: opponent.rank,
      elo: opponent.elo,
      games: against.length,
      score: against.reduce((sum, game) => sum + game.result.points, 0),
    };
  });
  const count = (outcome: string) => played.filter((game) => game.result.outcome === outcome).length;
  const points = played.reduce((sum, game) => sum + game.result.points, 0);
  return {
    kind: 'full',
    baseline: input.baseline,
    elo: round(elo),
    interval: [round(interval.low), round(interval.high)],
    rank: 1 + pool.opponents.filter((opponent) => opponent.elo > elo).length,
    poolSize: pool.opponents.length,
    wins: count('win'),
    draws: count('draw'),
    losses: count('loss'),
    candidateErrors: played.filter((game) => game.result.erred.candidate).length,
    opponentErrors: played.filter((game) => game.result.erred.opponent).length,
    winRate: played.length === 0 ? 0 : round(points / played.length, 4),
    opponents,
    worst: [...opponents]
      .filter((record) => record.games > 0)
      .sort((a, b) => a.score / a.games - b.score / b.games || a.rank - b.rank || (a.opponent < b.opponent ? -1 : 1))
      .slice(0, worstShown),
  };
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
