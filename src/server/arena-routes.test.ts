// The viewer's AAArena views over a fixture arena run: results, plots, snapshots and ledger in the run detail, and a
// snapshot with its parent's files for the diff; the ledgers are only read.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { arenaRunDir } from '../report/arena-run-dir.js';
import { writeArenaRunFixture } from '../report/test-arena-run.js';
import { Store } from '../store/store.js';
import { requestJson } from './test-viewer-store.js';
import type { ArenaSnapshotDetail, RunDetail } from './viewer-api.js';
import { createViewerApp } from './viewer-server.js';

const home = mkdtempSync(join(tmpdir(), 'xparena-arena-viewer-'));
const fixture = writeArenaRunFixture(home, { gains: [60, 150], matchIds: ['match-a', 'match-b'] });
const ledger = join(arenaRunDir(home, fixture.runId), 'rep-1', 'ledger.db');
const modified = statSync(ledger).mtimeMs;
const store = new Store(join(home, 'xparena.db'), { readonly: true });
const app = createViewerApp(store, { home, staticDir: home });
afterAll(() => store.close());

const get = <T>(path: string) => requestJson<T>(app, path);

describe('AAArena run views', () => {
  it('gives the results table, three plots per repetition, the snapshots and the ledger', async () => {
    const { status, body } = await get<RunDetail>(`/api/runs/${fixture.runId}`);
    expect(status).toBe(200);
    const arena = body.arena;
    expect(arena?.game).toBe('lantern-maze');
    expect(arena?.table.rows.map((row) => row[0])).toEqual(['1', '2', 'median (2)']);
    expect(arena?.repetitions.map((repetition) => repetition.plots.length)).toEqual([3, 3]);
    const [first] = arena?.repetitions ?? [];
    expect(first?.snapshots.map((snapshot) => snapshot.id)).toEqual(fixture.snapshots[0]);
    expect(first?.snapshots.filter((snapshot) => snapshot.champion)).toHaveLength(1);
    const rows = first?.ledger ?? [];
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
    expect(rows[0]).toMatchObject({ kind: 'full', baseline: true, cost: 0, state: 'completed' });
    expect(rows[0]?.summary).toMatch(/^Elo \d+ \[\d+, \d+\], rank \d+\/\d+, W\/D\/L/);
    const rejected = rows.find((row) => row.state === 'rejected');
    expect(rejected?.summary).toMatch(/rejected by the preflight \(free\): main\.py line 8/);
    const small = rows.find((row) => row.kind === 'small' && row.state === 'completed');
    expect(small?.opponents.length).toBeGreaterThan(0);
    expect(small?.matches).toEqual(expect.arrayContaining(['match-a', 'match-b']));
    expect(small?.deliveredAt).not.toBeNull();
    // No leaderboard of the snapshots' matches: the ledger measures an arena run.
    expect(body.leaderboards).toBeUndefined();
    expect(statSync(ledger).mtimeMs).toBe(modified);
  });

  it('serves a snapshot with its parent’s files for the diff', async () => {
    const [starter, second] = fixture.snapshots[0] ?? [];
    const { status, body } = await get<ArenaSnapshotDetail>(`/api/runs/${fixture.runId}/arena/1/snapshots/${second}`);
    expect(status).toBe(200);
    expect(body.parent).toBe(starter);
    const main = body.files.find((file) => file.path === 'main.py')?.text;
    const parentMain = body.parentFiles?.find((file) => file.path === 'main.py')?.text;
    expect(main).toContain('AGGRESSION = 0.4');
    expect(parentMain).toContain('AGGRESSION = 0.3');
    const root = await get<ArenaSnapshotDetail>(`/api/runs/${fixture.runId}/arena/1/snapshots/${starter}`);
    expect(root.body.parentFiles).toBeNull();
  });

  it('answers 404 for an unknown run, repetition or snapshot', async () => {
    expect((await get(`/api/runs/nope/arena/1/snapshots/x`)).status).toBe(404);
    expect((await get(`/api/runs/${fixture.runId}/arena/9/snapshots/x`)).status).toBe(404);
    expect((await get(`/api/runs/${fixture.runId}/arena/1/snapshots/x`)).status).toBe(404);
    expect((await get(`/api/runs/${fixture.runId}/arena/one/snapshots/x`)).status).toBe(400);
  });

  it('says why when the arena directory holds nothing yet', async () => {
    const writable = new Store(join(home, 'xparena.db'));
    writable.startRun({ id: 'starting', kind: 'aaarena', spec: {}, codeVersion: 'test' });
    writable.close();
    const { body } = await get<RunDetail>('/api/runs/starting');
    expect(body.arena).toBeUndefined();
    expect(body.arenaError).toMatch(/no repetition/);
  });
});
