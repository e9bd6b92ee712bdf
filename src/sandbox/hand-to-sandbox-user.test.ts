// A kept workspace is handed to the sandbox's user before each episode; a link planted in it must not hand over the
// host file it points to.
import { lstatSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handToSandboxUser } from './bwrap-args.js';

describe('handToSandboxUser', () => {
  it.runIf(process.getuid?.() === 0)('gives the workspace to uid 65534 and never follows a link out of it', () => {
    const root = mkdtempSync(join(tmpdir(), 'xparena-hand-'));
    const outside = join(root, 'host-secret');
    writeFileSync(outside, 'root only', { mode: 0o600 });
    const workspace = join(root, 'workspace');
    mkdirSync(join(workspace, 'home'), { recursive: true });
    writeFileSync(join(workspace, 'home', 'notes.txt'), 'kept');
    symlinkSync(outside, join(workspace, 'mcp.json'));
    handToSandboxUser(workspace);
    expect(statSync(join(workspace, 'home', 'notes.txt')).uid).toBe(65534);
    expect(lstatSync(join(workspace, 'mcp.json')).uid).toBe(65534);
    expect(statSync(outside).uid).toBe(0);
  });
});
