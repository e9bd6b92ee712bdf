// Replaces the program in a strategy directory with given files, as a developer editing it would.
import { chmodSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProgramFile } from '../core/program-files.js';

/** Empties `dir` (keeping the directory itself) and writes `files` into it, writable by their owner. */
export function writeProgram(dir: string, files: readonly ProgramFile[]): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
  for (const file of files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    chmodSync(target, file.mode | 0o644);
  }
}
