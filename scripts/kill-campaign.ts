// The kill -9 campaign behind docs/reliability.md: runs each scenario once uninterrupted, then again in a second home
// killed with SIGKILL at seeded random moments and resumed until it completes; the two homes must hold identical
// match records and runs, every record must re-simulate, and SQLite's integrity check must pass.
// Usage: npm run campaign:kill [-- --kills <per scenario, default 14> --seed <n>]   (needs `npm run build` first)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { rngFromSeed } from '../src/core/rng.js';

interface Scenario {
  readonly name: string;
  readonly args: readonly string[];
}

const scenarios: readonly Scenario[] = [
  {
    name: 'tournament (2 matches at once)',
    args: [
      'tournament kuhn-poker --preset match -a random -a heuristic -a mcts?iterations=300',
      '-g 120 -c 2 --no-progress --no-plots --bootstrap 0',
    ]
      .join(' ')
      .split(' '),
  },
  { name: 'episodes', args: 'episodes snake --preset eval -a random -a heuristic -n 1000'.split(' ') },
  {
    name: 'explore/evaluate with experience',
    args: 'run s3gym --agent learner --games trust-evolution,snake,nullify -n 300 --no-progress'.split(' '),
  },
];

const cli = join(import.meta.dirname, '..', 'bin', 'xparena.js');

function xparena(home: string, args: readonly string[]): ChildProcess {
  return spawn(process.execPath, [cli, '--home', home, ...args], { stdio: 'ignore', detached: true });
}

function finish(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Match records (one JSON line each, sorted) and run ids with their status: what must survive any kill. */
function contents(home: string): { matches: string[]; runs: string[]; integrity: string } {
  const exported = spawnSync(process.execPath, [cli, '--home', home, 'export'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (exported.status !== 0) throw new Error(`export failed in ${home}: ${exported.stderr}`);
  const db = new Database(join(home, 'xparena.db'), { readonly: true });
  const runs = db
    .prepare('SELECT id, status FROM runs ORDER BY id')
    .all()
    .map((row) => JSON.stringify(row));
  const integrity = String(db.pragma('integrity_check', { simple: true }));
  db.close();
  // The records without the export's `runs` field, whose run rows carry the times each home was written.
  const matches = exported.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const { runs: _runs, ...record } = JSON.parse(line) as { runs?: unknown };
      return JSON.stringify(record);
    })
    .sort();
  return { matches, runs, integrity };
}

/** Matches committed in `home` so far (0 before its store exists). */
function storedMatches(home: string): number {
  const path = join(home, 'xparena.db');
  if (!existsSync(path)) return 0;
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS count FROM matches').get() as { count: number }).count;
  } catch {
    return 0; // the schema is not created yet
  } finally {
    db.close();
  }
}

function verify(home: string): boolean {
  const file = join(home, 'all.jsonl');
  spawnSync(process.execPath, [cli, '--home', home, 'export', '-o', file]);
  return (
    spawnSync(process.execPath, [cli, '--home', home, 'replay', file, '--verify'], { stdio: 'ignore' }).status === 0
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { kills: { type: 'string' }, seed: { type: 'string' } } });
  const kills = Number(values.kills ?? 14);
  const rng = rngFromSeed(Number(values.seed ?? 1));
  const root = mkdtempSync(join(tmpdir(), 'xparena-kill-'));
  let failures = 0;
  let totalKills = 0;
  let totalMatches = 0;
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const reference = join(root, `reference-${index}`);
      const killed = join(root, `killed-${index}`);
      const started = performance.now();
      if ((await finish(xparena(reference, scenario.args))) !== 0) throw new Error(`${scenario.name} failed`);
      const durationMs = performance.now() - started;
      // Delays spread the kills over the run (each attempt resumes where the last stopped), so they land in start-up,
      // play, commits and reporting; a run that completes before its next kill ends the series early.
      let landed = 0;
      let midPlay = 0;
      for (let kill = 0; kill < kills; kill++) {
        const before = storedMatches(killed);
        const child = xparena(killed, scenario.args);
        await new Promise((resolve) => setTimeout(resolve, 300 + rng.float() * ((2 * durationMs) / kills)));
        if (child.exitCode !== null || child.pid === undefined) break;
        process.kill(-child.pid, 'SIGKILL');
        await finish(child);
        landed++;
        if (storedMatches(killed) > before) midPlay++;
      }
      totalKills += landed;
      const resumed = await finish(xparena(killed, scenario.args));
      const a = contents(reference);
      const b = contents(killed);
      const same =
        resumed === 0 &&
        a.matches.length === b.matches.length &&
        a.matches.every((line, i) => line === b.matches[i]) &&
        a.runs.join() === b.runs.join();
      const ok = same && b.integrity === 'ok' && verify(killed);
      if (!ok) failures++;
      totalMatches += b.matches.length;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${scenario.name}: ${landed} kills (${midPlay} after new matches were stored) during ${(durationMs / 1000).toFixed(1)} s of uninterrupted play; ` +
          `${b.matches.length}/${a.matches.length} records identical to the uninterrupted run: ${same}; ` +
          `integrity ${b.integrity}`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  console.log(`${totalKills} kill -9s, ${totalMatches} matches compared, ${failures} scenario(s) failed`);
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
