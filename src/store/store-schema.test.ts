import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import { formatMatchLabel } from '../core/match-label.js';
import type { MatchRecord, MoveRecord, StepRecord } from '../core/match-record.js';
import { playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { UsageError } from '../core/usage-error.js';
import { type AgentTotals, addToTotals, agentFigures, figuresOfTotals } from '../report/agent-figures.js';
import { labelOf } from './match-rows.js';
import { Store } from './store.js';
import { migrations, openWritable } from './store-schema.js';

/** Stores written by earlier versions (schema 4, before the play order), kept as they were written. */
const fixtures = [
  new URL('./fixtures/store-schema-4.db', import.meta.url),
  new URL('./fixtures/store-v4.db', import.meta.url),
  new URL('../cli/fixtures/home-60f8c7d.db', import.meta.url),
];

/** A copy of a fixture (with its WAL files, which hold part of its content) in a fresh folder. */
function copyFixture(fixture: URL): string {
  const path = join(mkdtempSync(join(tmpdir(), 'xparena-schema-')), 'store.db');
  for (const suffix of ['', '-wal', '-shm']) {
    const from = new URL(`${fixture.href}${suffix}`);
    if (existsSync(from)) copyFileSync(from, `${path}${suffix}`);
  }
  return path;
}

/** The rows as SQLite holds them, read without the store: what the upgrade must leave unchanged. */
function rawRows(path: string) {
  const db = new Database(path);
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    // Records live in the matches rows up to schema 6, in their own table since.
    const records = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'match_records'").get()
      ? 'SELECT m.id, r.record FROM matches m JOIN match_records r ON r.match_id = m.id ORDER BY m.rowid'
      : 'SELECT id, record FROM matches ORDER BY rowid';
    return {
      version,
      runs: db.prepare('SELECT * FROM runs ORDER BY rowid').all() as Record<string, string>[],
      matches: db.prepare(records).all() as { id: string; record: string }[],
      links: db.prepare('SELECT run_id, match_id, label FROM run_matches ORDER BY rowid').all() as {
        run_id: string;
        match_id: string;
        label: string | null;
      }[],
    };
  } finally {
    db.close();
  }
}

describe('store schema version', () => {
  it.each(fixtures.map((fixture) => [fixture.pathname.split('/').slice(-1)[0], fixture] as const))(
    '%s opens, migrates forward to the current version, and reads its runs, matches and labels identically',
    (_name, fixture) => {
      const path = copyFixture(fixture);
      const before = rawRows(path);
      expect(before.version).toBe(4);
      const store = new Store(path);
      try {
        expect(store.database.pragma('user_version', { simple: true })).toBe(migrations.length);
        for (const run of before.runs)
          expect(store.getRun(run.id as string)).toEqual({
            id: run.id,
            kind: run.kind,
            spec: JSON.parse(run.spec as string),
            codeVersion: run.code_version,
            createdAt: run.created_at,
            status: run.status,
          });
        for (const { id, record } of before.matches) expect(JSON.stringify(store.getMatch(id))).toBe(record);
        for (const link of before.links) {
          const row = store.listMatches({ runId: link.run_id }).find((match) => match.id === link.match_id);
          expect(row?.label === null ? null : row?.label && formatMatchLabel(row.label)).toBe(link.label);
        }
      } finally {
        store.close();
      }
      const after = rawRows(path);
      expect(after.runs).toEqual(before.runs);
      expect(after.matches).toEqual(before.matches);
      expect(after.links).toEqual(before.links);
    },
  );

  it('refuses a store written by a newer schema, reading and writing nothing', () => {
    const path = copyFixture(fixtures[0] as URL);
    const db = new Database(path);
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => new Store(path)).toThrow(UsageError);
    expect(() => new Store(path, { readonly: true })).toThrow(/newer than this xparena knows/);
    expect(rawRows(path).version).toBe(migrations.length + 1);
  });
});

/** A match row of a listing as the store types it, from the columns the schema-6 code read. */
function listedRow(row: Record<string, unknown>) {
  return {
    id: row.id,
    game: row.game,
    seats: JSON.parse(row.seats as string),
    status: row.status,
    scores: row.scores === null ? null : JSON.parse(row.scores as string),
    steps: row.steps,
    label: labelOf(row.label),
  };
}

