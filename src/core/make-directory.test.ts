import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDirectory } from './make-directory.js';

describe('makeDirectory', () => {
  it('creates missing parents and accepts an existing directory', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'xparena-dir-')), 'a', 'b', 'c');
    makeDirectory(dir);
    makeDirectory(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it('fails, without spinning, where mkdir cannot create (a file in the way, /proc)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'xparena-dir-')), 'file');
    writeFileSync(file, '');
    expect(() => makeDirectory(file)).toThrow(/EEXIST/);
    expect(() => makeDirectory(join(file, 'sub'))).toThrow(/ENOTDIR/);
    expect(() => makeDirectory('/proc/xparena-test/x')).toThrow(/ENOENT|EACCES/);
  });
});
