// Plays an evaluation's games through the runner, committing each to the store, and plays again what failed for
// infrastructure reasons (up to twice per game); what still fails leaves the submission pending, never scored.
import type { MatchRecord } from '../core/match-record.js';
import { isScored } from '../measure/pairwise-results.js';
import { jobMatchId } from '../runner/match-job.js';
import { runMatches } from '../runner/run-matches.js';
import type { Runner } from '../runner/runner.js';
import type { Store } from '../store/store.js';
import type { ArenaGame } from './arena-jobs.js';

/** Where and how the arena plays its matches. */
export interface ArenaPlayContext {
  /** The main store: matches are committed there (and linked to `runId`), so `xparena view` replays them. */
  readonly store?: Store;
  readonly runId?: string;
  readonly runner?: Runner;
  readonly concurrency?: number;
  readonly signal?: AbortSignal;
}

/** Infrastructure retries per game after its first attempt (AAArena: up to 2 per seat). */
export const infraRetries = 2;

/** The evaluation could not be completed: infrastructure failures outlasted the retries, or it was interrupted. */
export class ArenaInfraError extends Error {
  override readonly name = 'ArenaInfraError';
}

/** A game with the record it ended in (scored: finished, step limit or a forfeit). */
export interface PlayedGame extends ArenaGame {
  readonly record: MatchRecord;
}

/**
 * Plays `games` (a stored scored match is reused, so a re-executed submission replays nothing it finished) and
 * returns them in order with their records; throws ArenaInfraError when some never got a scored result.
 */
export async function playArenaGames(games: readonly ArenaGame[], context: ArenaPlayContext): Promise<PlayedGame[]> {
  const { store, runId } = context;
  const records = new Map<string, MatchRecord>();
  const failures = new Map<string, string>();
  for (const game of games) {
    const id = jobMatchId(game.job);
    const stored = store?.hasMatch(id) ? store.getMatch(id) : undefined;
    if (stored && isScored(stored.end.status)) {
      records.set(id, stored);
      if (runId) store?.linkMatch(runId, id, game.job.label);
    }
  }
  for (let attempt = 0; attempt <= infraRetries; attempt++) {
    const todo = games.filter((game) => !records.has(jobMatchId(game.job)));
    if (todo.length === 0) break;
    if (context.signal?.aborted) break;
    await runMatches(
      todo.map((game) => game.job),
      {
        ...(context.runner ? { runner: context.runner } : {}),
        concurrency: context.concurrency ?? 1,
        ...(context.signal ? { signal: context.signal } : {}),
        onMatch: (job, record) => {
          if (!record) return;
          store?.commitMatch(record, { ...(runId ? { runId } : {}), ...(job.label ? { label: job.label } : {}) });
          if (isScored(record.end.status)) records.set(record.id, record);
          else failures.set(record.id, record.end.message ?? record.end.status);
        },
      },
    );
  }
  const missing = games.filter((game) => !records.has(jobMatchId(game.job)));
  if (missing.length > 0) {
    const reasons = [...new Set(missing.map((game) => failures.get(jobMatchId(game.job)) ?? 'interrupted'))];
    throw new ArenaInfraError(
      `${missing.length} of ${games.length} games got no result after ${infraRetries} retries (${reasons.slice(0, 3).join('; ')}); the submission stays pending and is re-executed on resume without a second charge`,
    );
  }
  return games.map((game) => ({ ...game, record: records.get(jobMatchId(game.job)) as MatchRecord }));
}
