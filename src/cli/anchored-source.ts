// Where an anchored run's inputs and results come from in the store: the frozen anchor pool (a pool file or a stored
// run calibrated into one) and the run's labelled matches.
import { existsSync } from 'node:fs';
import { UsageError } from '../core/usage-error.js';
import { calibratePool } from '../measure/calibrate-pool.js';
import { pairwiseResults } from '../measure/pairwise-results.js';
import type { RatingPool } from '../measure/rating-pool.js';
import type { AnchoredMatch } from '../measure/round-ratings.js';
import { resolveRun, tournamentRun } from '../runs/latest-run.js';
import { recordsLabelled } from '../runs/run-labels.js';
import type { Store } from '../store/store.js';
import { readPoolFile } from './read-pool.js';

/** The anchors' frozen ratings: a pool file, or a stored run's agents calibrated on this game's matches. */
export function loadAnchors(store: Store, source: string, game: string): RatingPool {
  if (source.endsWith('.json') || existsSync(source)) {
    const pool = readPoolFile(source);
    if (pool.game && pool.game !== game)
      throw new UsageError(`${source} is a pool for ${pool.game}, not ${game}: calibrate one on ${game}`);
    return pool;
  }
  // `latest` means the latest tournament: an evolve run is never its own anchor pool.
  const runId = resolveRun(store, source, tournamentRun);
  const results = pairwiseResults(store.listMatches({ runId, game }));
  if (results.length === 0)
    throw new UsageError(
      `run ${runId} holds no scored ${game} match between two agents: anchor on a tournament, e.g. \`xparena tournament ${game} -a random -a heuristic\``,
    );
  return { ...calibratePool(results, { mean: 1500 }), game };
}

/** The run's anchored-protocol matches with their labels. */
export function anchoredMatches(store: Store, runId: string): AnchoredMatch[] {
  return recordsLabelled(store, runId, 'anchored');
}
