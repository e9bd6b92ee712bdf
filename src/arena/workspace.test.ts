// The workspace a coding agent gets: what it holds (never an opponent's code), what is writable, and how an
// interrupted creation is finished on reopening.
import { accessSync, constants, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readArenaPool } from './arena-pool.js';
import { openArenaRun } from './arena-run.js';
import { arenaScratch, testArenaRun } from './test-arena-run.js';
import { createWorkspace } from './workspace.js';

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory()
        ? [`${relative(root, path)}/`, ...listFiles(root, path)]
        : [relative(root, path)];
    })
    .sort();
}

function writable(path: string): boolean {
  return (statSync(path).mode & 0o222) !== 0;
}

/** The pools shipped with xparena (openArenaRun points XPARENA_POOLS_DIR at a fixture's copy). */
const shippedPools = new URL('../../pools', import.meta.url).pathname;

describe('arena workspace', () => {
  const fixture = testArenaRun();
  afterAll(fixture.cleanup);
  const { run } = fixture;

  it('holds rules, SDK, the starter, the study example, the leaderboard and empty notes — and nothing else', () => {
    expect(listFiles(run.workspace)).toEqual([
      '.arena-run',
      'REPLAYS.md',
      'RULES.md',
      'artifacts/',
      'leaderboard.json',
      'leaderboard.md',
      'notes/',
      'replays/',
      'sdk/',
      'sdk/js/',
      'sdk/js/xparena.mjs',
      'sdk/program-protocol.md',
      'sdk/python/',
      'sdk/python/xparena.py',
      'strategy/',
      'strategy/main.mjs',
      'strategy/xparena-program.json',
      'strategy/xparena.mjs',
      'study/',
      'study/main.mjs',
      'study/xparena-program.json',
      'study/xparena.mjs',
    ]);
    expect(readFileSync(join(run.workspace, '.arena-run'), 'utf8').trim()).toBe(run.id);
    expect(readFileSync(join(run.workspace, 'RULES.md'), 'utf8')).toMatch(/Kuhn/i);
    expect(readFileSync(join(run.strategyDir, 'main.mjs'), 'utf8')).toContain('always the first legal action');
    expect(JSON.parse(readFileSync(join(run.workspace, 'study', 'xparena-program.json'), 'utf8')).entry).toEqual([
      'node',
      'main.mjs',
      '--cards',
      'KQ',
    ]);
  });

  it('shows no opponent code: no pool family but the starter and the reference, no roster, no sealed pool', () => {
    const files = listFiles(run.workspace).filter((path) => !path.endsWith('/'));
    const bluffer = readFileSync(join(run.pool.roster.dir, 'bluffer', 'main.mjs'), 'utf8');
    for (const file of files) {
      const text = readFileSync(join(run.workspace, file), 'utf8');
      expect(text, file).not.toBe(bluffer);
      expect(text, file).not.toContain('bluff a jack');
      expect(text, file).not.toContain('codeHash');
    }
    const leaderboard = JSON.parse(readFileSync(join(run.workspace, 'leaderboard.json'), 'utf8'));
    expect(leaderboard).toEqual([
      { id: 't-kqj', rank: 1, elo: 1650 },
      { id: 't-kq', rank: 2, elo: 1550 },
      { id: 'b-50', rank: 3, elo: 1450 },
      { id: 's-0', rank: 4, elo: 1350 },
    ]);
    expect(readFileSync(join(run.workspace, 'leaderboard.md'), 'utf8')).toMatch(/^\| 1 \| t-kqj \| 1650\.0 \|$/m);
  });

  it('leaves only strategy/, notes/ and artifacts/ writable', () => {
    for (const path of ['strategy', 'strategy/main.mjs', 'notes', 'artifacts'])
      expect(writable(join(run.workspace, path)), path).toBe(true);
    for (const path of [
      'RULES.md',
      'REPLAYS.md',
      'leaderboard.json',
      'leaderboard.md',
      'sdk',
      'sdk/js/xparena.mjs',
      'study',
      'study/main.mjs',
      '.arena-run',
    ])
      expect(writable(join(run.workspace, path)), path).toBe(false);
    accessSync(join(run.workspace, 'notes'), constants.W_OK);
  });

  it('reopens the same run, and refuses a directory without one', () => {
    writeFileSync(join(run.strategyDir, 'notes.txt'), 'kept');
    const again = openArenaRun(run.dir);
    expect(again.config).toEqual(run.config);
    expect(readFileSync(join(again.strategyDir, 'notes.txt'), 'utf8')).toBe('kept');
    again.ledger.close();
    expect(() => openArenaRun(fixture.root)).toThrow(/holds no arena run/);
  });
});

describe('arena workspace of a contest pool', () => {
  it('night-orchard: the starter and the reference only, no other family’s files, roles on the leaderboard', () => {
    const scratch = arenaScratch();
    try {
      const pool = readArenaPool('night-orchard', shippedPools);
      const workspace = join(scratch.dir, 'workspace');
      createWorkspace(workspace, pool, 'r');
      const shown = new Set(
        listFiles(workspace)
          .filter((path) => !path.endsWith('/'))
          .map((path) => readFileSync(join(workspace, path), 'utf8')),
      );
      const hidden = readdirSync(pool.roster.dir).filter(
        (name) => !['starter', 'reference'].includes(name) && statSync(join(pool.roster.dir, name)).isDirectory(),
      );
      expect(hidden.length).toBeGreaterThan(0);
      for (const family of hidden)
        for (const file of listFiles(join(pool.roster.dir, family)).filter((path) => !path.endsWith('/')))
          if (!file.startsWith('xparena.'))
            expect(shown.has(readFileSync(join(pool.roster.dir, family, file), 'utf8')), `${family}/${file}`).toBe(
              false,
            );
      expect(readFileSync(join(workspace, 'leaderboard.md'), 'utf8')).toMatch(/^\| rank \| id \| Elo \| role \|$/m);
    } finally {
      scratch.cleanup();
    }
  });
});
