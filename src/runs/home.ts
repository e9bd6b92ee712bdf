import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeDirectory } from '../core/make-directory.js';
import { UsageError } from '../core/usage-error.js';
import type { ModelEnvironment } from '../model/create-model.js';
import { ModelCache } from '../store/model-cache.js';
import { Store, type StoreOptions } from '../store/store.js';

/** The store directory: `--home`, else `XPARENA_HOME` (unless empty), else `./.xparena`; UsageError on an empty `--home`. */
export function homeDir(home: string | undefined): string {
  if (home !== undefined && home.trim() === '')
    throw new UsageError("--home is empty: give the store's directory, e.g. --home .xparena");
  return resolve(home ?? (process.env.XPARENA_HOME || '.xparena'));
}

/**
 * Opens the store in the home directory; `readonly` (commands that only read) needs an existing store and creates
 * nothing. A home that cannot serve is a UsageError saying what is wrong and what to do.
 */
export function openStore(home: string | undefined, options: StoreOptions = {}): Store {
  const dir = homeDir(home);
  const path = join(dir, 'xparena.db');
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new UsageError(`home ${dir} is a file, not a directory: give the store's directory with --home`);
  if (options.readonly && !existsSync(path))
    throw new UsageError(
      `no xparena store in ${dir} (no xparena.db there): check --home or XPARENA_HOME, or store some matches first (e.g. \`xparena demo\`)`,
    );
  if (!options.readonly) {
    try {
      makeDirectory(dir);
    } catch (error) {
      throw new UsageError(
        `cannot create the home ${dir} (${error instanceof Error ? error.message : String(error)}): give a directory you can write to with --home`,
      );
    }
  }
  try {
    return new Store(path, options);
  } catch (error) {
    throw storeError(error, dir, path, options) ?? error;
  }
}

/** What is wrong with a home whose store failed to open, as one line for the user (undefined: not the home's fault). */
export function storeError(error: unknown, dir: string, path: string, options: StoreOptions): UsageError | undefined {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const reason = error instanceof Error ? error.message : String(error);
  if (code === 'SQLITE_NOTADB')
    return new UsageError(
      `${path} is not an xparena store (not a SQLite database): move it away, or give another home with --home`,
    );
  if (code.startsWith('SQLITE_CORRUPT'))
    return new UsageError(`${path} is damaged (${reason}): restore it from a copy, or give another home with --home`);
  const denied = /^(SQLITE_READONLY|SQLITE_CANTOPEN|SQLITE_PERM|SQLITE_AUTH|EACCES|EPERM|EROFS)/.test(code);
  if (!denied) return undefined;
  if (options.readonly)
    return code.startsWith('SQLITE_READONLY')
      ? new UsageError(
          `the store in ${dir} has an older schema that must be upgraded once, but this user cannot write there: run \`xparena runs\` once as a user who can`,
        )
      : new UsageError(`cannot read the store ${path} (${reason}): check its permissions`);
  return new UsageError(
    `cannot write to the store in ${dir} (${reason}): this command stores its results there; give a writable home with --home (read-only commands such as \`xparena matches\` can read it as it is)`,
  );
}

/** What `llm:` agents need from the CLI: the home (for prices.json) and the store's response cache. */
export function modelEnvironment(store: Store | undefined, home: string | undefined): ModelEnvironment {
  return { home: homeDir(home), ...(store ? { cache: new ModelCache(store.database) } : {}) };
}
