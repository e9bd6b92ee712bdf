// A program directory the sandbox's unprivileged user cannot reach (e.g. a checkout under root's 0700 home) is copied,
// once per process, into a staging directory under the system temp folder that it can read; the copy is read-only
// to the program like the original, and removed when the process exits.
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { blockedForSandboxUser } from './bwrap-args.js';

const staged = new Map<string, string>();
let root: string | undefined;

/** `dir` itself when the sandbox user can read it, else its staged copy (made on first use). */
export function readableProgramDir(dir: string): string {
  const absolute = resolve(dir);
  if (!blockedForSandboxUser(absolute)) return absolute;
  const known = staged.get(absolute);
  if (known) return known;
  if (!root) {
    root = mkdtempSync(join(tmpdir(), 'xparena-programs-'));
    chmodSync(root, 0o755);
    const made = root;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const copy = join(root, String(staged.size));
  cpSync(absolute, copy, { recursive: true, dereference: true });
  openToOthers(copy);
  staged.set(absolute, copy);
  return copy;
}

/** Gives others the owner's read and execute permissions throughout `path` (never write). */
function openToOthers(path: string): void {
  const mode = statSync(path).mode;
  const owner = (mode >> 6) & 0o5;
  chmodSync(path, (mode & 0o7777) | owner | (owner << 3));
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) openToOthers(join(path, entry));
}
