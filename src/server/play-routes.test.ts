// The play page's write path over real HTTP: token, same-origin JSON only, whole matches stored in run human-play, and
// nothing else writable.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../core/replay.js';
import { findGame } from '../games/registry.js';
import { humanPlayRun } from '../runs/human-play.js';
import { Store } from '../store/store.js';
import { HumanSessions } from './human-sessions.js';
import { playTokenHeader } from './play-routes.js';
import type { PlaySessionResponse, PlayState } from './viewer-api.js';
import { createViewerApp, type RunningViewer, startViewer } from './viewer-server.js';

let home: string;
let viewer: RunningViewer;
let token: string;

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'xparena-play-'));
  new Store(join(home, 'xparena.db')).close();
  viewer = await startViewer({ home, port: 0, host: '127.0.0.1' });
  const session = (await (await fetch(`${viewer.url}api/play/session`)).json()) as PlaySessionResponse;
  expect(session.enabled).toBe(true);
  token = session.token ?? '';
});

afterAll(async () => {
  await viewer?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${viewer.url}api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [playTokenHeader]: token, ...headers },
    body: JSON.stringify(body),
  });
}

async function state(response: Response): Promise<PlayState> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as PlayState;
}

/** The ids of every stored match and of those in run human-play. */
function storedMatches(): { all: string[]; human: string[] } {
  const store = new Store(join(home, 'xparena.db'), { readonly: true });
  try {
    const ids = (runId?: string) => store.listMatches(runId ? { runId } : {}).map((row) => row.id);
    return { all: ids(), human: ids(humanPlayRun) };
  } finally {
    store.close();
  }
}

describe('the play routes', () => {
  it('plays a whole kuhn-poker match against random through HTTP, stores it in human-play, and it replays', async () => {
    let play = await state(await post('play', { game: 'kuhn-poker', name: 'alice', opponents: ['random'], seed: 5 }));
    expect(play).toMatchObject({ game: 'kuhn-poker', seat: 0, seats: ['human?name=alice', 'random'], over: false });
    expect(play.rules.length).toBeGreaterThan(20);
    // A text that is no action is rejected with the game's reason, and the same decision is asked again.
    const rejected = await state(await post(`play/${play.id}/act`, { text: 'raise-to-the-moon' }));
    expect(rejected).toMatchObject({ over: false, step: play.step });
    expect(rejected.feedback).toMatch(/raise-to-the-moon/);
    play = rejected;
    while (!play.over) play = await state(await post(`play/${play.id}/act`, { text: play.legal?.[0] ?? '' }));
    expect(play.result?.status).toBe('finished');
    expect(play.matchId).toMatch(/^[0-9a-f]+$/);
    const store = new Store(join(home, 'xparena.db'), { readonly: true });
    try {
      const record = store.getMatch(play.matchId ?? '');
      expect(record?.seats[0]).toMatchObject({ agent: 'human?name=alice', name: 'alice (human)' });
      expect(store.listMatches({ runId: humanPlayRun }).map((row) => row.id)).toContain(play.matchId);
      expect(store.getRun(humanPlayRun)).toMatchObject({ kind: 'human', status: 'finished' });
      expect(record && replay(findGame('kuhn-poker').game, record).ok).toBe(true);
    } finally {
      store.close();
    }
    // The same person, game, settings and seed again would be the same match: refused.
    const again = await post('play', { game: 'kuhn-poker', name: 'alice', opponents: ['random'], seed: 5 });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toMatch(/already played .*pick another seed/);
  });

  it('lets a person quit a one-seat game: the forfeit is stored like any finished match', async () => {
    const play = await state(await post('play', { game: 'snake', name: 'bob', seed: 9 }));
    expect(play.legal?.length).toBeGreaterThan(0);
    expect(play.scores).toEqual([0]);
    const quit = await state(await post(`play/${play.id}/quit`, {}));
    expect(quit).toMatchObject({ over: true, result: { status: 'forfeit' } });
    const act = await post(`play/${play.id}/act`, { text: 'up' });
    expect(act.status).toBe(400);
  });

  it.each([
    ['no token', { [playTokenHeader]: '' }, /missing or wrong/],
    ['a wrong token', { [playTokenHeader]: 'guess' }, /missing or wrong/],
    ['a form post (text/plain)', { 'content-type': 'text/plain' }, /must be JSON/],
    ['another origin', { origin: 'http://evil.example' }, /cross-origin/],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, /cross-site/],
  ])('refuses a start with %s (403) and stores nothing', async (_case, headers, message) => {
    const before = storedMatches();
    const response = await post('play', { game: 'snake', name: 'mallory' }, headers);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(storedMatches()).toEqual(before);
  });

  it.each([
    [{ game: 'chess-960', name: 'eve' }, /unknown game/],
    [{ game: 'snake', name: 'has spaces' }, /name must be/],
    [{ game: 'kuhn-poker', name: 'eve' }, /give 1 opponent/],
    [{ game: 'kuhn-poker', name: 'eve', opponents: ['llm:openai/gpt-4o'] }, /only built-in opponents/],
    [{ game: 'kuhn-poker', name: 'eve', opponents: ['program:/tmp'] }, /only built-in opponents/],
  ])('answers a bad start %j with 400 and the reason', async (body, message) => {
    const response = await post('play', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('has no other write: other methods and paths are refused and the store is unchanged', async () => {
    const before = storedMatches();
    for (const [method, path] of [
      ['POST', 'runs'],
      ['PUT', 'play'],
      ['DELETE', 'play/x'],
      ['POST', 'matches'],
      ['PATCH', 'runs/human-play'],
    ] as const) {
      const response = await fetch(`${viewer.url}api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', [playTokenHeader]: token },
        body: '{}',
      });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    }
    expect(storedMatches()).toEqual(before);
  });

  it('refuses a play request naming a foreign Host (DNS rebinding) before it reaches the play routes', async () => {
    const store = new Store(join(home, 'xparena.db'), { readonly: true });
    const play = new HumanSessions(() => new Store(join(home, 'xparena.db')));
    try {
      const app = createViewerApp(store, { home, play });
      const before = storedMatches();
      const response = await app.request('http://evil.example/api/play', {
        method: 'POST',
        headers: { host: 'evil.example', 'content-type': 'application/json', [playTokenHeader]: token },
        body: JSON.stringify({ game: 'snake', name: 'mallory' }),
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/host 'evil.example' is not allowed/);
      expect(storedMatches()).toEqual(before);
    } finally {
      play.close();
      store.close();
    }
  });

  it('is off on a viewer started without it: the session says why and every play request is 403', async () => {
    const store = new Store(join(home, 'xparena.db'), { readonly: true });
    try {
      const app = createViewerApp(store, { home, playOff: 'the viewer listens on 0.0.0.0, beyond loopback' });
      const session = (await (await app.request('/api/play/session')).json()) as PlaySessionResponse;
      expect(session).toEqual({ enabled: false, reason: 'the viewer listens on 0.0.0.0, beyond loopback' });
      const response = await app.request('/api/play', { method: 'POST', body: '{}' });
      expect(response.status).toBe(403);
    } finally {
      store.close();
    }
  });
});
