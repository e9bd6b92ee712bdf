// A store with real runs for the viewer's tests: a kuhn-poker tournament, an S³Gym explore/evaluate run of the
// offline learner (with experience snapshots) and snake episodes long enough to page through.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveParams } from '../core/params.js';
import { findGame } from '../games/registry.js';
import { episodes } from '../protocols/episodes.js';
import { roundRobin } from '../protocols/round-robin.js';
import { parseS3gymRunSpec, runS3gym } from '../protocols/suites/s3gym-suite.js';
import { runMatches } from '../runner/run-matches.js';
import { Store } from '../store/store.js';
import type { createViewerApp } from './viewer-server.js';

/** Ids of the fixture's runs. */
export const fixtureRuns = { tournament: 'tournament-fixture', s3gym: 's3gym-fixture', episodes: 'episodes-fixture' };

/** Creates a home directory whose store holds the fixture runs; returns the home and the open store. */
export async function viewerFixture(): Promise<{ home: string; store: Store }> {
  const home = mkdtempSync(join(tmpdir(), 'xparena-viewer-'));
  const store = new Store(join(home, 'xparena.db'));
  const kuhn = findGame('kuhn-poker');
  const tournament = {
    game: 'kuhn-poker',
    params: resolveParams(kuhn.game, 'match'),
    agents: ['random', 'heuristic', 'mcts?iterations=50'],
    gamesPerPair: 3,
    swapSeats: true,
    seed: 0,
  };
  store.startRun({ id: fixtureRuns.tournament, kind: 'tournament', spec: tournament, codeVersion: 'test' });
  await runMatches(roundRobin({ module: kuhn, ...tournament, label: 'kuhn-poker tournament' }), {
    store,
    runId: fixtureRuns.tournament,
  });
  store.finishRun(fixtureRuns.tournament, 'finished');

  const s3gym = parseS3gymRunSpec({
    agent: 'learner',
    games: ['trust-evolution'],
    episodes: 4,
    evalEvery: 2,
    evalEpisodes: 2,
    trials: 2,
  });
  store.startRun({ id: fixtureRuns.s3gym, kind: 's3gym', spec: s3gym, codeVersion: 'test' });
  await runS3gym(s3gym, { store, runId: fixtureRuns.s3gym });
  store.finishRun(fixtureRuns.s3gym, 'finished');

  const snake = findGame('snake');
  const spec = {
    game: 'snake',
    params: resolveParams(snake.game, 'eval'),
    agents: ['heuristic'],
    episodes: 2,
    seed: 5,
  };
  store.startRun({ id: fixtureRuns.episodes, kind: 'episodes', spec, codeVersion: 'test' });
  await runMatches(episodes({ module: snake, ...spec }), { store, runId: fixtureRuns.episodes });
  store.finishRun(fixtureRuns.episodes, 'finished');
  return { home, store };
}

/** The id of the run `storeTetrisRun` stores. */
export const tetrisRun = 'tetris-fixture';

/** Stores run `tetris-fixture` in `store`: one tetris episode of the heuristic (it clears rows); returns its match id. */
export async function storeTetrisRun(store: Store): Promise<string> {
  const tetris = findGame('tetris');
  const spec = {
    game: 'tetris',
    params: resolveParams(tetris.game, 'eval'),
    agents: ['heuristic'],
    episodes: 1,
    seed: 2,
  };
  store.startRun({ id: tetrisRun, kind: 'episodes', spec, codeVersion: 'test' });
  await runMatches(episodes({ module: tetris, ...spec }), { store, runId: tetrisRun });
  store.finishRun(tetrisRun, 'finished');
  return store.listMatches({ runId: tetrisRun })[0]?.id ?? '';
}

/** GETs `path` from a viewer app and parses the JSON answer. */
export async function requestJson<T>(
  app: ReturnType<typeof createViewerApp>,
  path: string,
): Promise<{ status: number; body: T }> {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as T };
}
