import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  editFile,
  listFiles,
  maxReadChars,
  maxWriteChars,
  readFile,
  WorkspaceFileError,
  type WorkspaceFiles,
  workspaceFiles,
  writeFile,
} from './workspace-files.js';

let root: string;
let outside: string;
let files: WorkspaceFiles;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'xparena-files-'));
  outside = mkdtempSync(join(tmpdir(), 'xparena-outside-'));
  const workspace = join(root, 'workspace');
  for (const dir of ['strategy', 'notes', 'artifacts', 'sdk']) mkdirSync(join(workspace, dir), { recursive: true });
  writeFileSync(join(workspace, 'RULES.md'), 'rules');
  writeFileSync(join(workspace, 'strategy', 'main.mjs'), 'const depth = 2;\nconst width = 2;\n');
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  files = workspaceFiles(workspace, join(workspace, 'strategy'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const refused = (run: () => unknown, message: RegExp) => {
  expect(run).toThrow(WorkspaceFileError);
  expect(run).toThrow(message);
};

describe('the revision loop reads the workspace', () => {
  it('lists folders with sizes and marks subfolders', () => {
    expect(listFiles(files, '.')).toBe(['RULES.md (5 bytes)', 'artifacts/', 'notes/', 'sdk/', 'strategy/'].join('\n'));
    expect(listFiles(files, 'strategy')).toBe('strategy/main.mjs (34 bytes)');
    expect(listFiles(files, 'notes')).toBe('(notes is empty)');
  });

  it('reads long files in parts that say where to read on', () => {
    writeFileSync(join(files.root, 'artifacts', 'long.txt'), 'x'.repeat(maxReadChars + 10));
    const first = readFile(files, 'artifacts/long.txt');
    expect(first).toContain(
      `[characters 0–${maxReadChars} of ${maxReadChars + 10}; read on with offset=${maxReadChars}]`,
    );
    expect(readFile(files, 'artifacts/long.txt', maxReadChars)).toBe(
      `${'x'.repeat(10)}\n[characters ${maxReadChars}–${maxReadChars + 10} of ${maxReadChars + 10}]`,
    );
    expect(readFile(files, 'RULES.md')).toBe('rules');
  });

  it('refuses absolute paths, .., links out of the workspace and missing files', () => {
    refused(() => readFile(files, join(outside, 'secret.txt')), /absolute/);
    refused(() => readFile(files, '../../etc/passwd'), /'\.\.'/);
    refused(() => readFile(files, 'strategy/..\\RULES.md'), /backslash/);
    symlinkSync(join(outside, 'secret.txt'), join(files.root, 'artifacts', 'secret'));
    refused(() => readFile(files, 'artifacts/secret'), /leads out of the workspace/);
    symlinkSync(outside, join(files.root, 'artifacts', 'out'));
    refused(() => listFiles(files, 'artifacts/out'), /leads out of the workspace/);
    refused(() => readFile(files, 'artifacts/out/secret.txt'), /leads out of the workspace/);
    refused(() => readFile(files, 'nothing.md'), /no file 'nothing.md'/);
    refused(() => readFile(files, 'strategy'), /is a folder/);
  });
});

describe('the revision loop writes only in strategy/, notes/ and artifacts/', () => {
  it('writes and edits there, creating folders', () => {
    expect(writeFile(files, 'notes/ideas/plan.md', 'try depth 3')).toBe('wrote notes/ideas/plan.md (11 characters)');
    expect(readFileSync(join(files.root, 'notes', 'ideas', 'plan.md'), 'utf8')).toBe('try depth 3');
    expect(editFile(files, 'strategy/main.mjs', 'depth = 2', 'depth = 3')).toBe('edited strategy/main.mjs');
    expect(readFileSync(join(files.root, 'strategy', 'main.mjs'), 'utf8')).toBe('const depth = 3;\nconst width = 2;\n');
  });

  it('refuses every path outside them', () => {
    refused(() => writeFile(files, 'RULES.md', 'x'), /read-only: you may write only files inside strategy\/, notes\//);
    refused(() => writeFile(files, 'sdk/index.mjs', 'x'), /read-only/);
    refused(() => writeFile(files, 'strategy', 'x'), /read-only/);
    refused(() => writeFile(files, '/tmp/x', 'x'), /absolute/);
    refused(() => writeFile(files, '~/x', 'x'), /absolute/);
    refused(() => writeFile(files, 'notes/../RULES.md', 'x'), /'\.\.'/);
    refused(() => writeFile(files, 'notes/a\\b', 'x'), /backslash/);
    refused(() => editFile(files, 'RULES.md', 'rules', 'x'), /read-only/);
    expect(readFileSync(join(files.root, 'RULES.md'), 'utf8')).toBe('rules');
  });

  it('refuses writing through links, even inside the workspace', () => {
    symlinkSync(outside, join(files.root, 'artifacts', 'out'));
    refused(() => writeFile(files, 'artifacts/out/secret.txt', 'x'), /'artifacts\/out' is a link/);
    symlinkSync(join(outside, 'secret.txt'), join(files.root, 'notes', 'secret'));
    refused(() => writeFile(files, 'notes/secret', 'x'), /'notes\/secret' is a link/);
    refused(() => editFile(files, 'notes/secret', 'secret', 'x'), /is a link/);
    symlinkSync(join(files.root, 'RULES.md'), join(files.root, 'notes', 'rules'));
    refused(() => writeFile(files, 'notes/rules', 'x'), /is a link/);
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('secret');
    expect(readFileSync(join(files.root, 'RULES.md'), 'utf8')).toBe('rules');
  });

  it('refuses a writable folder that is itself a link', () => {
    rmSync(join(files.root, 'artifacts'), { recursive: true });
    symlinkSync(outside, join(files.root, 'artifacts'));
    refused(() => writeFile(files, 'artifacts/new.txt', 'x'), /'artifacts' is a link/);
  });

  it('refuses folders as files, files as folders, oversize content and ambiguous edits', () => {
    refused(() => writeFile(files, 'notes', 'x'), /read-only/);
    mkdirSync(join(files.root, 'notes', 'dir'));
    refused(() => writeFile(files, 'notes/dir', 'x'), /is a folder/);
    refused(() => writeFile(files, 'strategy/main.mjs/x', 'x'), /'strategy\/main.mjs' is a file/);
    refused(() => writeFile(files, 'notes/big.md', 'x'.repeat(maxWriteChars + 1)), /over the/);
    refused(() => editFile(files, 'strategy/main.mjs', 'const', 'let'), /occurs 2 times/);
    refused(() => editFile(files, 'strategy/main.mjs', 'depth = 9', 'x'), /not found/);
    refused(() => editFile(files, 'strategy/none.mjs', 'a', 'b'), /no file/);
    refused(() => editFile(files, 'strategy/main.mjs', '', 'b'), /old is empty/);
  });
});
