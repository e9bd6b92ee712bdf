// A program directory as data: its files sorted by path and one content hash over them, shared by the pool's
// materialised programs and the arena ledger's snapshots so the same directory always gets the same id.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One file of a program directory: its path relative to the directory, content and mode bits. */
export interface ProgramFile {
  readonly path: string;
  readonly content: Buffer;
  readonly mode: number;
}

/** Whether a directory entry is left out of a program: dot-entries, `__pycache__` and `node_modules`. */
export function isIgnoredProgramEntry(name: string): boolean {
  return name.startsWith('.') || name === '__pycache__' || name === 'node_modules';
}

/** The files of a program directory, sorted by path; ignored entries (see `isIgnoredProgramEntry`) are left out. */
export function readProgramFiles(root: string, under = ''): ProgramFile[] {
  const files: ProgramFile[] = [];
  for (const name of readdirSync(join(root, under)).sort()) {
    if (isIgnoredProgramEntry(name)) continue;
    const path = under ? `${under}/${name}` : name;
    const stat = statSync(join(root, path));
    if (stat.isDirectory()) files.push(...readProgramFiles(root, path));
    else if (stat.isFile()) files.push({ path, content: readFileSync(join(root, path)), mode: stat.mode & 0o755 });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** SHA-256 over each file's path and content hash, in path order (16 hex digits). */
export function programFilesHash(files: readonly ProgramFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${createHash('sha256').update(file.content).digest('hex')}\n`);
  return hash.digest('hex').slice(0, 16);
}
