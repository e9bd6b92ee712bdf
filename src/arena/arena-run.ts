// One arena run's directory: `config.json` (its settings), `ledger.db` (budgets, snapshots, submissions),
// `workspace/` (what the coding agent sees) and `snapshots/<id>/` (each submitted snapshot, read-only, the directory
// the candidate plays from). Creation is resumable: each part is written once, whatever stopped the last attempt.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { canonicalJson } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import { ArenaLedger } from '../store/arena-ledger.js';
import { type ArenaConfig, type ArenaConfigInput, arenaConfig, parseArenaConfig } from './arena-config.js';
import { type ArenaPool, readArenaPool } from './arena-pool.js';
import { createWorkspace, workspaceLayout } from './workspace.js';

export const arenaRunFiles = {
  config: 'config.json',
  ledger: 'ledger.db',
  workspace: 'workspace',
  snapshots: 'snapshots',
} as const;

/** An open arena run: its settings, ladder, ledger and workspace. Close the ledger when done. */
export interface ArenaRun {
  readonly dir: string;
  /** The id written into the workspace's marker: the store run's id, else the directory's name. */
  readonly id: string;
  readonly config: ArenaConfig;
  readonly pool: ArenaPool;
  readonly ledger: ArenaLedger;
  readonly workspace: string;
  readonly strategyDir: string;
}

/**
 * Creates the run in `dir` with `input`'s settings, or finishes one whose creation was interrupted; a directory
 * that already holds a run with other settings is refused (UsageError).
 */
export function createArenaRun(dir: string, input: ArenaConfigInput): ArenaRun {
  const root = resolve(dir);
  const config = arenaConfig({ ...input, poolsDir: resolve(input.poolsDir) });
  readArenaPool(config.game, config.poolsDir);
  const file = join(root, arenaRunFiles.config);
  if (existsSync(file)) {
    const stored = parseArenaConfig(JSON.parse(readFileSync(file, 'utf8')), file);
    if (canonicalJson(stored) !== canonicalJson(config))
      throw new UsageError(`${root} already holds an arena run with other settings: choose another directory`);
  } else {
    mkdirSync(root, { recursive: true });
    writeFileSync(`${file}.tmp`, `${JSON.stringify(config, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
  return openArenaRun(root);
}

/**
 * Opens the run in `dir` (finishing its creation when that was interrupted) and points `program:pool/…` specs at
 * its pools directory (XPARENA_POOLS_DIR, inherited by forked match workers). The ledger's pending submission, if
 * any, is re-executed by `ArenaSession.recover()`.
 */
export function openArenaRun(dir: string): ArenaRun {
  const root = resolve(dir);
  const file = join(root, arenaRunFiles.config);
  if (!existsSync(file))
    throw new UsageError(`${root} holds no arena run (no ${arenaRunFiles.config}): give a run directory or id`);
  const config = parseArenaConfig(JSON.parse(readFileSync(file, 'utf8')), file);
  process.env[poolsDirVariable] = config.poolsDir;
  const pool = readArenaPool(config.game, config.poolsDir);
  const ledger = new ArenaLedger(join(root, arenaRunFiles.ledger), {
    small: config.budgets.small,
    full: config.budgets.full,
    ...(config.budgets.extension ? { extension: config.budgets.extension } : {}),
  });
  const id = config.store?.runId ?? basename(root);
  const workspace = join(root, arenaRunFiles.workspace);
  if (!existsSync(join(workspace, workspaceLayout.marker))) {
    const staging = `${workspace}.${process.pid}.tmp`;
    removeTree(staging);
    createWorkspace(staging, pool, id);
    removeTree(workspace);
    renameSync(staging, workspace);
  }
  return { dir: root, id, config, pool, ledger, workspace, strategyDir: join(workspace, workspaceLayout.strategy) };
}

/** The read-only directory of snapshot `id` (written from the ledger the first time), which the candidate plays from. */
export function snapshotDir(run: ArenaRun, id: string): string {
  const dir = join(run.dir, arenaRunFiles.snapshots, id);
  if (existsSync(dir)) return dir;
  const staging = `${dir}.${process.pid}.tmp`;
  removeTree(staging);
  run.ledger.materialise(id, staging);
  closeTree(staging);
  renameSync(staging, dir);
  return dir;
}

/** Removes `path` even where write permission was taken away. */
export function removeTree(path: string): void {
  if (!existsSync(path)) return;
  openTree(path);
  rmSync(path, { recursive: true, force: true });
}

function openTree(path: string): void {
  const stat = statSync(path);
  chmodSync(path, stat.mode | 0o200);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) openTree(join(path, entry));
}

/** Takes write permission from `path`'s files for everyone (directories stay the owner's, so it can be renamed). */
function closeTree(path: string): void {
  const stat = statSync(path);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) closeTree(join(path, entry));
  else chmodSync(path, stat.mode & 0o555);
}
