import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import { type PlayMatchOptions, playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { importRecords, readJsonlRecords, toJsonLine } from './jsonl.js';
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
    store.commitMatch(record, { runId: 'r1', label: 'batch' });
    expect(store.startRun({ id: 'r1', kind: 'test', spec: { a: 1 }, codeVersion: '0' })).toEqual({ resumed: true });
    expect(store.listMatches({ runId: 'r1' }).map((row) => row.label)).toEqual(['batch']);
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
});

describe('JSONL export and import', () => {
  it('round-trips records and skips those already stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xparena-'));
    const source = new Store(':memory:');
    const records = [await play(5), await play(6)];
    for (const record of records) source.commitMatch(record);
    const file = join(dir, 'records.jsonl');
    writeFileSync(file, [...source.records()].map(toJsonLine).join(''));
    const target = new Store(':memory:');
    target.commitMatch(records[0] as (typeof records)[0]);
    expect(importRecords(target, readJsonlRecords(file))).toEqual({ added: 1, skipped: 1 });
    expect([...target.records()]).toEqual(records);
  });

  it('names the file and line of a malformed or tampered record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xparena-'));
    const record = await play(7);
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, `${toJsonLine(record)}{"formatVersion":1}\n`);
    expect(() => readJsonlRecords(bad)).toThrow(/bad\.jsonl line 2 is not a match record: id: /);
    writeFileSync(bad, toJsonLine({ ...record, seed: 8 }));
    expect(() => readJsonlRecords(bad)).toThrow(/line 1: id .* does not match its spec/);
    writeFileSync(bad, 'not json\n');
    expect(() => readJsonlRecords(bad)).toThrow(/line 1 is not valid JSON/);
    expect(() => readJsonlRecords(join(dir, 'missing.jsonl'))).toThrow(/cannot read/);
  });
});
