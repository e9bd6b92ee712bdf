import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import type { Agent } from '../core/agent.js';
import { trustEvolution } from '../games/trust-evolution/index.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { progressLine, withDecisionProgress } from './decision-progress.js';
import { main } from './main.js';

describe('progressLine', () => {
  const turn = testTurn(trustEvolution.game);

  it('shows seat, step, the answer, tokens and latency', () => {
    expect(progressLine(turn, { action: 'cheat', usage: { inputTokens: 412, outputTokens: 18 } }, 229.6)).toBe(
      'seat 0 step 0: cheat (412 in + 18 out tokens, 230 ms)',
    );
  });

  it('marks retries, text answers, cached replies and decisions without an action', () => {
    const retry = testTurn(trustEvolution.game, { attempt: 2 });
    const cached = [{ model: 'm', request: {}, text: '', cached: true }];
    expect(progressLine(retry, { text: 'collaborate', exchanges: cached }, 3)).toBe(
      'seat 0 step 0 retry 2: collaborate (3 ms, cached)',
    );
    expect(progressLine(turn, { note: "there is no tool 'x'" }, 1)).toBe(
      "seat 0 step 0: no action (there is no tool 'x') (1 ms)",
    );
    expect(progressLine(turn, { invalid: 'the reply called no tool', note: 'thinking' }, 2)).toBe(
      'seat 0 step 0: no action (the reply called no tool) (2 ms)',
    );
  });

  it('counts the model calls and tool calls of a decision of several calls', () => {
    const exchanges = [
      { model: 'm', request: {}, text: '', toolCalls: [{ name: 'observe', input: {} }] },
      {
        model: 'm',
        request: {},
        text: '',
        toolCalls: [
          { name: 'rules', input: {} },
          { name: 'cheat', input: {} },
        ],
      },
    ];
    expect(progressLine(turn, { action: 'cheat', exchanges, usage: { inputTokens: 9, outputTokens: 2 } }, 5)).toBe(
      'seat 0 step 0: cheat (9 in + 2 out tokens, 2 model calls, 3 tool calls, 5 ms)',
    );
  });

  it('wraps an agent without changing its decisions', async () => {
    const lines: string[] = [];
    const agent: Agent = { name: 'inner', act: () => ({ action: 'cheat' }) };
    const wrapped = withDecisionProgress(agent, (line) => lines.push(line));
    expect(wrapped.name).toBe('inner');
    expect(await wrapped.act(turn)).toEqual({ action: 'cheat' });
    expect(lines).toEqual([expect.stringMatching(/^seat 0 step 0: cheat \(\d+ ms\)$/)]);
    expect(wrapped.close).toBeUndefined();
  });

  it("closes the agent it wraps through the wrapper's close", async () => {
    let closed = 0;
    const agent: Agent = { name: 'inner', act: () => ({ action: 'cheat' }), close: () => void closed++ };
    await withDecisionProgress(agent, () => {}).close?.();
    expect(closed).toBe(1);
  });
});

describe('xparena play with an llm agent', () => {
  let server: FakeOpenAIServer;
  beforeAll(async () => {
    server = await startFakeOpenAIServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function play(args: readonly string[]) {
    const errors: string[] = [];
    const output: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void output.push(String(line)));
    try {
      const code = await main(args);
      return { code, errors, output };
    } finally {
      error.mockRestore();
      log.mockRestore();
    }
  }

  it.each(['text', 'tools'])('prints a progress line per decision (%s), and replays from the cache', async (mode) => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-llm-'));
    const spec = `llm:openai-compatible/dry-run?base_url=${server.url}&interface=${mode}`;
    const args = ['--home', home, 'play', 'trust-evolution', '--agent', spec, '--param', 'rounds=3', '--json'];
    const before = server.chatRequests.length;
    const first = await play(args);
    expect(first.code).toBe(0);
    // The fake server's dry run plays the first legal action, as text or by calling its tool: no retries.
    expect(first.errors).toHaveLength(3);
    expect(first.errors[0]).toMatch(/^seat 0 step 0: collaborate \(\d+ in \+ \d+ out tokens, \d+ ms\)$/);
    const record = JSON.parse(first.output[0] ?? '{}') as { end: { status: string } };
    expect(record.end.status).toBe('finished');
    const requests = server.chatRequests.length - before;
    expect(requests).toBeGreaterThan(0);
    const second = await play(args);
    expect(second.code).toBe(0);
    expect(server.chatRequests.length - before).toBe(requests);
    expect(second.errors.every((line) => line.endsWith(', cached)'))).toBe(true);
  });

  it('rejects unknown llm options with exit code 2, naming the valid ones', async () => {
    const result = await play(['play', 'snake', '--no-store', '--agent', 'llm:openai-compatible/m?harnes=full']);
    expect(result.code).toBe(2);
    expect(result.errors.join('\n')).toMatch(/unknown option 'harnes' for agent .*; valid options: harness, interface/);
  });
});
