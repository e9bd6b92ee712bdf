// Output paths are checked before any work, so a mistyped path fails in a second with one line, never after a run.
import { accessSync, closeSync, constants, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeDirectory } from '../core/make-directory.js';
import { UsageError } from '../core/usage-error.js';

const reasons: Readonly<Record<string, string>> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
};

/**
 * Throws UsageError (naming `flag` and `path`) unless `path` can be written: an existing file is opened for appending
 * and left unchanged, a new one is created and removed again; a device or pipe only needs write permission.
 */
export function assertWritableOutput(path: string, flag = '--output'): void {
  let existing: ReturnType<typeof statSync> | undefined;
  try {
    existing = statSync(path);
  } catch {
    existing = undefined;
  }
  try {
    if (existing && !existing.isFile() && !existing.isDirectory()) accessSync(path, constants.W_OK);
    else closeSync(openSync(path, 'a'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new UsageError(
      `cannot write ${flag} '${path}': ${reasons[code] ?? (code || 'unwritable')}; give a file in an existing folder you can write to`,
    );
  }
  if (!existing) rmSync(path, { force: true });
}

/** Creates the folder `dir` (and its parents) and writes a probe file there; UsageError naming `flag` if it cannot. */
export function assertWritableFolder(dir: string, flag: string): void {
  try {
    makeDirectory(dir);
    const probe = join(dir, `.xparena-write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new UsageError(
      `cannot write to the folder '${dir}'${typeof code === 'string' ? ` (${code})` : ''}: choose another with ${flag}`,
    );
  }
}
