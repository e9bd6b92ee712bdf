import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import { playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { exportJsonl, importJsonl, readJsonlFile, toJsonLine } from './jsonl.js';
import { parseMatchRecord } from './match-record-schema.js';
import { Store } from './store.js';
import { storeFaultRuns } from './test-stored-runs.js';

const adder = (action: number): Agent => ({ name: `add-${action}`, act: () => ({ action }) });
const play = (seed: number) =>
  playMatch({ game: countGame, params: { target: 6 }, seed, seats: [{ spec: 'one', agent: adder(1) }] });
const temp = () => mkdtempSync(join(tmpdir(), 'xparena-jsonl-'));

async function exportTo(store: Store, file: string, runId?: string): Promise<number> {
  const out = createWriteStream(file);
  const { records } = await exportJsonl(store, out, runId ? { runId } : {});
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return records;
}

/** Every row of the tables an import fills, in a fixed order (a match's import time and duration are local). */
function rows(store: Store) {
  const all = (sql: string) => store.database.prepare(sql).all();
  return {
    runs: all('SELECT * FROM runs ORDER BY id'),
    matches: all(
      `SELECT id, game, version, seed, seats, status, scores, steps, seat_records, cost_usd, record
       FROM matches JOIN match_records ON match_id = id ORDER BY id`,
    ),
    steps: all('SELECT * FROM steps ORDER BY match_id, step, player'),
    runMatches: all('SELECT * FROM run_matches ORDER BY run_id, match_id'),
    snapshots: all('SELECT * FROM experience_snapshots ORDER BY run_id, game, trial, checkpoint'),
    roundRatings: all('SELECT * FROM round_ratings ORDER BY run_id, agent, round'),
  };
}

/** Nothing but records added, skipped or bad. */
const recordsOnly = { runs: 0, snapshots: 0, roundRatings: 0 };

/** Adds two experience snapshots (the second learned, with its cost) and two round ratings to the fault runs. */
function storeRunData(store: Store, seed: number): void {
  const snapshot = { runId: `episodes-${seed}`, game: 'snake', trial: 0, experience: 'history' };
  store.saveExperienceSnapshot({ ...snapshot, checkpoint: 0, hash: 'h0', state: { notes: [] } });
  const learned = { parent: 'h0', usage: { inputTokens: 10, outputTokens: 5, costUsd: 0.01 }, exchanges: [] };
  store.saveExperienceSnapshot({ ...snapshot, checkpoint: 3, hash: 'h3', state: { notes: ['wall'] }, learned });
  store.saveRoundRatings(`tournament-${seed}`, [
    { agent: 'a', round: 0, rating: 1500, rank: 1, games: 4, score: 0.5, low: 1400, high: Number.POSITIVE_INFINITY },
    { agent: 'a', round: 1, rating: 1510.5, rank: 2, games: 4, score: 0.25 },
  ]);
}

describe('JSONL export and import', () => {
  it('round-trips records and skips those already stored', async () => {
    const dir = temp();
    const source = new Store(':memory:');
    const records = [await play(5), await play(6)];
    for (const record of records) source.commitMatch(record);
    const file = join(dir, 'records.jsonl');
    expect(await exportTo(source, file)).toBe(2);
    const target = new Store(':memory:');
    target.commitMatch(records[0] as (typeof records)[0]);
    expect(await importJsonl(target, file)).toEqual({ added: 1, skipped: 1, bad: 0, ...recordsOnly });
    expect([...target.records()]).toEqual(records);
  });

  it("round-trips a record played under another policy than its game's rule, its id checked with the policy", async () => {
    const dir = temp();
    const source = new Store(':memory:');
    const strict = await playMatch({
      game: countGame,
      params: { target: 6 },
      seed: 5,
      seats: [{ spec: 'one', agent: adder(1) }],
      invalid: { retries: 0, fallback: 'forfeit' },
    });
    expect(strict.id).not.toBe((await play(5)).id);
    source.commitMatch(strict);
    const file = join(dir, 'strict.jsonl');
    expect(await exportTo(source, file)).toBe(1);
    const target = new Store(':memory:');
    expect(await importJsonl(target, file)).toEqual({ added: 1, skipped: 0, bad: 0, ...recordsOnly });
    expect([...target.records()]).toEqual([strict]);
    // Without its policy the record's id no longer matches its spec: the line is refused, never stored under it.
    const stripped = join(dir, 'stripped.jsonl');
    writeFileSync(stripped, readFileSync(file, 'utf8').replace(/"invalid":\{[^}]*\},/, ''));
    const { bad } = await readJsonlFile(stripped);
    expect(bad).toEqual([expect.objectContaining({ error: expect.stringMatching(/does not match its spec/) })]);
  });

  it('reports each bad line by number and reason, and keeps the good lines around it', async () => {
    const dir = temp();
    const [first, second, third] = [await play(7), await play(8), await play(9)];
    const bad = join(dir, 'bad.jsonl');
    const lines = [
      toJsonLine(first),
      '{"formatVersion":1}\n',
      '\n',
      toJsonLine(second),
      'not json\n',
      toJsonLine({ ...third, seed: 10 }),
      toJsonLine(third).trimEnd(),
    ];
    writeFileSync(bad, lines.join(''));
    const { records, bad: problems } = await readJsonlFile(bad);
    expect(records).toEqual([first, second, third]);
    expect(problems).toEqual([
      { line: 2, error: expect.stringMatching(/^not a match record: id: /) },
      { line: 5, error: expect.stringMatching(/^not valid JSON/) },
      { line: 6, error: expect.stringMatching(/^id .* does not match its spec/) },
    ]);
    const store = new Store(':memory:');
    const reported: number[] = [];
    expect(await importJsonl(store, bad, (problem) => reported.push(problem.line))).toEqual({
      added: 3,
      skipped: 0,
      bad: 3,
      ...recordsOnly,
    });
    expect(reported).toEqual([2, 5, 6]);
    await expect(readJsonlFile(join(dir, 'missing.jsonl'))).rejects.toThrow(/cannot read .*missing\.jsonl/);
    await expect(readJsonlFile(dir)).rejects.toThrow(/it is a folder/);
  });

  it('accepts every record of LLM fault runs unchanged: attempts without actions, late answers, forfeits, retries', async () => {
    const store = new Store(':memory:');
    await storeFaultRuns(store, 1);
    const records = [...store.records()];
    const attempts = records.flatMap((record) => [
      ...record.steps.flatMap((step) => step.moves.flatMap((move) => move.invalid ?? [])),
      ...(record.end.attempts ?? []),
    ]);
    // The fault runs hold what the schema once rejected or dropped.
    expect(attempts.some((attempt) => attempt.action === undefined)).toBe(true);
    expect(attempts.some((attempt) => attempt.action !== undefined)).toBe(true);
    expect(attempts.some((attempt) => /time limit/.test(attempt.error))).toBe(true);
    expect(records.some((record) => record.end.status === 'forfeit' && record.end.attempts?.length)).toBe(true);
    const exchanges = records.flatMap((record) =>
      record.steps.flatMap((step) => step.moves.flatMap((move) => move.exchanges ?? [])),
    );
    expect(exchanges.some((exchange) => exchange.retries?.length)).toBe(true);
    for (const record of records) {
      const parsed = parseMatchRecord(JSON.parse(JSON.stringify(record)));
      expect(parsed).toEqual({ ok: true, record });
    }
  });

  it.each([1, 2, 3])(
    'export of stored runs (seed %i) imported into a fresh home gives identical rows',
    async (seed) => {
      const dir = temp();
      const source = new Store(join(dir, 'source', 'xparena.db'));
      await storeFaultRuns(source, seed);
      storeRunData(source, seed);
      const file = join(dir, 'all.jsonl');
      const count = await exportTo(source, file);
      expect(count).toBe(source.listMatches().length);
      const target = new Store(join(dir, 'target', 'xparena.db'));
      const runData = { runs: 2, snapshots: 2, roundRatings: 2 };
      expect(await importJsonl(target, file)).toEqual({ added: count, skipped: 0, bad: 0, ...runData });
      // Runs, matches, labels, play order, snapshots and ratings as in the source, unbounded interval ends included.
      expect(rows(target)).toEqual(rows(source));
      // Importing again changes nothing (an infra result is never counted as stored, so it is written again).
      const infra = source.listMatches().filter((row) => row.status === 'infra').length;
      expect(infra).toBe(1);
      expect(await importJsonl(target, file)).toEqual({ added: infra, skipped: count - infra, bad: 0, ...recordsOnly });
      expect(rows(target)).toEqual(rows(source));
      // A run's export carries its labels and restores that run alone.
      const runFile = join(dir, 'run.jsonl');
      await exportTo(source, runFile, `episodes-${seed}`);
      const lines = readFileSync(runFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines[0]).toEqual({ run: expect.objectContaining({ id: `episodes-${seed}`, kind: 'episodes' }) });
      expect(lines[1].label).toMatch(/"episode":0/);
      expect(lines.at(-1)).toEqual({ experienceSnapshot: expect.objectContaining({ checkpoint: 3, hash: 'h3' }) });
      const single = new Store(':memory:');
      await importJsonl(single, runFile);
      expect(single.listRuns().map((run) => run.id)).toEqual([`episodes-${seed}`]);
      expect(single.listMatches({ runId: `episodes-${seed}` })).toEqual(
        source.listMatches({ runId: `episodes-${seed}` }),
      );
      expect(single.listExperienceSnapshots(`episodes-${seed}`)).toEqual(
        source.listExperienceSnapshots(`episodes-${seed}`),
      );
      // Readers of match records (rate, replay) skip the run and snapshot lines without calling them bad.
      expect(await readJsonlFile(runFile)).toEqual({
        records: [...source.records({ runId: `episodes-${seed}` })],
        bad: [],
      });
      source.close();
      target.close();
    },
    30_000,
  );

  it('refuses, writing nothing, a file whose run id names a different run in the store', async () => {
    const dir = temp();
    const source = new Store(':memory:');
    await storeFaultRuns(source, 4);
    storeRunData(source, 4);
    const file = join(dir, 'all.jsonl');
    await exportTo(source, file);
    const target = new Store(join(dir, 'target', 'xparena.db'));
    target.startRun({ id: 'episodes-4', kind: 's3gym', spec: { other: true }, codeVersion: 'local' });
    const before = rows(target);
    await expect(importJsonl(target, file)).rejects.toThrow(
      /^cannot import .*all\.jsonl: it holds 1 run\(s\) whose id names a different run; nothing was imported:\n {2}run episodes-4: the file's \(kind episodes, created .*\) differs from this store's \(kind s3gym, created .*\)\nimport it into another home \(--home DIR\)$/,
    );
    expect(rows(target)).toEqual(before);
    // The same run, resumed since (its status and update time changed), is no conflict.
    const same = new Store(':memory:');
    await importJsonl(same, file);
    same.finishRun('tournament-4', 'finished');
    expect(await importJsonl(same, file)).toMatchObject({ added: 1, runs: 0, snapshots: 0, roundRatings: 0 });
    // Two different runs under one id within a file are refused too.
    const text = readFileSync(file, 'utf8');
    const twice = join(dir, 'twice.jsonl');
    const changed = text.split('\n')[0]?.replace('"kind":"', '"kind":"x');
    writeFileSync(twice, `${text}${changed}\n`);
    await expect(importJsonl(new Store(':memory:'), twice)).rejects.toThrow(
      /run tournament-4: the file.s \(kind xtournament, .*\) differs from the one an earlier line gives \(kind tournament,/,
    );
    target.close();
  });
});
