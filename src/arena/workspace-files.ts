// The built-in revision loop's file access to an AAArena workspace: it may read anything inside the workspace and
// write only inside the strategy directory, notes/ and artifacts/. Every refusal is a WorkspaceFileError whose message
// is written for the model (it comes back as the tool's result).
import { lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/** Characters `readFile` returns at most per call (the rest is read with `offset`). */
export const maxReadChars = 32_000;
/** Characters `writeFile` and `editFile` accept at most per file. */
export const maxWriteChars = 256_000;
/** Entries `listFiles` shows at most. */
export const maxListEntries = 500;

/** A refused or failed file operation, explained for the model. */
export class WorkspaceFileError extends Error {
  override readonly name = 'WorkspaceFileError';
}

/** A workspace as the file tools see it: its root and the top-level folders they may write in. */
export interface WorkspaceFiles {
  readonly root: string;
  /** Workspace-relative folders, e.g. `strategy`, `notes`, `artifacts`. */
  readonly writable: readonly string[];
}

/** The file tools' view of `workspace`, writable in `strategyDir` (inside it), notes/ and artifacts/. */
export function workspaceFiles(workspace: string, strategyDir: string): WorkspaceFiles {
  const strategy = relative(workspace, strategyDir);
  if (!strategy || strategy.startsWith('..') || isAbsolute(strategy) || strategy.includes(sep))
    throw new Error(`the strategy directory ${strategyDir} is not a top-level folder of the workspace ${workspace}`);
  return { root: workspace, writable: [strategy, 'notes', 'artifacts'] };
}

/** The entries of a workspace folder (`.` for the root), folders marked with a trailing `/`, files with their size. */
export function listFiles(files: WorkspaceFiles, dir: string): string {
  const { path, segments } = readable(files, dir === '' ? '.' : dir);
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) throw new WorkspaceFileError(`no folder '${dir}' in the workspace; list '.' to see what there is`);
  if (!realStat(path).isDirectory()) throw new WorkspaceFileError(`'${dir}' is a file: read it with read_file`);
  const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const lines = entries.slice(0, maxListEntries).map((entry) => {
    const name = [...segments, entry.name].join('/');
    if (entry.isDirectory()) return `${name}/`;
    if (entry.isSymbolicLink()) return `${name} (link)`;
    return `${name} (${lstatSync(join(path, entry.name)).size} bytes)`;
  });
  if (entries.length > maxListEntries) lines.push(`… ${entries.length - maxListEntries} more entries not shown`);
  const where = segments.length ? segments.join('/') : '.';
  return lines.length ? lines.join('\n') : `(${where} is empty)`;
}

/** Up to `maxReadChars` characters of a workspace file from `offset`, saying how to read on when more remain. */
export function readFile(files: WorkspaceFiles, file: string, offset = 0): string {
  const { path } = readable(files, file);
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) throw new WorkspaceFileError(`no file '${file}' in the workspace; use list_files to see what there is`);
  if (realStat(path).isDirectory()) throw new WorkspaceFileError(`'${file}' is a folder: use list_files`);
  const text = readFileSync(path, 'utf8');
  if (!Number.isInteger(offset) || offset < 0 || (offset > 0 && offset >= text.length))
    throw new WorkspaceFileError(`offset ${offset} is outside '${file}' (${text.length} characters)`);
  const end = Math.min(text.length, offset + maxReadChars);
  const part = text.slice(offset, end);
  if (offset === 0 && end === text.length) return part;
  const more = end < text.length ? `; read on with offset=${end}` : '';
  return `${part}\n[characters ${offset}–${end} of ${text.length}${more}]`;
}

/** Creates or replaces a file inside a writable folder (creating its parent folders). */
export function writeFile(files: WorkspaceFiles, file: string, content: string): string {
  if (content.length > maxWriteChars)
    throw new WorkspaceFileError(`content of ${content.length} characters is over the ${maxWriteChars} allowed`);
  const path = writable(files, file, true);
  writeFileSync(path, content);
  return `wrote ${file} (${content.length} characters)`;
}

/** Replaces the one occurrence of `old` by `replacement` in a file inside a writable folder. */
export function editFile(files: WorkspaceFiles, file: string, old: string, replacement: string): string {
  const path = writable(files, file, false);
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new WorkspaceFileError(`no file '${file}' to edit; create it with write_file`);
  if (!old) throw new WorkspaceFileError('old is empty: give the exact text to replace');
  const text = readFileSync(path, 'utf8');
  const count = text.split(old).length - 1;
  if (count === 0) throw new WorkspaceFileError(`old text not found in ${file}; read the file and copy it exactly`);
  if (count > 1)
    throw new WorkspaceFileError(`old text occurs ${count} times in ${file}; include more context to make it unique`);
  const edited = text.replace(old, () => replacement);
  if (edited.length > maxWriteChars)
    throw new WorkspaceFileError(`the edited file would have ${edited.length} characters, over ${maxWriteChars}`);
  writeFileSync(path, edited);
  return `edited ${file}`;
}

/** The segments of a workspace-relative path, refusing absolute paths, `..`, backslashes and empty names. */
function segmentsOf(file: string): string[] {
  if (isAbsolute(file) || file.startsWith('~'))
    throw new WorkspaceFileError(
      `'${file}' is absolute: give a path relative to the workspace, e.g. strategy/main.mjs`,
    );
  if (file.includes('\\') || file.includes('\0'))
    throw new WorkspaceFileError(`'${file}' contains a backslash or NUL: use / between folders`);
  const segments = file.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) throw new WorkspaceFileError(`'${file}' leaves its folder with '..': not allowed`);
  return segments;
}

/** A readable path: inside the workspace, also once links are followed. */
function readable(files: WorkspaceFiles, file: string): { readonly path: string; readonly segments: string[] } {
  const segments = segmentsOf(file);
  const path = join(files.root, ...segments);
  if (lstatSync(path, { throwIfNoEntry: false })) {
    const real = realpathOrNull(path);
    if (real === null || !inside(realpathSync(files.root), real))
      throw new WorkspaceFileError(`'${file}' is a link that leads out of the workspace: not readable`);
  }
  return { path, segments };
}

/**
 * A writable path: under a writable folder, no link anywhere on the way (the folder itself included), not a folder;
 * with `create`, missing parent folders are made.
 */
function writable(files: WorkspaceFiles, file: string, create: boolean): string {
  const segments = segmentsOf(file);
  const [area] = segments;
  if (area === undefined || !files.writable.includes(area) || segments.length < 2)
    throw new WorkspaceFileError(
      `'${file}' is read-only: you may write only files inside ${files.writable.map((dir) => `${dir}/`).join(', ')}`,
    );
  let path = files.root;
  for (const [index, segment] of segments.entries()) {
    path = join(path, segment);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    const last = index === segments.length - 1;
    if (stat?.isSymbolicLink())
      throw new WorkspaceFileError(
        `'${segments.slice(0, index + 1).join('/')}' is a link: writing through links is refused`,
      );
    if (last) {
      if (stat?.isDirectory()) throw new WorkspaceFileError(`'${file}' is a folder, not a file`);
    } else if (!stat) {
      if (!create) break;
      mkdirSync(path);
    } else if (!stat.isDirectory()) {
      throw new WorkspaceFileError(`'${segments.slice(0, index + 1).join('/')}' is a file, not a folder`);
    }
  }
  return join(files.root, ...segments);
}

function realStat(path: string) {
  return lstatSync(realpathSync(path));
}

function realpathOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
