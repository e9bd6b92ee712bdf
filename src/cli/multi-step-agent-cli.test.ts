import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundledFakeShell } from '../agents/shell/fixtures/bundled-fake-shell.js';
import type { MatchRecord } from '../core/match-record.js';
import {
  defaultFakeReply,
  type FakeOpenAIServer,
  type FakeReply,
  type RecordedRequest,
  startFakeOpenAIServer,
} from '../model/fake-openai-server.js';
import { sandboxSupport } from '../sandbox/spawn-program.js';
import { main } from './main.js';

const fakeShell = fileURLToPath(new URL('../agents/shell/fixtures/fake-shell.mjs', import.meta.url));

/** The fake server as a multi-step agent's model: observe, evaluate, write a note, then the dry run's action. */
function toolsThenAct(request: RecordedRequest): FakeReply {
  const messages = (request.body as { messages?: { role?: string }[] } | undefined)?.messages ?? [];
  const offered = JSON.stringify((request.body as { tools?: unknown } | undefined)?.tools ?? []);
  if (!offered.includes('"notes_write"')) return defaultFakeReply(request);
  const answered = messages.filter((message) => message.role === 'tool').length;
  const steps: FakeReply[] = [
    { type: 'tool-calls', calls: [{ name: 'observe', arguments: {} }] },
    { type: 'tool-calls', calls: [{ name: 'evaluate', arguments: { code: '2 + 2' } }] },
    { type: 'tool-calls', calls: [{ name: 'notes_write', arguments: { text: 'four' } }] },
  ];
  return steps[answered] ?? defaultFakeReply(request);
}

async function cli(args: readonly string[]) {
  const errors: string[] = [];
  const output: string[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void output.push(String(line)));
  try {
    return { code: await main(args), errors, output };
  } finally {
    error.mockRestore();
    log.mockRestore();
  }
}

