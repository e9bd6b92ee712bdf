import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import type { MatchRecord, MoveRecord, StepRecord } from '../core/match-record.js';
import { type PlayMatchOptions, playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { ModelCache } from './model-cache.js';
import { Store } from './store.js';

const adder = (action: number): Agent => ({ name: `add-${action}`, act: () => ({ action }) });
const play = (seed: number, overrides: Partial<PlayMatchOptions> = {}) =>
  playMatch({ game: countGame, params: { target: 6 }, seed, seats: [{ spec: 'one', agent: adder(1) }], ...overrides });

describe('Store', () => {
  it('commits a match with its steps and reads it back unchanged', async () => {
    const store = new Store(':memory:');
    const record = await play(1);
    store.commitMatch(record, { durationMs: 3 });
    expect(store.getMatch(record.id)).toEqual(record);
    expect(store.getMatch(record.id.slice(0, 8))).toEqual(record);
    expect(store.hasMatch(record.id)).toBe(true);
    expect(store.listMatches()).toEqual([
      { id: record.id, game: 'count', seats: ['one'], status: 'finished', scores: [1], steps: 6, label: null },
    ]);
  });

  it('links matches to runs and resumes a run by id', async () => {
    const store = new Store(':memory:');
    expect(store.startRun({ id: 'r1', kind: 'test', spec: { a: 1 }, codeVersion: '0' })).toEqual({ resumed: false });
    const record = await play(2);
    store.commitMatch(record, { runId: 'r1', label: { type: 'text', text: 'batch' } });
    expect(store.startRun({ id: 'r1', kind: 'test', spec: { a: 1 }, codeVersion: '0' })).toEqual({ resumed: true });
    expect(store.listMatches({ runId: 'r1' }).map((row) => row.label)).toEqual([{ type: 'text', text: 'batch' }]);
    expect(store.listMatches({ runId: 'other' })).toEqual([]);
    expect(store.listRuns()).toMatchObject([{ id: 'r1', kind: 'test', status: 'running', matches: 1, spec: { a: 1 } }]);
  });

  it('plays infra results again: they do not count as stored', async () => {
    const store = new Store(':memory:');
    const offline: Agent = { name: 'offline', act: () => Promise.reject(new Error('x')) };
    const failed = await play(3, { seats: [{ spec: 'one', agent: offline }] });
    const infra = { ...failed, end: { ...failed.end, status: 'infra' as const } };
    store.commitMatch(infra);
    expect(store.hasMatch(infra.id)).toBe(false);
    const retried = await play(3);
    store.commitMatch(retried);
    expect(store.hasMatch(retried.id)).toBe(true);
    expect(store.getMatch(retried.id)?.end.status).toBe('finished');
  });

  it('keeps committed matches across reopening (a file store in WAL mode)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'xparena-')), 'nested', 'x.db');
    const record = await play(4);
    const first = new Store(path);
    first.commitMatch(record);
    first.close();
    const second = new Store(path);
    expect(second.getMatch(record.id)).toEqual(record);
    second.close();
  });

  it('refreshes the query planner statistics on closing, once the tables it used have grown', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'xparena-')), 'x.db');
    const store = new Store(path);
    store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    const record = await play(5);
    store.commitMatches(
      Array.from({ length: 40 }, (_, index) => ({ record: { ...record, id: `m${index}` }, runId: 'r' })),
    );
    store.pageMatches({ runId: 'r', limit: 5, start: { last: true } });
    store.close();
    const db = new Database(path, { readonly: true });
    const analyzed = db.prepare('SELECT DISTINCT tbl FROM sqlite_stat1').all() as { tbl: string }[];
    db.close();
    expect(analyzed.map((row) => row.tbl)).toEqual(expect.arrayContaining(['matches', 'run_matches']));
  });
});

/** `count` writer processes, each answering one line per store path written to its standard input. */
async function startWriters(count: number) {
  const script = new URL('./test-store-writer.ts', import.meta.url).pathname;
  const writers = Array.from({ length: count }, (_, index) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, String(index)], { stdio: 'pipe' });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async () => String((await lines.next()).value);
    return { child, next };
  });
  expect(await Promise.all(writers.map((writer) => writer.next()))).toEqual(Array(count).fill('ready'));
  return {
    /** Has every writer open the store at `path` at the same moment; resolves with their answers. */
    write: (path: string) => {
      for (const writer of writers) writer.child.stdin.write(`${path}\n`);
      return Promise.all(writers.map((writer) => writer.next()));
    },
    close: () => {
      for (const writer of writers) writer.child.stdin.end();
    },
  };
}