/** A run's games, agents and model cost as the schema-6 code computed them, with json_each over every record. */
function schema6Contents(db: Database.Database, runId: string) {
  const games = db
    .prepare(
      'SELECT DISTINCT m.game FROM matches m JOIN run_matches rm ON rm.match_id = m.id WHERE rm.run_id = ? ORDER BY m.game',
    )
    .all(runId) as { game: string }[];
  const agents = db
    .prepare(
      `SELECT DISTINCT seat.value AS agent FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
         json_each(m.seats) seat WHERE rm.run_id = ? ORDER BY agent`,
    )
    .all(runId) as { agent: string }[];
  const moves = db
    .prepare(
      `SELECT TOTAL(json_extract(move.value, '$.usage.costUsd')) AS cost
       FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
         json_each(m.record, '$.steps') step, json_each(step.value, '$.moves') move
       WHERE rm.run_id = ?`,
    )
    .get(runId) as { cost: number };
  const attempts = db
    .prepare(
      `WITH attempts (attempt) AS (
         SELECT attempt.value FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
           json_each(m.record, '$.steps') step, json_each(step.value, '$.moves') move,
           json_each(move.value, '$.invalid') attempt
         WHERE rm.run_id = @runId
         UNION ALL
         SELECT attempt.value FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
           json_each(m.record, '$.end.attempts') attempt
         WHERE rm.run_id = @runId)
       SELECT TOTAL(CASE WHEN json_array_length(attempt, '$.exchanges') > 0
           THEN (SELECT TOTAL(json_extract(exchange.value, '$.usage.costUsd')) FROM json_each(attempt, '$.exchanges') exchange)
           ELSE json_extract(attempt, '$.usage.costUsd') END) AS cost
       FROM attempts`,
    )
    .get({ runId }) as { cost: number };
  return {
    games: games.map((row) => row.game),
    agents: agents.map((row) => row.agent),
    costUsd: moves.cost + attempts.cost,
  };
}

/** What the schema-6 code read from the store at `path` (records inline), by its own queries. */
function schema6Answers(path: string) {
  const db = new Database(path, { readonly: true });
  const all = (sql: string, ...values: string[]) => db.prepare(sql).all(...values) as Record<string, unknown>[];
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(6);
    const runIds = all('SELECT id FROM runs ORDER BY rowid').map((row) => row.id as string);
    return {
      records: all('SELECT id, record FROM matches ORDER BY rowid') as { id: string; record: string }[],
      listed: all('SELECT id, game, seats, status, scores, steps, NULL AS label FROM matches ORDER BY rowid').map(
        listedRow,
      ),
      runs: runIds.map((runId) => ({
        runId,
        listed: all(
          `SELECT m.id, m.game, m.seats, m.status, m.scores, m.steps, rm.label
           FROM matches m JOIN run_matches rm ON rm.match_id = m.id AND rm.run_id = ? ORDER BY m.rowid`,
          runId,
        ).map(listedRow),
        // Run pages list in play order since schema 7 (before, in insertion order; the fixtures hold them alike).
        paged: all(
          `SELECT m.id, m.game, m.seats, m.status, m.scores, m.steps, rm.label, m.seed,
             json_extract(m.record, '$.seats') AS seat_records
           FROM matches m JOIN run_matches rm ON rm.match_id = m.id WHERE rm.run_id = ? ORDER BY rm.seq, rm.rowid`,
          runId,
        ).map((row) => ({ ...listedRow(row), seed: row.seed, seatRecords: JSON.parse(row.seat_records as string) })),
        records: all(
          `SELECT m.record FROM matches m JOIN run_matches rm ON rm.match_id = m.id WHERE rm.run_id = ?
           ORDER BY rm.seq, rm.rowid`,
          runId,
        ).map((row) => JSON.parse(row.record as string)),
        contents: schema6Contents(db, runId),
      })),
    };
  } finally {
    db.close();
  }
}

/** Migrates the store at `path` to schema 6, the last with records inline. */
function migrateToSchema6(path: string): void {
  openWritable(path, migrations.slice(0, 6)).close();
}

