// Deleting a run: its row, its links to matches, its experience snapshots and round ratings, and the matches (with
// their steps) that no other run holds; a match another run also holds stays, linked to that run only.
import type Database from 'better-sqlite3';

/** What deleting a run removes (or removed), and how many of its matches stay because other runs hold them too. */
export interface RunDeletion {
  readonly matches: number;
  readonly sharedMatches: number;
  readonly snapshots: number;
  readonly roundRatings: number;
}

/** The ids of the run's matches that no other run holds. */
function ownMatches(db: Database.Database, runId: string): string[] {
  const rows = db
    .prepare(
      `SELECT rm.match_id FROM run_matches rm WHERE rm.run_id = @runId
         AND NOT EXISTS (SELECT 1 FROM run_matches other WHERE other.match_id = rm.match_id AND other.run_id != @runId)`,
    )
    .all({ runId }) as { match_id: string }[];
  return rows.map((row) => row.match_id);
}

/** What deleting run `runId` would remove, without changing anything. */
export function runDeletion(db: Database.Database, runId: string): RunDeletion {
  return counted(db, runId, ownMatches(db, runId));
}

/** The counts of a deletion whose own matches are `own`. */
function counted(db: Database.Database, runId: string, own: readonly string[]): RunDeletion {
  const count = (sql: string) => (db.prepare(sql).get(runId) as { n: number }).n;
  return {
    matches: own.length,
    sharedMatches: count('SELECT COUNT(*) AS n FROM run_matches WHERE run_id = ?') - own.length,
    snapshots: count('SELECT COUNT(*) AS n FROM experience_snapshots WHERE run_id = ?'),
    roundRatings: count('SELECT COUNT(*) AS n FROM round_ratings WHERE run_id = ?'),
  };
}

/** Deletes run `runId` and what belongs only to it, in one transaction; returns what was removed. */
export function deleteRun(db: Database.Database, runId: string): RunDeletion {
  return db.transaction(() => {
    const own = ownMatches(db, runId);
    const deletion = counted(db, runId, own);
    db.prepare('DELETE FROM run_matches WHERE run_id = ?').run(runId);
    const deleteSteps = db.prepare('DELETE FROM steps WHERE match_id = ?');
    const deleteMatch = db.prepare('DELETE FROM matches WHERE id = ?');
    for (const id of own) {
      deleteSteps.run(id);
      deleteMatch.run(id);
    }
    db.prepare('DELETE FROM experience_snapshots WHERE run_id = ?').run(runId);
    db.prepare('DELETE FROM round_ratings WHERE run_id = ?').run(runId);
    db.prepare('DELETE FROM runs WHERE id = ?').run(runId);
    return deletion;
  })();
}
