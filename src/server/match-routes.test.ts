import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import { settledPieces } from '../games/tetris/tetris-settled.js';
import type { TetrisState } from '../games/tetris/tetris-state.js';
import { Store } from '../store/store.js';
import { ReplayCache, replayMatch } from './replay-cache.js';
import { fixtureRuns, requestJson, storeTetrisRun, viewerFixture } from './test-viewer-store.js';
import type { MatchDetail, MatchSummary, Page, StepsResponse } from './viewer-api.js';
import { createViewerApp } from './viewer-server.js';

let store: Store;
let home: string;
let app: ReturnType<typeof createViewerApp>;

beforeAll(async () => {
  const fixture = await viewerFixture();
  store = fixture.store;
  home = fixture.home;
  app = createViewerApp(store, { home, staticDir: home });
});
afterAll(() => store.close());

const get = <T>(path: string, on = app) => requestJson<T>(on, path);

/** The snake episode of the fixture: 64 steps with per-step rewards. */
function snakeRecord(): MatchRecord {
  const [row] = store.listMatches({ runId: fixtureRuns.episodes });
  return store.getMatch(row?.id ?? '') as MatchRecord;
}

describe('match routes', () => {
  it('pages every stored match with game and status filters', async () => {
    const all = await get<Page<MatchSummary>>('/api/matches?limit=500');
    expect(all.body.total).toBe(18 + 20 + 2);
    expect(all.body.items[0]).toMatchObject({ game: 'kuhn-poker', status: 'finished', seats: expect.any(Array) });
    expect(all.body.items[0]?.label).toBeUndefined();
    const snake = await get<Page<MatchSummary>>('/api/matches?game=snake');
    expect(snake.body.total).toBe(2);
    expect(snake.body.items[0]?.seats).toEqual(snakeRecord().seats);
    expect(snake.body.items.map((item) => [item.seed, item.steps, item.seats[0]?.agent])).toEqual([
      [5, 64, 'heuristic'],
      [6, 64, 'heuristic'],
    ]);
    expect((await get<Page<MatchSummary>>('/api/matches?status=forfeit')).body.total).toBe(0);
    expect((await get('/api/matches?status=lost')).status).toBe(400);
  });

  it('answers a match without its steps, with each seat’s rules text and running scores', async () => {
    const record = snakeRecord();
    const { status, body } = await get<MatchDetail>(`/api/matches/${record.id}`);
    expect(status).toBe(200);
    let sum = 0;
    const scores = record.steps.map((step) => {
      sum += step.rewards?.[0] ?? 0;
      return [sum];
    });
    scores[scores.length - 1] = [...(record.end.scores ?? [])];
    expect(body).toEqual({
      id: record.id,
      game: 'snake',
      version: record.version,
      params: record.params,
      seed: record.seed,
      seats: record.seats,
      end: record.end,
      steps: 64,
      rules: [findGame('snake').game.text.rules(record.params, 0, 1)],
      scores,
      tracks: [],
    });
    expect((await get(`/api/matches/${record.id.slice(0, 8)}`)).status).toBe(200);
  });

  it('answers step slices equal to a direct replay: observations, records and running scores', async () => {
    const record = snakeRecord();
    const { game } = findGame('snake');
    const states = [game.setup(record.params, record.seed, 1)];
    for (const step of record.steps)
      states.push(
        game.apply(
          states[states.length - 1],
          step.moves.map((move) => move.action),
        ),
      );
    let running = 0;
    const slices: StepsResponse[] = [];
    for (const [from, to] of [
      [0, 30],
      [30, 64],
    ] as const)
      slices.push((await get<StepsResponse>(`/api/matches/${record.id}/steps?from=${from}&to=${to}`)).body);
    expect(slices[0]).toMatchObject({ from: 0, to: 30, total: 64 });
    expect(slices[0]?.final).toBeUndefined();
    const steps = slices.flatMap((slice) => slice.steps);
    expect(steps.map((step) => step.index)).toEqual(record.steps.map((_, index) => index));
    for (const step of steps) {
      const observation = game.observe(states[step.index], 0);
      expect(step.observations).toEqual([{ json: observation, text: game.text.observation(observation, 0) }]);
      expect(step.record).toEqual(record.steps[step.index]);
      running += record.steps[step.index]?.rewards?.[0] ?? 0;
      expect(step.scores).toEqual(step.index === 63 ? record.end.scores : [running]);
    }
    const final = game.observe(states[64], 0);
    expect(slices[1]?.final).toEqual([{ json: final, text: game.text.observation(final, 0) }]);
  });

  it('gives two-seat steps one observation per seat', async () => {
    const [row] = store.listMatches({ runId: fixtureRuns.tournament });
    const { body } = await get<StepsResponse>(`/api/matches/${row?.id}/steps`);
    expect(body.from).toBe(0);
    expect(body.to).toBe(body.total);
    for (const step of body.steps) expect(step.observations).toHaveLength(2);
    expect(body.final).toHaveLength(2);
    expect(body.steps.at(-1)?.scores).toEqual(row?.scores);
  });

  it('answers 400 for bad slices and 404 for unknown matches', async () => {
    const id = snakeRecord().id;
    for (const query of ['from=65', 'from=10&to=5', 'from=0&to=201', 'from=x']) {
      expect((await get(`/api/matches/${id}/steps?${query}`)).status).toBe(400);
    }
    expect((await get<StepsResponse>(`/api/matches/${id}/steps?from=60&to=200`)).body.to).toBe(64);
    for (const path of ['/api/matches/nope', '/api/matches/nope/steps']) {
      const { status, body } = await get<{ error: string }>(path);
      expect(status).toBe(404);
      expect(body.error).toMatch(/no stored match/);
    }
  });

  it('sends the derived cells of each tetris board (the settled pieces) with its steps, and of no other game', async () => {
    const tetris = new Store(':memory:');
    const id = await storeTetrisRun(tetris);
    const record = tetris.getMatch(id) as MatchRecord;
    const on = createViewerApp(tetris, { home, staticDir: home });
    const replayed = replayMatch(record);
    if (replayed.type !== 'ok') throw new Error(replayed.error);
    const boards = settledPieces(replayed.states as TetrisState[]);
    const total = record.steps.length;
    expect((replayed.states.at(-1) as TetrisState).score).toBeGreaterThan(0);
    const head = (await get<StepsResponse>(`/api/matches/${id}/steps?from=0&to=10`, on)).body;
    const tail = (await get<StepsResponse>(`/api/matches/${id}/steps?from=10&to=${total}`, on)).body;
    expect([...head.steps, ...tail.steps].map((step) => step.cells)).toEqual(boards.slice(0, total));
    expect(head.finalCells).toBeUndefined();
    expect(tail.finalCells).toEqual(boards[total]);
    expect(tail.finalCells?.join('')).toMatch(/[IJLOSTZ]/);
    tetris.close();

    const snake = (await get<StepsResponse>(`/api/matches/${snakeRecord().id}/steps?from=60&to=64`)).body;
    expect(snake.steps.some((step) => 'cells' in step)).toBe(false);
    expect('finalCells' in snake).toBe(false);
  });

  it('answers 409 for a record that does not replay on this build', async () => {
    const record = snakeRecord();
    const other = new Store(':memory:');
    const tampered: MatchRecord = { ...record, id: 'tampered', version: record.version + 1 };
    const unknown: MatchRecord = { ...record, id: 'unknown', game: 'no-such-game' };
    other.commitMatch(tampered);
    other.commitMatch(unknown);
    const isolated = createViewerApp(other, { home, staticDir: home });
    const diverged = await get<{ error: string }>('/api/matches/tampered/steps', isolated);
    expect(diverged.status).toBe(409);
    expect(diverged.body.error).toMatch(/does not replay on this build: .*version/);
    const missing = await get<{ error: string }>('/api/matches/unknown/steps', isolated);
    expect(missing.status).toBe(409);
    expect(missing.body.error).toMatch(/'no-such-game', which this build does not know/);
    expect((await get<MatchDetail>('/api/matches/unknown', isolated)).body.rules).toEqual([]);
    other.close();
  });
});