describe('the multi-step agent from the command line, against the fake server', () => {
  let server: FakeOpenAIServer;
  beforeAll(async () => {
    server = await startFakeOpenAIServer({ respond: toolsThenAct });
  });
  afterAll(async () => {
    await server.close();
  });

  it('xparena play records four model calls and four tool calls per decision', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-agent-'));
    const spec = `llm:openai-compatible/dry-run?base_url=${server.url}&harness=agent&max_steps=6`;
    const before = server.chatRequests.length;
    const result = await cli([
      '--home',
      home,
      'play',
      'trust-evolution',
      '--agent',
      spec,
      '--param',
      'rounds=2',
      '--json',
    ]);
    expect(result.code, result.errors.join('\n')).toBe(0);
    const record = JSON.parse(result.output[0] ?? '{}') as MatchRecord;
    expect(record.end.status).toBe('finished');
    expect(record.seats[0]?.name).toMatch(/\[agent,max_steps=6\]$/);
    const played = record.steps.flatMap((step) => step.moves);
    expect(played).toHaveLength(2);
    for (const move of played) {
      expect(move.invalid).toBeUndefined();
      expect(move.exchanges?.map((exchange) => exchange.toolCalls?.[0]?.name)).toEqual([
        'observe',
        'evaluate',
        'notes_write',
        move.text,
      ]);
      expect(move.usage?.calls).toBe(4);
    }
    expect(server.chatRequests.length - before).toBe(8);
    expect(result.errors[0]).toMatch(
      /^seat 0 step 0: \w+ \(\d+ in \+ \d+ out tokens, 4 model calls, 4 tool calls, \d+ ms\)$/,
    );
    // The evaluate call ran in the sandbox: its answer is in the next request.
    const third = server.chatRequests[before + 2]?.body as { messages: { role: string; content: unknown }[] };
    expect(third.messages.at(-1)).toMatchObject({ role: 'tool', content: '4' });
    // Every step is a cached model call: the same match again replays from the store without the server.
    const again = await cli([
      '--home',
      home,
      'play',
      'trust-evolution',
      '--agent',
      spec,
      '--param',
      'rounds=2',
      '--json',
    ]);
    expect(again.code).toBe(0);
    expect(server.chatRequests.length - before).toBe(8);
    expect(again.errors.every((line) => line.endsWith(', cached)'))).toBe(true);
    expect(JSON.parse(again.output[0] ?? '{}').steps).toEqual(
      record.steps.map((step) => ({
        ...step,
        moves: step.moves.map((move) => ({
          ...move,
          exchanges: move.exchanges?.map((exchange) => ({ ...exchange, cached: true, latencyMs: expect.any(Number) })),
        })),
      })),
    );
  });

  it('xparena tournament puts the one-call and the multi-step harness side by side, with tool calls per game', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-agent-'));
    const model = `llm:openai-compatible/dry-run?base_url=${server.url}&interface=tools`;
    const agent = `llm:openai-compatible/dry-run?base_url=${server.url}&harness=agent`;
    const args = ['--home', home, 'tournament', 'kuhn-poker', '-a', model, '-a', agent, '-g', '2'];
    const result = await cli([...args, '--param', 'hands=1', '--no-plots', '--no-progress']);
    expect(result.code, result.errors.join('\n')).toBe(0);
    // Columns end with: invalid %, tool calls/game, tokens/game, $/game.
    const toolCallsPerGame = (spec: string) => {
      const line =
        result.output
          .join('\n')
          .split('\n')
          .find((candidate) => candidate.includes(`${spec} `)) ?? '';
      return Number(
        line
          .trim()
          .split(/\s{2,}/)
          .at(-3),
      );
    };
    // One kuhn-poker hand is one or two decisions a seat: 1–2 tool calls with one call each, 4–8 with the agent.
    expect(toolCallsPerGame(model)).toBeGreaterThanOrEqual(1);
    expect(toolCallsPerGame(agent)).toBe(4 * toolCallsPerGame(model));
  });
  it('xparena episodes compares one call per action, the multi-step agent and an agent shell on the same game and seeds', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-agent-'));
    const model = `llm:openai-compatible/dry-run?base_url=${server.url}&interface=tools`;
    const agent = `llm:openai-compatible/dry-run?base_url=${server.url}&harness=agent`;
    // The fake shell plays through the seat's MCP server and reports 110 tokens and $0.001 per decision at its end;
    // it runs in the sandbox, or unsandboxed where the machine has none.
    const place = sandboxSupport().available
      ? `cmd=${encodeURIComponent('node /program/fake-shell.mjs play')}&dir=${await bundledFakeShell()}`
      : `cmd=${encodeURIComponent(`${process.execPath} ${fakeShell} play`)}`;
    const shell = `shell:command?${place}&grace_ms=2000`;
    const agents = [model, agent, shell].flatMap((spec) => ['-a', spec]);
    const unsafe = sandboxSupport().available ? [] : ['--unsafe-no-sandbox'];
    const args = ['--home', home, ...unsafe, 'episodes', 'trust-evolution', ...agents, '-n', '2'];
    const result = await cli([...args, '--param', 'rounds=3', '--no-progress']);
    expect(result.code, result.errors.join('\n')).toBe(0);
    const table = result.output.join('\n').split('\n');
    // The scores table and the figures table each have a row per agent; the figures end with tool calls/game,
    // tokens/game and $/game.
    const figures = (spec: string) =>
      table
        .filter((line) => line.startsWith(`${spec} `))
        .at(-1)
        ?.trim()
        .split(/\s{2,}/);
    expect(figures(model)?.slice(1, 4)).toEqual(['2', '6', '0']);
    expect(figures(agent)?.slice(1, 4)).toEqual(['2', '6', '0']);
    expect(Number(figures(model)?.at(-3))).toBe(3);
    expect(Number(figures(agent)?.at(-3))).toBe(12);
    // The shell's row: its tool calls through MCP (more than one per decision), and the usage the shell reported.
    expect(figures(shell)?.slice(1, 4)).toEqual(['2', '6', '0']);
    expect(Number(figures(shell)?.at(-3))).toBeGreaterThan(3);
    expect(Number(figures(shell)?.at(-2))).toBe(330);
    expect(Number(figures(shell)?.at(-1))).toBeCloseTo(0.003, 4);
  });
});
