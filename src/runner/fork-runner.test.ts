import { afterAll, describe, expect, it } from 'vitest';
import { InfraError } from '../core/agent.js';
import { resolveParams } from '../core/params.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { exploreEvaluate } from '../protocols/explore-evaluate.js';
import { roundRobin } from '../protocols/round-robin.js';
import { Store } from '../store/store.js';
import { forkRunner } from './fork-runner.js';
import { localRunner } from './local-runner.js';
import type { MatchJob } from './match-job.js';
import { runMatches } from './run-matches.js';
import type { Runner } from './runner.js';

// The child runs the TypeScript sources, as vitest does here.
const childRunner = forkRunner({ execArgv: ['--import', 'tsx'] });
afterAll(() => childRunner.close());

const kuhn = findGame('kuhn-poker');
const tournament = roundRobin({
  module: kuhn,
  params: resolveParams(kuhn.game, 'match'),
  agents: ['random', 'heuristic', 'mcts?iterations=20'],
  gamesPerPair: 2,
  swapSeats: true,
  seed: 3,
  label: 'kuhn',
});

/** Plays a tournament and an explore/evaluate run (its episodes carry experience snapshots) through `runner`. */
async function playBoth(runner: Runner): Promise<Store> {
  const store = new Store(':memory:');
  store.startRun({ id: 'tournament', kind: 'test', spec: {}, codeVersion: '0' });
  store.startRun({ id: 'learning', kind: 'test', spec: {}, codeVersion: '0' });
  await runMatches(tournament, { store, runId: 'tournament', concurrency: 2, runner });
  await exploreEvaluate({
    module: findGame('trust-evolution'),
    agent: 'learner',
    experience: createExperience('learner'),
    episodes: 4,
    evalEvery: 2,
    evalEpisodes: 2,
    trials: 1,
    seed: 5,
    store,
    runId: 'learning',
    runner,
  });
  return store;
}

/** What a store holds of its matches: every record's stored text, and each run's play order with its labels. */
function stored(store: Store): unknown {
  return {
    records: store.database.prepare('SELECT match_id AS id, record FROM match_records ORDER BY match_id').all(),
    links: store.database.prepare('SELECT run_id, match_id, seq, label FROM run_matches ORDER BY run_id, seq').all(),
  };
}

describe('forkRunner', () => {
  it('stores byte for byte the records localRunner stores for the same jobs', async () => {
    const local = await playBoth(localRunner);
    const forked = await playBoth(childRunner);
    expect(local.records({ runId: 'learning' }).next().value?.seats[0]?.experience).toBeDefined();
    // The tournament's 12 matches and the learning run's 4 exploration and 3 × 2 evaluation episodes.
    expect(local.listMatches()).toHaveLength(tournament.length + 10);
    expect(stored(forked)).toEqual(stored(local));
  }, 60_000);

  it('refuses a job scheduled for another version of its game, before playing anything', async () => {
    const stale: MatchJob = { ...(tournament[0] as MatchJob), version: kuhn.game.version + 1 };
    for (const runner of [localRunner, childRunner]) {
      const store = new Store(':memory:');
      const refused = runMatches([...tournament.slice(0, 2), stale], { store, runner });
      await expect(refused).rejects.toThrow(InfraError);
      await expect(refused).rejects.toThrow(/scheduled for kuhn-poker version/);
      expect(store.listMatches()).toEqual([]);
    }
  });
});
