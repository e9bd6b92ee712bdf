// Creating a directory and its missing parents one at a time: Node's `mkdirSync(…, { recursive: true })` spins
// forever at 100% CPU where mkdir keeps answering ENOENT (e.g. under /proc), so it is never given a user's path.
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Creates `path` and any missing parents (nothing when it is already a directory); throws the file system's error. */
export function makeDirectory(path: string): void {
  const dir = resolve(path);
  if (isDirectory(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) makeDirectory(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    // Another process may have created it meanwhile.
    if (codeOf(error) !== 'EEXIST' || !isDirectory(dir)) throw error;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}
