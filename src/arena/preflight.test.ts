// The free preflight: each failure it catches, with a reason that names the file and the problem.
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProgramFiles } from '../core/program-files.js';
import { entryFile, preflight } from './preflight.js';
import { arenaScratch } from './test-arena-run.js';

const scratch = arenaScratch();
afterAll(scratch.cleanup);
let count = 0;

function program(files: Record<string, string>): string {
  const dir = join(scratch.dir, `p${count++}`);
  mkdirSync(dir);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

const jsManifest = JSON.stringify({ name: 'p', version: '1', language: 'javascript', entry: ['node', 'main.mjs'] });
const pyManifest = JSON.stringify({
  name: 'p',
  version: '1',
  language: 'python',
  entry: ['/usr/bin/python3', 'main.py'],
});

describe('preflight', () => {
  it('passes a well-formed JavaScript and Python program', async () => {
    expect(
      await preflight(program({ 'xparena-program.json': jsManifest, 'main.mjs': 'export const x = 1;\n' })),
    ).toEqual({ ok: true });
    expect(await preflight(program({ 'xparena-program.json': pyManifest, 'main.py': 'x = 1\n' }))).toEqual({
      ok: true,
    });
  });

  it('rejects a missing or invalid manifest', async () => {
    const missing = await preflight(program({ 'main.mjs': '' }));
    expect(missing).toEqual({ ok: false, reason: expect.stringMatching(/no readable xparena-program.json/) });
    const invalid = await preflight(program({ 'xparena-program.json': '{"name":"p"}', 'main.mjs': '' }));
    expect(invalid).toEqual({ ok: false, reason: expect.stringMatching(/field 'version'/) });
    const notJson = await preflight(program({ 'xparena-program.json': '{', 'main.mjs': '' }));
    expect(notJson).toEqual({ ok: false, reason: expect.stringMatching(/is not JSON/) });
  });

  it('rejects a manifest whose entry file is missing', async () => {
    const verdict = await preflight(program({ 'xparena-program.json': jsManifest }));
    expect(verdict).toEqual({
      ok: false,
      reason: "the manifest's entry runs main.mjs, but strategy/main.mjs does not exist",
    });
  });

  it('rejects a symbolic link, and a snapshot never follows one into the host', async () => {
    const dir = program({ 'xparena-program.json': jsManifest, 'main.mjs': 'export const x = 1;\n' });
    mkdirSync(join(dir, 'data'));
    symlinkSync('/etc/hostname', join(dir, 'data', 'host.txt'));
    expect(await preflight(dir)).toEqual({
      ok: false,
      reason: 'strategy/data/host.txt is a symbolic link; a program holds plain files only (copy the file instead)',
    });
    expect(readProgramFiles(dir).map((file) => file.path)).toEqual(['main.mjs', 'xparena-program.json']);
  });

  it('rejects a JavaScript syntax error, naming the file', async () => {
    const verdict = await preflight(
      program({
        'xparena-program.json': jsManifest,
        'main.mjs': 'import "./helper.mjs";\n',
        'helper.mjs': 'const = 1;\n',
      }),
    );
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(/^syntax check of strategy\/helper.mjs failed:\n[\s\S]*SyntaxError/);
  });

  it('rejects a Python syntax error without writing bytecode', async () => {
    const dir = program({ 'xparena-program.json': pyManifest, 'main.py': 'def broken(:\n' });
    const verdict = await preflight(dir);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(/^syntax check of strategy\/main.py failed:\n[\s\S]*SyntaxError/);
    expect(existsSync(join(dir, '__pycache__'))).toBe(false);
  });

  it('finds the entry file after the command and its options', () => {
    expect(entryFile(['node', '--max-old-space-size=64', 'main.mjs'])).toBe('main.mjs');
    expect(entryFile(['./run.sh'])).toBe('./run.sh');
    expect(entryFile(['/usr/bin/python3', '-u', 'bot.py', '--depth', '2'])).toBe('bot.py');
  });
});
