import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchoredMatches } from '../cli/anchored-source.js';
import { resolveParams } from '../core/params.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { leaderboard } from '../measure/leaderboard.js';
import { pairwiseResults } from '../measure/pairwise-results.js';
import { roundRatings } from '../measure/round-ratings.js';
import { anchored } from '../protocols/anchored.js';
import { Store } from '../store/store.js';

import { fixtureRuns, requestJson, viewerFixture } from './test-viewer-store.js';
import type { Page, RunDetail, RunSummary } from './viewer-api.js';
import { createViewerApp } from './viewer-server.js';

let store: Store;
let app: ReturnType<typeof createViewerApp>;

beforeAll(async () => {
  const fixture = await viewerFixture();
  store = fixture.store;
  app = createViewerApp(store, { home: fixture.home, staticDir: fixture.home });
});
afterAll(() => store.close());

const get = <T>(path: string) => requestJson<T>(app, path);

describe('run routes', () => {
  it('lists runs newest first with their games, agents, cost and planned matches', async () => {
    const { status, body } = await get<Page<RunSummary>>('/api/runs');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, offset: 0, limit: 50 });
    expect(body.items.map((run) => run.id)).toEqual([fixtureRuns.episodes, fixtureRuns.s3gym, fixtureRuns.tournament]);
    const tournament = body.items.find((run) => run.id === fixtureRuns.tournament);
    expect(tournament).toMatchObject({
      kind: 'tournament',
      status: 'finished',
      matches: 18,
      planned: 18,
      games: ['kuhn-poker'],
      agents: ['heuristic', 'mcts?iterations=50', 'random'],
      costUsd: 0,
    });
    const s3gym = body.items.find((run) => run.id === fixtureRuns.s3gym);
    expect(s3gym).toMatchObject({ kind: 's3gym', matches: 20, planned: 20, agents: ['learner'] });
  });

  it('pages runs with offset and limit', async () => {
    const { body } = await get<Page<RunSummary>>('/api/runs?offset=1&limit=1');
    expect(body).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(body.items.map((run) => run.id)).toEqual([fixtureRuns.s3gym]);
    expect((await get<Page<RunSummary>>('/api/runs?offset=3')).body.items).toEqual([]);
  });

  it('answers 400 for bad paging values', async () => {
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'offset=abc', 'limit=1.5']) {
      const { status, body } = await get<{ error: string }>(`/api/runs?${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatch(/must be an integer/);
    }
  });

  it('gives a tournament its leaderboard and head-to-head as the tournament command rates them', async () => {
    const { status, body } = await get<RunDetail>(`/api/runs/${fixtureRuns.tournament}`);
    expect(status).toBe(200);
    expect(body.spec).toMatchObject({ game: 'kuhn-poker', gamesPerPair: 3 });
    expect(body.curve).toBeUndefined();
    const expected = leaderboard(pairwiseResults([...store.records({ runId: fixtureRuns.tournament })]), {
      type: 'glicko2',
    });
    expect(body.leaderboard?.map((row) => [row.agent, row.rating, row.wins, row.draws, row.losses])).toEqual(
      expected.lines.map((line) => [line.agent, line.rating, line.wins, line.draws, line.losses]),
    );
    for (const row of body.leaderboard ?? []) {
      expect(row.interval[0]).toBeLessThanOrEqual(row.interval[1]);
      expect(row.deviation).toBeGreaterThan(0);
      expect(row.invalidRate).toBe(0);
    }
    const h2h = body.headToHead;
    expect(h2h?.agents).toEqual(body.leaderboard?.map((row) => row.agent));
    expect(h2h?.rate.map((row, i) => row[i])).toEqual([null, null, null]);
    expect(h2h?.games.flat().reduce((sum, games) => sum + games, 0)).toBe(2 * 18);
    expect(body.leaderboards?.map((board) => [board.game, board.matches])).toEqual([['kuhn-poker', 18]]);
    expect(body.plots?.map(({ kind, game, title }) => ({ kind, game, title }))).toEqual([
      {
        kind: 'head-to-head',
        game: 'kuhn-poker',
        title: expect.stringMatching(/^kuhn-poker: head to head score rate/),
      },
    ]);
  });

  it('gives an explore/evaluate run its learning curve, metrics and plot specs', async () => {
    const { body } = await get<RunDetail>(`/api/runs/${fixtureRuns.s3gym}`);
    expect(body.leaderboard).toBeUndefined();
    expect(body.curve?.map((point) => point.checkpoint)).toEqual([0, 2, 4]);
    for (const point of body.curve ?? []) {
      expect(point).toMatchObject({ game: 'trust-evolution', agent: 'learner' });
      expect(point.low).toBeLessThanOrEqual(point.mean);
      expect(point.high).toBeGreaterThanOrEqual(point.mean);
    }
    expect(body.learning).toMatchObject({ run: fixtureRuns.s3gym, episodes: 20 });
    expect(body.plots?.[0]).toMatchObject({ kind: 'learning-curve', game: 'trust-evolution' });
    expect(body.plots?.[0]?.title).toMatch(/^trust-evolution: learning curve mean over trials/);
    expect(body.plots?.[0]?.spec).toMatchObject({ data: { values: expect.any(Array) } });
    // The metrics table holds the numbers of the report's JSON, one row per game and experience.
    const learning = body.learning as { curves: { game: string; pathway: string; naba: { value: number } }[] };
    expect(body.learningTable?.columns).toEqual([
      'y₀',
      'Avg',
      'Max',
      'AUC+',
      'NABA',
      'Agreement',
      'NMAE',
      'over-confidence',
      'under-confidence',
    ]);
    expect(body.learningTable?.rows.map((row) => [row.game, row.experience, row.trials])).toEqual(
      learning.curves.map((curve) => [curve.game, curve.pathway, 2]),
    );
    expect(body.learningTable?.rows[0]?.cells[4]?.value).toBe(learning.curves[0]?.naba.value);
  });

  it('pages a run’s matches with game and status filters', async () => {
    const all = await get<Page<{ id: string; game: string; seed: number; label?: unknown }>>(
      `/api/runs/${fixtureRuns.s3gym}/matches?limit=5`,
    );
    expect(all.body).toMatchObject({ total: 20, limit: 5 });
    expect(all.body.items).toHaveLength(5);
    expect(all.body.items[0]?.label).toMatchObject({ protocol: 'explore-evaluate', phase: 'eval', checkpoint: 0 });
    const filtered = await get<Page<{ game: string }>>(
      `/api/runs/${fixtureRuns.tournament}/matches?game=kuhn-poker&status=finished&offset=10`,
    );
    expect(filtered.body).toMatchObject({ total: 18, offset: 10 });
    expect(filtered.body.items).toHaveLength(8);
    expect((await get<Page<unknown>>(`/api/runs/${fixtureRuns.tournament}/matches?game=snake`)).body.total).toBe(0);
    expect((await get<Page<unknown>>(`/api/runs/${fixtureRuns.tournament}/matches?status=error`)).body.total).toBe(0);
    expect((await get(`/api/runs/${fixtureRuns.tournament}/matches?status=won`)).status).toBe(400);
  });

  it('pages a run’s matches by keyset: after or before a match, and the last page, each with its offset', async () => {
    const path = `/api/runs/${fixtureRuns.s3gym}/matches`;
    const ids = (page: Page<{ id: string }>) => page.items.map((item) => item.id);
    const all = (await get<Page<{ id: string }>>(`${path}?limit=500`)).body;
    expect(ids(all)).toEqual(store.playOrder(fixtureRuns.s3gym));
    const after = (await get<Page<{ id: string }>>(`${path}?limit=6&after=${all.items[4]?.id}`)).body;
    expect(after).toMatchObject({ total: 20, offset: 5, limit: 6 });
    expect(ids(after)).toEqual(ids(all).slice(5, 11));
    const before = (await get<Page<{ id: string }>>(`${path}?limit=6&before=${all.items[4]?.id}`)).body;
    expect(before).toMatchObject({ total: 20, offset: 0 });
    expect(ids(before)).toEqual(ids(all).slice(0, 4));
    const last = (await get<Page<{ id: string }>>(`${path}?limit=6&last=1`)).body;
    expect(last).toMatchObject({ total: 20, offset: 14 });
    expect(ids(last)).toEqual(ids(all).slice(14));
    for (const query of ['after=nope', 'last=2', `after=${all.items[0]?.id}&offset=3`, 'last=1&before=x']) {
      const answer = await get<{ error: string }>(`${path}?${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect((await get<{ error: string }>(`${path}?after=nope`)).body.error).toMatch(/no match 'nope' in run/);
  });

  it('answers 404 for an unknown run', async () => {
    for (const path of ['/api/runs/nope', '/api/runs/nope/matches', '/api/runs/nope/experience']) {
      const { status, body } = await get<{ error: string }>(path);
      expect(status).toBe(404);
      expect(body.error).toMatch(/no stored run 'nope'/);
    }
  });
});

