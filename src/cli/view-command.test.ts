// Tests of `xparena view`: the serving viewer is the real CLI in a child process, stopped with SIGINT; bad input runs
// the CLI in-process.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';
import { cliEntry } from './test-cli-entry.js';
import { isLoopback } from './view-command.js';

/** A home holding an empty store (`view` reads a store; it never creates one). */
function newHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'xparena-view-'));
  new Store(join(home, 'xparena.db')).close();
  return home;
}
const args = (home: string, rest: readonly string[]) => [cliEntry, '--home', home, 'view', ...rest];

/** Resolves with the first stdout line that carries the viewer's URL. */
function urlOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /xparena viewer: (http:\/\/\S+) \(store: .*xparena\.db\)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing its URL: ${text}`)));
  });
}

describe('xparena view', () => {
  // The one child process: a server that keeps running until a real SIGINT. Bad input is checked in-process.
  it('serves the API on the port it prints, answers a forged Host header with 403 unless --allow-host names it, and exits 0 on SIGINT', async () => {
    const home = newHome();
    const child = spawn(process.execPath, args(home, ['--port', '0', '--allow-host', 'arena.lan']), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = await urlOf(child);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const info = (await (await fetch(`${url}api/info`)).json()) as { apiVersion: number; home: string };
      expect(info).toMatchObject({ apiVersion: 1, home });
      const port = Number(new URL(url).port);
      expect(await statusFor(port, 'evil.example.com')).toBe(403);
      expect(await statusFor(port, `evil.example.com:${port}`)).toBe(403);
      expect(await statusFor(port, `arena.lan:${port}`)).toBe(200);
      expect(await statusFor(port, `localhost:${port}`)).toBe(200);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });

  it('rejects an --allow-host that is not a host name with one line and exit 2', async () => {
    const result = await runCli(['--home', newHome(), 'view', '--allow-host', 'http://arena.lan/']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^xparena: --allow-host takes a host name/),
    ]);
  });

  it('rejects a port that is not an integer 0–65535 with one line and exit 2', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-view-'));
    const result = await runCli(['--home', home, 'view', '--port', 'abc']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      "xparena: --port must be an integer between 0 and 65535, got 'abc'",
    ]);
  });

  it('says to pick another --port when the port is in use, with exit 2', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const result = await runCli(['--home', newHome(), 'view', '--port', String(port)]);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/already in use: pick another with --port/),
      ]);
    } finally {
      blocker.close();
    }
  });

  it('refuses --export of an unknown run, or without -o, and -o without --export, with one line and exit 2', async () => {
    const home = newHome();
    const out = join(home, 'export');
    const cases: [readonly string[], RegExp][] = [
      [
        ['--export', 'nope', '-o', out],
        /^xparena: no stored run 'nope' in .*xparena\.db; give a run id .* or 'latest'$/,
      ],
      [['--export', 'latest', '-o', out], /^xparena: no run stored in .*: make one first/],
      [['--export', 'nope'], /^xparena: --export needs -o <dir>, the folder to write/],
      [['-o', out], /^xparena: -o names the folder of an export: add the run/],
    ];
    for (const [rest, message] of cases) {
      const result = await runCli(['--home', home, 'view', ...rest]);
      expect([rest, result.code]).toEqual([rest, 2]);
      expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
    }
    expect(existsSync(out)).toBe(false);
  });

  it('treats only loopback hosts as private', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1']) expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '192.168.1.5', '::', 'example.org']) expect(isLoopback(host)).toBe(false);
  });
});

/** The status of `GET /api/runs` on loopback with this Host header, as a DNS-rebinding page would send it. */
function statusFor(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/api/runs', headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
