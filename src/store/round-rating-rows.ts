// Round ratings: an anchored run's per-round ratings as measured, stored so reports need not re-rate.
import type Database from 'better-sqlite3';

/** One evolving agent's stored rating in one round of an anchored run (what `measure` computes, without bootstraps). */
export interface RoundRatingRow {
  readonly agent: string;
  readonly round: number;
  readonly rating: number;
  readonly rank: number;
  readonly games: number;
  readonly score: number;
  readonly low?: number;
  readonly high?: number;
}

/** Stores (or replaces) an anchored run's per-round ratings. */
export function saveRoundRatings(db: Database.Database, runId: string, ratings: readonly RoundRatingRow[]): void {
  insertRatings(db, runId, ratings, 'REPLACE');
}

/** Stores the ratings of the (agent, round)s a run has none for yet (an import); returns how many were added. */
export function addRoundRatings(db: Database.Database, runId: string, ratings: readonly RoundRatingRow[]): number {
  return insertRatings(db, runId, ratings, 'IGNORE');
}

function insertRatings(
  db: Database.Database,
  runId: string,
  ratings: readonly RoundRatingRow[],
  conflict: 'REPLACE' | 'IGNORE',
): number {
  const insert = db.prepare(
    `INSERT OR ${conflict} INTO round_ratings (run_id, agent, round, rating, rank, games, score, low, high)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return db.transaction(() => {
    let added = 0;
    for (const r of ratings)
      added += insert.run(
        runId,
        r.agent,
        r.round,
        r.rating,
        r.rank,
        r.games,
        r.score,
        r.low ?? null,
        r.high ?? null,
      ).changes;
    return added;
  })();
}

/** A run's per-round ratings, by agent and round. */
export function listRoundRatings(db: Database.Database, runId: string): RoundRatingRow[] {
  const rows = db.prepare('SELECT * FROM round_ratings WHERE run_id = ? ORDER BY agent, round').all(runId) as (Omit<
    RoundRatingRow,
    'low' | 'high'
  > & { low: number | null; high: number | null })[];
  return rows.map(({ low, high, ...row }) => ({
    agent: row.agent,
    round: row.round,
    rating: row.rating,
    rank: row.rank,
    games: row.games,
    score: row.score,
    ...(low === null || high === null ? {} : { low, high }),
  }));
}