describe('anchored run detail', () => {
  it('carries the per-round ratings, the frozen anchors and the trajectory plot, and no fresh anchor ratings', async () => {
    const own = new Store(':memory:');
    const pool = { formatVersion: 1 as const, mean: 1500, ratings: { heuristic: 1600, random: 1400 } };
    own.startRun({ id: 'evolve-x', kind: 'anchored', spec: { anchors: pool, rounds: 2 }, codeVersion: 'test' });
    const module = findGame('kuhn-poker');
    await anchored({
      module,
      params: resolveParams(module.game, 'match'),
      agents: [{ spec: 'learner', experience: createExperience('learner'), name: 'learner (learner)' }],
      anchors: ['heuristic', 'random'],
      rounds: 2,
      store: own,
      runId: 'evolve-x',
    });
    own.saveRoundRatings('evolve-x', roundRatings(anchoredMatches(own, 'evolve-x'), pool));
    const viewer = createViewerApp(own, { home: '.', staticDir: '.' });
    const body = (await (await viewer.request('/api/runs/evolve-x')).json()) as RunDetail;
    // Rounds are counted from 1, as `xparena evolve` prints them.
    expect(body.trajectory?.map((point) => [point.agent, point.round])).toEqual([
      ['learner (learner)', 1],
      ['learner (learner)', 2],
    ]);
    expect(body.anchors).toEqual(pool.ratings);
    // The anchors are frozen: no leaderboard re-rates them from the run's games.
    expect(body.leaderboards).toBeUndefined();
    expect(body.plots?.map((plot) => plot.kind)).toEqual(['rating-trajectory']);
    expect(body.plots?.[0]?.title).toContain('rating per round');
    own.close();
  });
});
