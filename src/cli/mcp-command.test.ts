import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { unsafeNoSandboxVariable } from '../agents/program/unsafe-mode.js';
import { runCli } from './test-cli.js';
import { cliEntry } from './test-cli-entry.js';

const fakeShell = fileURLToPath(new URL('../agents/shell/fixtures/fake-shell.mjs', import.meta.url));

function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as { text: string }[])[0]?.text ?? '';
}

describe('xparena mcp serve', () => {
  it('serves one seat on stdio, plays the match to its end and stores it', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-mcp-'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [cliEntry, 'mcp', 'serve', '--game', 'kuhn-poker', '--opponent', 'random', '--seed', '3'],
      env: { ...process.env, XPARENA_HOME: home, NO_COLOR: '1' } as Record<string, string>,
      stderr: 'pipe',
    });
    const said: string[] = [];
    transport.stderr?.on('data', (chunk: Buffer) => said.push(chunk.toString()));
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['rules', 'observe', 'legal_actions', 'act', 'status']);
      expect(textOf(await client.callTool({ name: 'rules' }))).toMatch(/Kuhn/i);
      for (let moves = 0; !JSON.parse(textOf(await client.callTool({ name: 'status' }))).over; moves++) {
        expect(moves).toBeLessThan(10);
        const [first] = textOf(await client.callTool({ name: 'legal_actions' })).split('\n');
        const reply = JSON.parse(textOf(await client.callTool({ name: 'act', arguments: { action: first } })));
        expect(reply.accepted).toBe(true);
      }
      await expect
        .poll(async () => JSON.parse(textOf(await client.callTool({ name: 'status' }))).result)
        .toMatchObject({ status: 'finished' });
      const late = await client.callTool({ name: 'act', arguments: { action: 'bet' } });
      expect(late.isError).toBe(true);
      expect(textOf(late)).toContain('the episode is over');
      await expect(client.callTool({ name: 'fold_all' })).rejects.toThrow(/unknown tool 'fold_all'/);
    } finally {
      await client.close();
    }
    expect(said.join('')).toMatch(/match (\S+) ended: finished.*\nnext: xparena replay \1 /);
    const matches = await runCli(['--home', home, 'matches']);
    expect(matches.stdout).toMatch(/kuhn-poker +mcp:stdio vs random +finished/);
  });

  it('forfeits the seat of a client that disconnects mid-match (exit), and stores the match', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-mcp-'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [cliEntry, 'mcp', 'serve', '--game', 'kuhn-poker', '--opponent', 'random'],
      env: { ...process.env, XPARENA_HOME: home, NO_COLOR: '1' } as Record<string, string>,
      stderr: 'pipe',
    });
    const said: string[] = [];
    transport.stderr?.on('data', (chunk: Buffer) => said.push(chunk.toString()));
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(transport);
    expect(JSON.parse(textOf(await client.callTool({ name: 'status' }))).yourTurn).toBe(true);
    await client.close();
    await expect.poll(() => said.join(''), { timeout: 10_000 }).toMatch(/ended: forfeit/);
    const matches = await runCli(['--home', home, 'matches', '--json']);
    expect(JSON.parse(matches.stdout)).toMatchObject({ status: 'forfeit', seats: ['mcp:stdio', 'random'] });
  });

  it('refuses a wrong number of opponents with exit 2', async () => {
    const result = await runCli(['mcp', 'serve', '--game', 'kuhn-poker', '--no-store']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('give --opponent once per other seat (0 given)');
  });
});

describe('xparena play with a shell:command agent', () => {
  it('plays a match with the fake shell outside the sandbox (sandbox=off), only when the user allows it', async () => {
    const spec = `shell:command?cmd=${encodeURIComponent(`${process.execPath} ${fakeShell} play`)}&sandbox=off`;
    const refused = await runCli(['play', 'kuhn-poker', '--agent', spec, '--agent', 'random', '--no-store']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('give --unsafe-no-sandbox');
    // The variable --unsafe-no-sandbox sets is restored afterwards, so no later test runs unsandboxed by accident.
    const played = await runCli(
      ['--unsafe-no-sandbox', 'play', 'kuhn-poker', '--agent', spec, '--agent', 'random', '--no-store', '--json'],
      { [unsafeNoSandboxVariable]: '0' },
    );
    expect(played.code).toBe(0);
    const record = JSON.parse(played.stdout);
    expect(record.end.status).toBe('finished');
    // The fake shell's own usage report is recorded with its seat.
    expect(record.seats[0]).toMatchObject({
      agent: spec,
      name: 'shell:command',
      usage: { inputTokens: expect.any(Number) },
    });
  });
});
