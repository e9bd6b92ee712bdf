import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { formatMatchLabel } from '../core/match-label.js';
import { UsageError } from '../core/usage-error.js';
import { Store } from './store.js';
import { migrations } from './store-schema.js';

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
    return {
      version: db.pragma('user_version', { simple: true }),
      runs: db.prepare('SELECT * FROM runs ORDER BY rowid').all() as Record<string, string>[],
      matches: db.prepare('SELECT id, record FROM matches ORDER BY rowid').all() as { id: string; record: string }[],
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