describe('Store schema', () => {
  it('lets 8 processes create a new store at once: every one succeeds and no match is lost', async () => {
    const writers = await startWriters(8);
    try {
      for (let round = 0; round < 6; round++) {
        const path = join(mkdtempSync(join(tmpdir(), 'xparena-race-')), 'home', 'xparena.db');
        const answers = await writers.write(path);
        expect(answers.filter((answer) => !answer.startsWith('ok '))).toEqual([]);
        const store = new Store(path);
        expect(store.listRuns().map((run) => [run.status, run.matches])).toEqual(Array(8).fill(['finished', 1]));
        expect(
          store
            .listMatches()
            .map((row) => `ok ${row.id}`)
            .sort(),
        ).toEqual(answers.sort());
        store.close();
      }
    } finally {
      writers.close();
    }
  }, 120_000);

  it('opens, upgrades and reads a store written by the schema-4 code', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'xparena-old-')), 'xparena.db');
    copyFileSync(new URL('./fixtures/store-schema-4.db', import.meta.url), path);
    const store = new Store(path);
    expect(store.listRuns()).toMatchObject([
      { id: 'fixture-run', status: 'finished', matches: 1, spec: { made: 'schema 4' } },
    ]);
    expect(store.listMatches({ runId: 'fixture-run' })).toEqual([
      {
        id: '76e937bb61d99921',
        game: 'count',
        seats: ['one'],
        status: 'finished',
        scores: [1],
        steps: 3,
        label: { type: 'text', text: 'batch' },
      },
    ]);
    expect(store.getMatch('76e937bb61d99921')?.seed).toBe(5);
    expect(store.listExperienceSnapshots('fixture-run')).toMatchObject([{ checkpoint: 0, state: { n: 1 } }]);
    expect(store.listRoundRatings('fixture-run')).toMatchObject([{ agent: 'one', rating: 1500 }]);
    expect(new ModelCache(store.database).size('m')).toBe(1);
    const record = await play(9);
    store.commitMatch(record, { runId: 'fixture-run' });
    expect(store.listMatches({ runId: 'fixture-run' })).toHaveLength(2);
    store.close();
  });
});

describe('Store opened read-only', () => {
  it('creates nothing where no store exists, and never writes', async () => {
    const home = join(mkdtempSync(join(tmpdir(), 'xparena-ro-')), 'home');
    expect(() => new Store(join(home, 'xparena.db'), { readonly: true })).toThrow();
    expect(existsSync(home)).toBe(false);
    const writer = new Store(join(home, 'xparena.db'));
    const record = await play(10);
    writer.commitMatch(record);
    writer.close();
    const reader = new Store(join(home, 'xparena.db'), { readonly: true });
    expect(reader.getMatch(record.id)).toEqual(record);
    expect(() => reader.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' })).toThrow(/readonly/);
    reader.close();
  });

  it('upgrades an older schema before reading it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'xparena-old-')), 'xparena.db');
    copyFileSync(new URL('./fixtures/store-schema-4.db', import.meta.url), path);
    const schema3 = new Database(path);
    schema3.exec('DROP TABLE round_ratings; PRAGMA user_version = 3');
    schema3.close();
    const store = new Store(path, { readonly: true });
    expect(store.listMatches({ runId: 'fixture-run' }).map((row) => row.label)).toEqual([
      { type: 'text', text: 'batch' },
    ]);
    expect(store.listRoundRatings('fixture-run')).toEqual([]);
    store.close();
  });
});

describe('Store run contents', () => {
  it("counts the cost of rejected attempts, a forfeit's included, from their exchanges or else their usage", async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    const base = await play(1);
    const exchange = { model: 'm', request: {}, text: '', usage: { costUsd: 0.5 } };
    const step = base.steps[0] as StepRecord;
    const move = step.moves[0] as MoveRecord;
    const priced: MatchRecord = {
      ...base,
      steps: [
        { ...step, moves: [{ ...move, usage: { costUsd: 1 }, invalid: [{ error: 'late', usage: { costUsd: 2 } }] }] },
        ...base.steps.slice(1),
      ],
    };
    const forfeited: MatchRecord = {
      ...(await play(2)),
      end: {
        status: 'forfeit',
        player: 0,
        scores: [0],
        stateHash: '',
        attempts: [
          { error: 'x', usage: { costUsd: 0.5 }, exchanges: [exchange] },
          { error: 'y', usage: { costUsd: 4 } },
        ],
      },
    };
    store.commitMatch(priced, { runId: 'r' });
    store.commitMatch(forfeited, { runId: 'r' });
    expect(store.runContents('r').costUsd).toBeCloseTo(1 + 2 + 0.5 + 4);
    const rows = store.database
      .prepare('SELECT step, player, action, invalid FROM steps WHERE match_id = ? ORDER BY step DESC LIMIT 1')
      .all(forfeited.id);
    expect(rows).toEqual([{ step: forfeited.steps.length, player: 0, action: '(forfeit)', invalid: 2 }]);
  });
});

