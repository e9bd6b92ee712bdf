// Checking an output path before any work, so a mistyped folder fails in a second with one line, not after a run.
import { accessSync, closeSync, constants, openSync, rmSync, statSync } from 'node:fs';
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
      `cannot write ${flag} '${path}': ${reasons[code] ?? code ?? 'unwritable'}; give a file in an existing folder you can write to`,
    );
  }
  if (!existing) rmSync(path, { force: true });
}
