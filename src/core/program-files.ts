// A program directory as data: its files sorted by path and one content hash over them, shared by the pool's
// materialised programs and the arena ledger's snapshots so the same directory always gets the same id.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * The files of a program directory, sorted by path; ignored entries (see `isIgnoredProgramEntry`) and symbolic links
 * are left out: a link is never followed, so a program written by an untrusted agent cannot pull a host file into
 * its snapshot.
 */
export function readProgramFiles(root: string, under = ''): ProgramFile[] {
  const files: ProgramFile[] = [];
  for (const name of readdirSync(join(root, under)).sort()) {
    if (isIgnoredProgramEntry(name)) continue;
    const path = under ? `${under}/${name}` : name;
    const stat = lstatSync(join(root, path));
    if (stat.isDirectory()) files.push(...readProgramFiles(root, path));
    else if (stat.isFile()) files.push({ path, content: readFileSync(join(root, path)), mode: stat.mode & 0o755 });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The symbolic links in a program directory (paths relative to it, ignored entries skipped), which programs may not hold. */
export function programLinks(root: string, under = ''): string[] {
  return readdirSync(join(root, under))
    .sort()
    .filter((name) => !isIgnoredProgramEntry(name))
    .flatMap((name) => {
      const path = under ? `${under}/${name}` : name;
      const stat = lstatSync(join(root, path));
      return stat.isSymbolicLink() ? [path] : stat.isDirectory() ? programLinks(root, path) : [];
    });
}

/** SHA-256 over each file's path and content hash, in path order (16 hex digits). */
export function programFilesHash(files: readonly ProgramFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${createHash('sha256').update(file.content).digest('hex')}\n`);
  return hash.digest('hex').slice(0, 16);
}