describe('records in their own table (schema 7)', () => {
  it.each(
    [...fixtures, new URL('../cli/fixtures/home-7373ddb.db', import.meta.url)].map(
      (fixture) => [fixture.pathname.split('/').slice(-1)[0], fixture] as const,
    ),
  )('%s migrates, and every read answers what the schema-6 code answered', (_name, fixture) => {
    const path = copyFixture(fixture);
    migrateToSchema6(path);
    const before = schema6Answers(path);
    expect(before.records.length).toBeGreaterThan(0);
    const store = new Store(path);
    try {
      const columns = store.database.pragma('table_info(matches)') as { name: string }[];
      expect(columns.map((column) => column.name)).not.toContain('record');
      for (const { id, record } of before.records) {
        expect(JSON.stringify(store.getMatch(id))).toBe(record);
        expect(JSON.stringify(store.getMatch(id.slice(0, 10)))).toBe(record);
      }
      expect(store.listMatches()).toEqual(before.listed);
      expect(store.countMatches()).toBe(before.listed.length);
      expect([...store.records()].map((record) => JSON.stringify(record))).toEqual(
        before.records.map((row) => row.record),
      );
      for (const run of before.runs) {
        expect(store.listMatches({ runId: run.runId })).toEqual(run.listed);
        expect(store.listMatches({ runId: run.runId, last: 2 })).toEqual(run.listed.slice(-2));
        expect(store.pageMatches({ runId: run.runId, limit: 500 })).toEqual({
          total: run.paged.length,
          offset: 0,
          rows: run.paged,
        });
        expect([...store.records({ runId: run.runId })]).toEqual(run.records);
        expect(store.runContents(run.runId)).toEqual(run.contents);
        // Schemas 8 and 9: the run's counts and per-agent sums, filled from its matches by the migrations.
        expect(store.runResults(run.runId).reduce((sum, row) => sum + row.matches, 0)).toBe(run.listed.length);
        const totals = new Map<string, AgentTotals>();
        for (const row of store.runAgents(run.runId)) addToTotals(totals, row.agent, row.games, row);
        expect(figuresOfTotals(totals)).toEqual(agentFigures(run.records));
      }
      // The rebuilt matches table is still the one steps, links and records refer to: deleting cascades to them.
      expect(store.database.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(store.database.pragma('foreign_key_check')).toEqual([]);
      for (const run of before.runs) store.deleteRun(run.runId);
      const orphans = (table: string) =>
        store.database
          .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE match_id NOT IN (SELECT id FROM matches)`)
          .get();
      expect([orphans('steps'), orphans('match_records'), orphans('match_seats')]).toEqual([
        { n: 0 },
        { n: 0 },
        { n: 0 },
      ]);
      expect(store.database.prepare('SELECT COUNT(*) AS n FROM run_agents').get()).toEqual({ n: 0 });
      expect(store.database.prepare('SELECT COUNT(*) AS n FROM run_results').get()).toEqual({ n: 0 });
      expect(store.countMatches()).toBe(0);
    } finally {
      store.close();
    }
  });

  it("moves each match's model cost into its row as the schema-6 queries summed it, and as a new commit sums it", async () => {
    const priced = await pricedRecords();
    const path = join(mkdtempSync(join(tmpdir(), 'xparena-cost-')), 'store.db');
    const old = openWritable(path, migrations.slice(0, 6));
    old.prepare("INSERT INTO runs VALUES ('r', 'test', '{}', '0', 't', 't', 'finished')").run();
    for (const [index, record] of priced.entries()) {
      old
        .prepare(
          `INSERT INTO matches (id, game, version, seed, seats, status, scores, steps, record, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 't')`,
        )
        .run(
          record.id,
          record.game,
          record.version,
          record.seed,
          JSON.stringify(record.seats.map((seat) => seat.agent)),
          record.end.status,
          JSON.stringify(record.end.scores),
          record.steps.length,
          JSON.stringify(record),
        );
      old.prepare('INSERT INTO run_matches (run_id, match_id, seq) VALUES (?, ?, ?)').run('r', record.id, index + 1);
    }
    old.close();
    const before = schema6Answers(path).runs[0]?.contents;
    expect(before?.costUsd).toBeCloseTo(1 + 2 + 0.5 + 4 + 0.25 + 0.5);
    const migrated = new Store(path);
    const fresh = new Store(':memory:');
    fresh.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    fresh.commitMatches(priced.map((record) => ({ record, runId: 'r' })));
    try {
      expect(migrated.runContents('r').costUsd).toBeCloseTo(before?.costUsd as number, 12);
      const costs = (store: Store) => store.database.prepare('SELECT id, cost_usd FROM matches ORDER BY id').all();
      expect(costs(migrated)).toEqual(costs(fresh));
      expect(fresh.runContents('r')).toEqual(migrated.runContents('r'));
    } finally {
      migrated.close();
      fresh.close();
    }
  });
});

/** Records whose moves, rejected attempts (with exchanges or their own usage) and forfeit attempts cost money. */
async function pricedRecords(): Promise<MatchRecord[]> {
  const adder: Agent = { name: 'add-1', act: () => ({ action: 1 }) };
  const play = (seed: number) =>
    playMatch({ game: countGame, params: { target: 4 }, seed, seats: [{ spec: 'one', agent: adder }] });
  const exchange = { model: 'm', request: {}, text: '', usage: { costUsd: 0.5 } };
  const base = await play(1);
  const step = base.steps[0] as StepRecord;
  const move = step.moves[0] as MoveRecord;
  const paid = { ...move, usage: { costUsd: 1 }, invalid: [{ error: 'late', usage: { costUsd: 2 } }] };
  const other = await play(2);
  const otherStep = other.steps[0] as StepRecord;
  const withExchanges = {
    ...(otherStep.moves[0] as MoveRecord),
    usage: { costUsd: 0.25 },
    invalid: [{ error: 'bad', usage: { costUsd: 9 }, exchanges: [exchange] }],
  };
  const forfeited = await play(3);
  return [
    { ...base, steps: [{ ...step, moves: [paid] }, ...base.steps.slice(1)] },
    { ...other, steps: [{ ...otherStep, moves: [withExchanges] }, ...other.steps.slice(1)] },
    {
      ...forfeited,
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
    },
  ];
}