describe('ReplayCache', () => {
  it('keeps the most recently used matches and replays the same states', () => {
    const cache = new ReplayCache(2);
    const records = store.listMatches({ runId: fixtureRuns.tournament }).slice(0, 3);
    const [first, second, third] = records.map((row) => store.getMatch(row.id) as MatchRecord);
    const replayed = cache.get(first as MatchRecord);
    expect(cache.get(first as MatchRecord)).toBe(replayed);
    cache.get(second as MatchRecord);
    cache.get(third as MatchRecord);
    expect(cache.size).toBe(2);
    expect(cache.get(first as MatchRecord)).not.toBe(replayed);
    expect(cache.get(first as MatchRecord)).toEqual(replayMatch(first as MatchRecord));
  });

  it('simulates a match once on a miss (its check and its states come from one replay)', () => {
    const record = store.getMatch(
      (store.listMatches({ runId: fixtureRuns.tournament })[0] as { id: string }).id,
    ) as MatchRecord;
    const { game } = findGame(record.game);
    const setup = vi.spyOn(game, 'setup');
    const apply = vi.spyOn(game, 'apply');
    try {
      expect(new ReplayCache().get(record).type).toBe('ok');
      expect(setup).toHaveBeenCalledTimes(1);
      expect(apply).toHaveBeenCalledTimes(record.steps.length);
    } finally {
      setup.mockRestore();
      apply.mockRestore();
    }
  });
});
