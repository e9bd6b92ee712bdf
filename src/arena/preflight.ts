// The free check every submission passes first (AAArena: "engineering failures still burn budget, so check
// first"): the manifest, its entry file, and a syntax check of every JavaScript and Python file of the program.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { promisify } from 'node:util';
import { readProgramManifest } from '../agents/program/program-manifest.js';
import { programLinks, readProgramFiles } from '../core/program-files.js';

const run = promisify(execFile);

export type PreflightVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** Longest a single file's syntax check may take. */
const checkTimeoutMs = 20_000;

/** The file the manifest's entry runs: the first argument after the command that is not an option. */
export function entryFile(entry: readonly string[]): string | undefined {
  const [command, ...args] = entry;
  if (command !== undefined && (command.startsWith('./') || /\.(m?js|cjs|py|sh)$/.test(command))) return command;
  return args.find((arg) => !arg.startsWith('-'));
}

/** Checks the program in `dir` without running it; the reason names the file and the problem. */
export async function preflight(dir: string): Promise<PreflightVerdict> {
  let entry: readonly string[];
  try {
    entry = readProgramManifest(dir).entry;
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message.replaceAll(dir, 'strategy') : String(error) };
  }
  const links = programLinks(dir);
  if (links.length > 0)
    return {
      ok: false,
      reason: `strategy/${links[0]} is a symbolic link; a program holds plain files only (copy the file instead)`,
    };
  const file = entryFile(entry);
  if (file !== undefined && !isAbsolute(file) && !existsSync(join(dir, file)))
    return { ok: false, reason: `the manifest's entry runs ${file}, but strategy/${file} does not exist` };
  for (const { path } of readProgramFiles(dir)) {
    const check = syntaxCheck(path);
    if (!check) continue;
    try {
      await run(check.command, [...check.args, path], { cwd: dir, timeout: checkTimeoutMs, maxBuffer: 1 << 20 });
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
      const detail = stderr ? stderr.split('\n').slice(-6).join('\n') : String(error);
      return { ok: false, reason: `syntax check of strategy/${path} failed:\n${detail.replaceAll(dir, 'strategy')}` };
    }
  }
  return { ok: true };
}

/** The command that checks `path`'s syntax without running it or writing anything, or undefined for other files. */
function syntaxCheck(path: string): { command: string; args: readonly string[] } | undefined {
  if (/\.(m?js|cjs)$/.test(path)) return { command: process.execPath, args: ['--check'] };
  if (path.endsWith('.py'))
    return {
      command: '/usr/bin/python3',
      args: ['-c', 'import sys; compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")'],
    };
  return undefined;
}
