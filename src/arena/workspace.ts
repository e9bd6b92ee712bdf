// The coding agent's world (docs/aaarena.md, "Workspace"): rules, SDK, the writable strategy started from the pool's
// starter, one study example, the leaderboard without code, and room for notes, artifacts and replays. Nothing of
// the opponents' code, the evaluator or any key is ever written here.
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { materialisePoolProgram } from '../agents/program/pool-program.js';
import { packageRoot } from '../core/package-root.js';
import { type ProgramFile, readProgramFiles } from '../core/program-files.js';
import type { ArenaPool } from './arena-pool.js';

/** The workspace's entries; everything but `strategy/`, `notes/` and `artifacts/` is read-only for the agent. */
export const workspaceLayout = {
  rules: 'RULES.md',
  sdk: 'sdk',
  strategy: 'strategy',
  study: 'study',
  alternatives: 'alternatives',
  replayFormat: 'REPLAYS.md',
  leaderboardJson: 'leaderboard.json',
  leaderboardText: 'leaderboard.md',
  notes: 'notes',
  artifacts: 'artifacts',
  replays: 'replays',
  /** The run's id, so `xparena arena …` run inside the workspace finds its run. */
  marker: '.arena-run',
} as const;

/** The files shipped with xparena that the workspace copies: resolved beside this package's sources. */
function shipped(path: string): string {
  return join(packageRoot, path);
}

/**
 * Writes the workspace of a fresh run into `dir` (which must not hold one yet) for `pool`, marked with `runId`;
 * returns the strategy directory.
 */
export function createWorkspace(dir: string, pool: ArenaPool, runId: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, workspaceLayout.rules), readFileSync(shipped(`docs/games/${pool.game}.md`)));
  const sdk = join(dir, workspaceLayout.sdk);
  copyFile(shipped('sdk/js/xparena.mjs'), join(sdk, 'js', 'xparena.mjs'));
  copyFile(shipped('sdk/python/xparena.py'), join(sdk, 'python', 'xparena.py'));
  copyFile(shipped('docs/program-protocol.md'), join(sdk, 'program-protocol.md'));
  const strategy = join(dir, workspaceLayout.strategy);
  writeFiles(strategy, readProgramFiles(materialisePoolProgram(pool.roster.dir, pool.starter).dir));
  if (pool.reference)
    writeFiles(
      join(dir, workspaceLayout.study),
      readProgramFiles(materialisePoolProgram(pool.roster.dir, pool.reference).dir),
    );
  for (const family of alternativeStarters(pool))
    writeFiles(
      join(dir, workspaceLayout.alternatives, family),
      readProgramFiles(materialisePoolProgram(pool.roster.dir, { ...pool.starter, family, args: [] }).dir),
    );
  copyFile(shipped('docs/aaarena-replays.md'), join(dir, workspaceLayout.replayFormat));
  writeFileSync(join(dir, workspaceLayout.leaderboardJson), `${JSON.stringify(pool.opponents, null, 2)}\n`);
  writeFileSync(join(dir, workspaceLayout.leaderboardText), leaderboardText(pool));
  for (const writable of [workspaceLayout.notes, workspaceLayout.artifacts, workspaceLayout.replays])
    mkdirSync(join(dir, writable), { recursive: true });
  writeFileSync(join(dir, workspaceLayout.marker), `${runId}\n`);
  for (const entry of readdirSync(dir)) {
    if (entry === workspaceLayout.strategy || entry === workspaceLayout.notes || entry === workspaceLayout.artifacts)
      continue;
    makeReadOnly(join(dir, entry), entry !== workspaceLayout.replays);
  }
  return strategy;
}

/** The other-language starters a pool ships (family directories `starter-<language>`, e.g. `starter-py`). */
function alternativeStarters(pool: ArenaPool): string[] {
  return readdirSync(pool.roster.dir)
    .filter((name) => name.startsWith('starter-') && statSync(join(pool.roster.dir, name)).isDirectory())
    .sort();
}

/** The ladder as the agent reads it: rank, id, Elo and, in two-role games, the role; never code or arguments. */
function leaderboardText(pool: ArenaPool): string {
  const lines = [
    `# ${pool.game}: the frozen ladder (${pool.opponents.length} programs)`,
    '',
    pool.twoRole
      ? 'Each program plays one role (0 or 1); against it your program plays the other role.'
      : 'Against each program your program plays both seats.',
    '',
    pool.twoRole ? '| rank | id | Elo | role |' : '| rank | id | Elo |',
    pool.twoRole ? '| ---: | --- | ---: | ---: |' : '| ---: | --- | ---: |',
    ...pool.opponents.map((opponent) =>
      pool.twoRole
        ? `| ${opponent.rank} | ${opponent.id} | ${opponent.elo.toFixed(1)} | ${opponent.role} |`
        : `| ${opponent.rank} | ${opponent.id} | ${opponent.elo.toFixed(1)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

function copyFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, readFileSync(from));
}

/** Writes `files` under `dir`, keeping their modes (owner-writable). */
export function writeFiles(dir: string, files: readonly ProgramFile[]): void {
  for (const file of files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    chmodSync(target, file.mode | 0o600);
  }
}

/** Takes write permission from `path`'s files (and, with `closeDirs`, its directories) for everyone. */
function makeReadOnly(path: string, closeDirs: boolean): void {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) makeReadOnly(join(path, entry), closeDirs);
    if (closeDirs) chmodSync(path, stat.mode & 0o555);
  } else chmodSync(path, stat.mode & 0o555);
}

/** Writes a read-only file into the workspace's replays/ folder (the only read-only place the arena writes later). */
export function writeReplayFile(workspace: string, name: string, text: string): string {
  const path = join(workspace, workspaceLayout.replays, name);
  if (existsSync(path)) chmodSync(path, 0o644);
  writeFileSync(path, text);
  chmodSync(path, 0o444);
  return `${workspaceLayout.replays}/${name}`;
}
