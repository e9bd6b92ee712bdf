import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { FakeArenaTools, strengthFile } from '../arena/test-arena-tools.js';
import type { ArenaTools } from '../core/arena-tools.js';
import { serveArenaOverHttp } from './arena-server.js';
import type { McpEndpoint } from './mcp-http.js';

async function connect(endpoint: McpEndpoint): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(endpoint.url), {
      requestInit: { headers: { authorization: `Bearer ${endpoint.token}` } },
    }),
  );
  return client;
}

function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as { text: string }[])[0]?.text ?? '';
}

/** Serves `tools` and hands a connected client to `body`. */
async function withClient(
  tools: ArenaTools,
  enabled: boolean,
  body: (client: Client) => Promise<void>,
  onRefused?: (message: string) => void,
) {
  const endpoint = await serveArenaOverHttp(tools, { enabled, onRefused });
  const client = await connect(endpoint);
  try {
    await body(client);
  } finally {
    await client.close();
    await endpoint.close();
  }
}

function fake(small = 4, full = 2) {
  const strategy = mkdtempSync(join(tmpdir(), 'xparena-arena-mcp-'));
  return { strategy, tools: new FakeArenaTools(strategy, { small, full }) };
}

describe('the arena tools over MCP', () => {
  it('lists the tools with their schemas and carries each call out on the ArenaTools', async () => {
    const { strategy, tools } = fake();
    await withClient(tools, true, async (client) => {
      const listed = (await client.listTools()).tools;
      expect(listed.map((tool) => tool.name)).toEqual([
        'status',
        'opponents',
        'budget',
        'preflight',
        'small_match',
        'full_evaluation',
        'restore_champion',
      ]);
      expect(listed.find((tool) => tool.name === 'small_match')?.inputSchema).toMatchObject({
        type: 'object',
        properties: { opponents: { type: 'array', minItems: 1, maxItems: 8 }, id: { type: 'string' } },
        additionalProperties: false,
      });

      const call = async (name: string, args: Record<string, unknown> = {}) => {
        const result = await client.callTool({ name, arguments: args });
        return { error: result.isError === true, text: textOf(result) };
      };
      expect(JSON.parse((await call('status')).text)).toMatchObject({ poolSize: 6, baselineEvaluated: false });
      expect(JSON.parse((await call('opponents', { from: 2, to: 3 })).text).map((o: { id: string }) => o.id)).toEqual([
        'p2',
        'p3',
      ]);
      expect(JSON.parse((await call('budget')).text)).toEqual({
        small: { total: 4, used: 0, remaining: 4 },
        full: { total: 2, used: 0, remaining: 2 },
      });
      expect(JSON.parse((await call('preflight')).text)).toEqual({
        ok: false,
        reason: `strategy/${strengthFile} must hold a whole number`,
      });
      writeFileSync(join(strategy, strengthFile), '1\n');
      expect(JSON.parse((await call('preflight')).text)).toEqual({ ok: true });

      const baseline = JSON.parse((await call('full_evaluation', { id: 'b' })).text);
      expect(baseline).toMatchObject({ state: 'completed', submissionId: 'b', cost: 0 });
      expect(baseline.result).toMatchObject({ kind: 'full', baseline: true, rank: 5, elo: 1400 });
      const small = JSON.parse((await call('small_match', { opponents: ['p6', 'p4'] })).text);
      expect(small).toMatchObject({ state: 'completed', cost: 2 });
      expect(small.result.games).toEqual([
        { opponent: 'p6', seat: 0, win: true },
        { opponent: 'p4', seat: 0, win: false },
      ]);
      writeFileSync(join(strategy, strengthFile), '0\n');
      expect(JSON.parse((await call('restore_champion')).text)).toMatchObject({ rank: 5, elo: 1400 });
      expect(JSON.parse((await call('budget')).text).small.used).toBe(2);
    });
  });

  it('answers refusals and bad arguments as tool errors with their message, an unknown tool as a protocol error', async () => {
    const { strategy, tools } = fake(2);
    const refused: string[] = [];
    writeFileSync(join(strategy, strengthFile), '1\n');
    await withClient(
      tools,
      true,
      async (client) => {
        const unknown = await client.callTool({ name: 'small_match', arguments: { opponents: ['p99'] } });
        expect(unknown.isError).toBe(true);
        expect(textOf(unknown)).toBe("unknown opponent 'p99'; list them with opponents");
        const over = await client.callTool({ name: 'small_match', arguments: { opponents: ['p1', 'p2', 'p3'] } });
        expect(textOf(over)).toBe('the small-match budget has 2 units left');
        const empty = await client.callTool({ name: 'small_match', arguments: { opponents: [] } });
        expect(empty.isError).toBe(true);
        expect(textOf(empty)).toMatch(/^bad arguments for 'small_match': .*opponents/);
        const extra = await client.callTool({ name: 'full_evaluation', arguments: { force: true } });
        expect(textOf(extra)).toMatch(/^bad arguments for 'full_evaluation': .*force/);
        const range = await client.callTool({ name: 'opponents', arguments: { from: 4, to: 2 } });
        expect(textOf(range)).toContain("'from' (4) is after 'to' (2)");
        await expect(client.callTool({ name: 'teleport' })).rejects.toThrow(
          /unknown tool 'teleport'.*status, opponents/,
        );
        tools.preflight = () => Promise.reject(new Error('the referee crashed'));
        const failed = await client.callTool({ name: 'preflight' });
        expect(failed.isError).toBe(true);
        expect(textOf(failed)).toBe("the arena could not carry out 'preflight': the referee crashed");
        // Nothing was charged by the refused calls.
        expect(tools.status().budgets.small.used).toBe(0);
      },
      refused.push.bind(refused),
    );
    // The calls refused before reaching the tools are reported (the tools' own refusals are counted where thrown).
    expect(refused).toEqual([
      expect.stringMatching(/^bad arguments for 'small_match'/),
      expect.stringMatching(/^bad arguments for 'full_evaluation'/),
      expect.stringMatching(/^unknown tool 'teleport'/),
    ]);
  });

  it('shows only status in the review turn and says why the other tools are disabled', async () => {
    const { strategy, tools } = fake(2, 0);
    writeFileSync(join(strategy, strengthFile), '1\n');
    await tools.full({});
    await withClient(tools, false, async (client) => {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['status']);
      const small = await client.callTool({ name: 'small_match', arguments: { opponents: ['p1'] } });
      expect(small.isError).toBe(true);
      expect(textOf(small)).toContain("review turn: 'small_match' is disabled");
      expect(JSON.parse(textOf(await client.callTool({ name: 'status' })))).toMatchObject({
        frozen: 'full-budget-spent',
      });
    });
  });

  it('offers the replay catalogue instead of small matches in the off-policy arm', async () => {
    const { tools } = fake();
    const viewed: string[] = [];
    const withCatalogue = Object.assign(Object.create(tools) as ArenaTools, {
      status: () => ({ ...tools.status(), arm: 'off-policy' as const }),
      catalogue: () => [{ id: 'r1', seats: ['p1', 'p2'], outcome: 'p1 won', rounds: 9 }],
      viewReplay: async (id: string) => {
        viewed.push(id);
        return { id, steps: [] };
      },
    });
    await withClient(withCatalogue, true, async (client) => {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual([
        'status',
        'opponents',
        'budget',
        'preflight',
        'full_evaluation',
        'restore_champion',
        'list_replays',
        'view_replay',
      ]);
      expect(JSON.parse(textOf(await client.callTool({ name: 'list_replays' })))[0]).toMatchObject({ id: 'r1' });
      expect(JSON.parse(textOf(await client.callTool({ name: 'view_replay', arguments: { id: 'r1' } })))).toEqual({
        id: 'r1',
        steps: [],
      });
      expect(viewed).toEqual(['r1']);
    });
  });
});
