// `program:pool/<game>/<id>`: a pool program materialised as an ordinary program directory (its family's files and a
// manifest whose entry has the roster's args appended), written once into a content-addressed cache.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { packageRoot } from '../../core/package-root.js';
import { poolPathPrefix } from '../../core/pool-spec.js';
import { type ProgramFile, programFilesHash, readProgramFiles } from '../../core/program-files.js';
import { UsageError } from '../../core/usage-error.js';
import { type PoolEntry, type PoolRoster, poolsDir, readPoolRoster } from './pool-roster.js';
import { programManifestFile, readProgramManifest } from './program-manifest.js';

/** A pool program ready to run: its roster entry, materialised directory and code hash. */
export interface PoolProgram {
  readonly entry: PoolEntry;
  readonly dir: string;
  /** Hash of the materialised directory: its files sorted by path, each path with its content's hash. */
  readonly codeHash: string;
}

/**
 * Resolves `pool/<game>/<id>` (without `program:`) against the pools directory and materialises it; throws a
 * UsageError listing what exists when the game or id is unknown.
 */
export function resolvePoolPath(path: string, dir = poolsDir()): PoolProgram {
  const [game, id, ...rest] = path.slice(poolPathPrefix.length).split('/');
  if (!game || !id || rest.length > 0)
    throw new UsageError(`'program:${path}' must name a pool program as program:pool/<game>/<id>`);
  const roster = readPoolRoster(game, dir);
  const entry = roster.programs.find((program) => program.id === id);
  if (!entry)
    throw new UsageError(
      `pool '${game}' has no program '${id}'; it has ${roster.programs.map((program) => program.id).join(', ')}`,
    );
  return materialisePoolProgram(roster.dir, entry);
}

/** Every program of `roster`, materialised, in roster (id) order. */
export function poolPrograms(roster: PoolRoster): PoolProgram[] {
  return roster.programs.map((entry) => materialisePoolProgram(roster.dir, entry));
}

/** Writes (once) the directory of `entry`, a program of the pool in `poolDir`, and returns it with its code hash. */
export function materialisePoolProgram(poolDir: string, entry: PoolEntry): PoolProgram {
  const files = familyProgramFiles(join(poolDir, entry.family), entry.args);
  const codeHash = programFilesHash(files);
  return { entry, dir: cachedProgramDir(codeHash, files), codeHash };
}

/**
 * The directory of the program with code hash `codeHash` (see programFilesHash) in this machine's content-addressed
 * program cache, written from `files` the first time.
 */
export function cachedProgramDir(codeHash: string, files: readonly ProgramFile[]): string {
  const dir = programCachePath(codeHash);
  if (!isCachedProgram(codeHash)) writeProgramDir(dir, files);
  return dir;
}

/** Where the program with code hash `codeHash` is (or would be) in this machine's program cache. */
export function programCachePath(codeHash: string): string {
  return join(tmpdir(), 'xparena-pool-programs', codeHash);
}

/** Whether the program cache already holds the program with code hash `codeHash`. */
export function isCachedProgram(codeHash: string): boolean {
  return existsSync(join(programCachePath(codeHash), programManifestFile));
}

/** The files of the program that runs the family in `familyDir` with `args`: its code, the SDK, and a manifest whose
 * entry has `args` appended. */
export function familyProgramFiles(familyDir: string, args: readonly string[]): ProgramFile[] {
  const manifest = readProgramManifest(familyDir);
  const withArgs = { ...manifest, entry: [...manifest.entry, ...args] };
  const own = readProgramFiles(familyDir).map((file) =>
    file.path === programManifestFile
      ? { ...file, content: Buffer.from(`${JSON.stringify(withArgs, null, 2)}\n`) }
      : file,
  );
  return withSdk(own, manifest.language);
}

/** The SDK file of each language, kept once in sdk/ and added to every pool program of that language. */
const sdkFiles: Readonly<Record<string, { readonly path: string; readonly source: string }>> = {
  javascript: { path: 'xparena.mjs', source: 'js/xparena.mjs' },
  python: { path: 'xparena.py', source: 'python/xparena.py' },
};

/** `files` with the SDK of `language` added beside the family's code, unless the family brings its own copy. */
function withSdk(files: readonly ProgramFile[], language: string): ProgramFile[] {
  const sdk = sdkFiles[language.toLowerCase()];
  if (!sdk || files.some((file) => file.path === sdk.path)) return [...files];
  const content = readFileSync(join(packageRoot, 'sdk', sdk.source));
  return [...files, { path: sdk.path, content, mode: 0o644 }].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
}

/** Writes `files` into a fresh sibling of `dir` and renames it into place, so concurrent writers never see half. */
function writeProgramDir(dir: string, files: readonly ProgramFile[]): void {
  mkdirSync(dirname(dir), { recursive: true, mode: 0o755 });
  const staging = `${dir}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  for (const file of files) {
    const target = join(staging, file.path);
    mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
    writeFileSync(target, file.content);
    chmodSync(target, file.mode | 0o444);
  }
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another process materialised the same program first: its copy is identical.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, programManifestFile))) throw error;
  }
}