describe('Store pages for the viewer', () => {
  it('pages 10,000 matches in SQL with filters and totals', async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'big', kind: 'test', spec: {}, codeVersion: '0' });
    store.startRun({ id: 'small', kind: 'test', spec: {}, codeVersion: '0' });
    const base = await play(1);
    const entries = Array.from({ length: 10_000 }, (_, index) => ({
      record: {
        ...base,
        id: `m${String(index).padStart(5, '0')}`,
        seed: index,
        game: index % 2 === 0 ? 'count' : 'other',
        end: index % 10 === 9 ? { ...base.end, status: 'error' as const, scores: null } : base.end,
      },
      runId: 'big',
      label: { type: 'text' as const, text: `round ${Math.floor(index / 100)}` },
    }));
    store.commitMatches(entries);
    store.commitMatch({ ...base, id: 'lone' }, { runId: 'small' });

    const first = store.pageMatches({ runId: 'big', limit: 50 });
    expect(first).toMatchObject({ total: 10_000, offset: 0 });
    expect(first.rows.map((row) => row.id)).toEqual(entries.slice(0, 50).map((entry) => entry.record.id));
    expect(first.rows[3]).toEqual({
      id: 'm00003',
      game: 'other',
      seed: 3,
      seats: ['one'],
      seatRecords: base.seats,
      status: 'finished',
      scores: [1],
      steps: 6,
      label: { type: 'text', text: 'round 0' },
    });
    const last = store.pageMatches({ runId: 'big', start: { offset: 9_950 }, limit: 50 });
    expect(last.rows.map((row) => row.id)).toEqual(entries.slice(9_950).map((entry) => entry.record.id));
    expect(store.pageMatches({ runId: 'big', start: { last: true }, limit: 50 })).toEqual(last);
    expect(store.pageMatches({ runId: 'big', start: { offset: 10_000 }, limit: 50 })).toEqual({
      total: 10_000,
      offset: 10_000,
      rows: [],
    });

    const counted = store.pageMatches({
      runId: 'big',
      game: 'other',
      status: 'error',
      start: { offset: 990 },
      limit: 500,
    });
    expect(counted.total).toBe(1_000);
    expect(counted.rows.map((row) => row.id)).toEqual(
      ['m09909', 'm09919', 'm09929', 'm09939', 'm09949'].concat(['m09959', 'm09969', 'm09979', 'm09989', 'm09999']),
    );
    const everywhere = store.pageMatches({ start: { offset: 10_000 }, limit: 5 });
    expect(everywhere).toMatchObject({ total: 10_001, rows: [{ id: 'lone', label: null }] });
    expect(store.pageMatches({ start: { last: true }, limit: 1 })).toEqual(everywhere);

    // Keyset pages: forward after each page's last row and backward before each page's first, with and without
    // filters, cover every listed match exactly once in order, each page knowing its position.
    const listings = [
      { query: { runId: 'big' }, ids: entries.map((entry) => entry.record.id) },
      {
        query: { runId: 'big', game: 'other', status: 'error' },
        ids: entries.filter((_, index) => index % 10 === 9).map((entry) => entry.record.id),
      },
      {
        query: { game: 'count' },
        ids: [...entries.filter((_, index) => index % 2 === 0).map((e) => e.record.id), 'lone'],
      },
      {
        query: { status: 'finished' },
        ids: [...entries.filter((_, i) => i % 10 !== 9).map((e) => e.record.id), 'lone'],
      },
    ];
    for (const { query, ids } of listings) {
      const limit = 397;
      const forward: string[] = [];
      for (let page = store.pageMatches({ ...query, limit }); page.rows.length > 0; ) {
        expect(page).toMatchObject({ total: ids.length, offset: forward.length });
        forward.push(...page.rows.map((row) => row.id));
        page = store.pageMatches({ ...query, limit, start: { after: forward.at(-1) as string } });
      }
      expect(forward).toEqual(ids);
      const backward: string[] = [];
      for (let page = store.pageMatches({ ...query, limit, start: { last: true } }); page.rows.length > 0; ) {
        expect(page).toMatchObject({ total: ids.length, offset: ids.length - backward.length - page.rows.length });
        backward.unshift(...page.rows.map((row) => row.id));
        page = store.pageMatches({ ...query, limit, start: { before: backward[0] as string } });
      }
      expect(backward).toEqual(ids);
      const middle = store.pageMatches({
        ...query,
        limit: 3,
        start: { after: ids[Math.floor(ids.length / 2)] as string },
      });
      expect(middle.offset).toBe(Math.floor(ids.length / 2) + 1);
      expect(middle.rows.map((row) => row.id)).toEqual(ids.slice(middle.offset, middle.offset + 3));
    }
    expect(() => store.pageMatches({ runId: 'small', limit: 5, start: { after: 'm00001' } })).toThrow(
      "no match 'm00001' in run small to page from",
    );
    expect(store.runVersion('big')).toMatchObject({ matches: 10_000 });
    expect(store.runContents('big')).toEqual({ games: ['count', 'other'], agents: ['one'], costUsd: 0 });
  });

  it("pages a run's matches in play order: a match played again after an infra result comes last", async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    const [first, second] = [await play(1), await play(2)];
    store.commitMatch({ ...first, end: { ...first.end, status: 'infra', scores: null } }, { runId: 'r' });
    store.commitMatch(second, { runId: 'r' });
    store.commitMatch(first, { runId: 'r' });
    expect(store.playOrder('r')).toEqual([second.id, first.id]);
    expect(store.pageMatches({ runId: 'r', limit: 5 }).rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(store.pageMatches({ runId: 'r', limit: 1, start: { last: true } })).toMatchObject({
      offset: 1,
      rows: [{ id: first.id, status: 'finished' }],
    });
    // Listings for the CLI keep the insertion order.
    expect(store.listMatches({ runId: 'r' }).map((row) => row.id)).toEqual([first.id, second.id]);
  });

  it('pages runs most recently updated first', () => {
    const store = new Store(':memory:');
    for (const id of ['a', 'b', 'c']) store.startRun({ id, kind: 'test', spec: { id }, codeVersion: '0' });
    const page = store.pageRuns({ offset: 1, limit: 1 });
    expect(page.total).toBe(3);
    expect(page.rows.map((run) => [run.id, run.matches])).toEqual([[store.listRuns()[1]?.id, 0]]);
    expect(store.pageRuns({ offset: 0, limit: 3 }).rows.map((run) => run.id)).toEqual(
      store.listRuns().map((run) => run.id),
    );
  });

  it('sums the model cost of accepted moves and rejected attempts', async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    const record = await play(2);
    const [step, ...rest] = record.steps;
    const move = step?.moves[0];
    if (!step || !move) throw new Error('fixture has no move');
    const paid = {
      ...move,
      usage: { costUsd: 0.25 },
      invalid: [{ error: 'bad', exchanges: [{ model: 'm', request: {}, text: 'x', usage: { costUsd: 0.5 } }] }],
    };
    store.commitMatch({ ...record, steps: [{ ...step, moves: [paid] }, ...rest] }, { runId: 'r' });
    expect(store.runContents('r').costUsd).toBeCloseTo(0.75);
  });

  it('lists experience snapshots without states and finds the previous checkpoint', () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    for (const checkpoint of [0, 3, 6])
      store.saveExperienceSnapshot({
        runId: 'r',
        game: 'g',
        trial: 0,
        checkpoint,
        experience: 'k',
        hash: `h${checkpoint}`,
        state: { notes: 'é'.repeat(checkpoint) },
      });
    expect(store.listExperienceSnapshotInfo('r').map((row) => [row.checkpoint, row.bytes])).toEqual([
      [0, 12],
      [3, 18],
      [6, 24],
    ]);
    const key = { runId: 'r', game: 'g', trial: 0, checkpoint: 6 };
    expect(store.getExperienceSnapshot(key)?.hash).toBe('h6');
    expect(store.getExperienceSnapshot(key, true)?.state).toEqual({ notes: 'ééé' });
    expect(store.getExperienceSnapshot({ ...key, checkpoint: 0 }, true)).toBeUndefined();
    expect(store.getExperienceSnapshot({ ...key, checkpoint: 4 })).toBeUndefined();
  });
});
