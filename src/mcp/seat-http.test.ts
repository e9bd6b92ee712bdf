import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import type { ExperienceInput } from '../core/experience-input.js';
import type { Game } from '../core/game.js';
import { playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { GameSeat, type GameSeatOptions } from './game-seat.js';
import { type SeatEndpoint, serveSeatOverHttp } from './seat-http.js';

/** The counting game with a read-only query, so the seat has a game query tool. */
const game = {
  ...countGame,
  queries: [
    {
      name: 'query_left',
      description: 'how far the total is from the target',
      parameters: { type: 'object', properties: {} },
      answer: (observation: { total: number; target: number }) => `${observation.target - observation.total} left`,
    },
  ],
} as unknown as Game;

const addOne: Agent = { name: 'add-one', act: () => ({ action: 1 }) };

/** A skill-library-like experience offering activate_skill. */
const experience: ExperienceInput = {
  name: 'skills',
  hash: 'h',
  state: {},
  prompt: async () => ({
    text: 'skill: count-fast',
    title: 'Skills',
    queries: [
      {
        name: 'activate_skill',
        description: 'a skill by name',
        parameters: { type: 'object', properties: { name: { type: 'string' } } },
        answer: (input) => `body of ${(input as { name?: string }).name}`,
      },
    ],
  }),
};

const options: GameSeatOptions = { name: 'mcp:test', decisionMs: 10_000, maxErrors: 20, waitMs: 2_000 };

function startMatch(seatOptions: GameSeatOptions = options, withExperience = false) {
  const seat = new GameSeat(
    { game, params: { target: 5 }, seat: 0, players: 2, seed: 1, ...(withExperience ? { experience } : {}) },
    seatOptions,
  );
  const record = playMatch({
    game,
    params: { target: 5 },
    seed: 1,
    seats: [
      { spec: 'mcp:test', agent: seat },
      { spec: 'add-one', agent: addOne },
    ],
  });
  return { seat, record };
}

async function connect(endpoint: SeatEndpoint): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(endpoint.url), {
    requestInit: { headers: { authorization: `Bearer ${endpoint.token}` } },
  });
  await client.connect(transport);
  return client;
}

function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  const [first] = result.content as { type: string; text: string }[];
  return first?.text ?? '';
}

describe('a game seat over streamable HTTP', () => {
  it('serves every tool and plays the match to its end through act', async () => {
    const { seat, record } = startMatch(options, true);
    const endpoint = await serveSeatOverHttp(seat);
    const client = await connect(endpoint);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([
        'rules',
        'observe',
        'legal_actions',
        'act',
        'status',
        'query_left',
        'activate_skill',
      ]);
      expect(tools.find((tool) => tool.name === 'act')?.inputSchema).toMatchObject({ required: ['action'] });
      expect(textOf(await client.callTool({ name: 'rules' }))).toContain('reach 5 to win');
      expect(textOf(await client.callTool({ name: 'rules' }))).toContain('skill: count-fast');
      expect(textOf(await client.callTool({ name: 'observe' }))).toBe('total 0 of 5');
      expect(
        JSON.parse(textOf(await client.callTool({ name: 'observe', arguments: { format: 'json' } }))),
      ).toMatchObject({ total: 0, target: 5 });
      expect(textOf(await client.callTool({ name: 'legal_actions' }))).toBe('add 1\nadd 2');
      expect(textOf(await client.callTool({ name: 'query_left' }))).toBe('5 left');
      expect(textOf(await client.callTool({ name: 'activate_skill', arguments: { name: 'x' } }))).toBe('body of x');
      expect(JSON.parse(textOf(await client.callTool({ name: 'status' })))).toMatchObject({
        seat: 0,
        step: 0,
        yourTurn: true,
        over: false,
        scores: [0, 0],
      });

      const illegal = JSON.parse(textOf(await client.callTool({ name: 'act', arguments: { action: 'add 3' } })));
      expect(illegal).toMatchObject({ accepted: false, over: false });
      expect(illegal.reason).toContain("expected 'add 1' or 'add 2'");
      const json = JSON.parse(textOf(await client.callTool({ name: 'act', arguments: { action: 2, score: 2 } })));
      expect(json).toMatchObject({ accepted: true, action: 'add 2', over: false });
      expect(JSON.parse(textOf(await client.callTool({ name: 'status' })))).toMatchObject({ step: 2, scores: [3, 3] });
      const last = JSON.parse(textOf(await client.callTool({ name: 'act', arguments: { action: 'add 2' } })));
      expect(last).toMatchObject({ accepted: true, over: true });

      const after = await client.callTool({ name: 'act', arguments: { action: 'add 1' } });
      expect(after.isError).toBe(true);
      expect(textOf(after)).toContain('the episode is over');
      expect(JSON.parse(textOf(await client.callTool({ name: 'status' })))).toMatchObject({ over: true });

      const done = await record;
      expect(done.end).toMatchObject({ status: 'finished', scores: [1, 0] });
      const first = done.steps[0]?.moves[0];
      expect(first?.invalid?.[0]?.error).toContain("expected 'add 1' or 'add 2'");
      expect(first?.selfScore).toBe(2);
      // The tool calls of the decision are in its record.
      const calls = first?.exchanges?.flatMap((exchange) => exchange.toolCalls ?? []).map((call) => call.name);
      expect(calls).toEqual(['act']);
      expect(done.steps[0]?.moves[0]?.invalid?.[0]?.exchanges?.[0]?.toolCalls?.map((call) => call.name)).toContain(
        'legal_actions',
      );
    } finally {
      await client.close();
      await endpoint.close();
    }
  });

  it('answers garbage and unknown tools with clear MCP errors', async () => {
    const { seat, record } = startMatch();
    const endpoint = await serveSeatOverHttp(seat);
    const client = await connect(endpoint);
    try {
      await expect(client.callTool({ name: 'teleport' })).rejects.toThrow(/unknown tool 'teleport'.*rules, observe/);
      const missing = await client.callTool({ name: 'act', arguments: {} });
      expect(missing.isError).toBe(true);
      expect(textOf(missing)).toContain("needs the argument 'action'");
      const extra = await client.callTool({ name: 'act', arguments: { action: 'add 1', hack: true } });
      expect(textOf(extra)).toContain("not 'hack'");
      const score = await client.callTool({ name: 'act', arguments: { action: 'add 1', score: 'high' } });
      expect(textOf(score)).toContain("'score' must be a number");
      const format = await client.callTool({ name: 'observe', arguments: { format: 'xml' } });
      expect(textOf(format)).toContain('format must be "text" or "json"');
      const malformed = JSON.parse(
        textOf(await client.callTool({ name: 'act', arguments: { action: { move: 'up' } } })),
      );
      expect(malformed).toMatchObject({ accepted: false });
      expect(malformed.reason).toContain('malformed action');
      seat.close();
      await record;
    } finally {
      await client.close();
      await endpoint.close();
    }
  });

  it('refuses a missing or wrong token with 401 and a foreign Host with 403', async () => {
    const { seat, record } = startMatch();
    const endpoint = await serveSeatOverHttp(seat);
    try {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      const none = await fetch(endpoint.url, { method: 'POST', headers, body });
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      const wrong = await fetch(endpoint.url, {
        method: 'POST',
        headers: { ...headers, authorization: 'Bearer nope' },
        body,
      });
      expect(wrong.status).toBe(401);
      const { request } = await import('node:http');
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const url = new URL(endpoint.url);
        const sent = request(
          {
            host: '127.0.0.1',
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: { ...headers, host: 'evil.example', authorization: `Bearer ${endpoint.token}` },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode);
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
      expect(status).toBe(403);
      const right = await fetch(endpoint.url, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${endpoint.token}` },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
        }),
      });
      expect(right.status).toBe(200);
      seat.close();
      await record;
    } finally {
      await endpoint.close();
    }
  });

  it('forfeits a seat whose client never acts (timeout) or only sends garbage', async () => {
    const silent = startMatch({ ...options, decisionMs: 200 });
    expect((await silent.record).end).toMatchObject({ status: 'forfeit', player: 0 });
    expect((await silent.record).end.message).toContain('timeout');

    const noisy = startMatch({ ...options, maxErrors: 3 });
    const endpoint = await serveSeatOverHttp(noisy.seat);
    const client = await connect(endpoint);
    try {
      for (let index = 0; index < 3; index++) await client.callTool({ name: 'act', arguments: { nonsense: index } });
      const end = (await noisy.record).end;
      expect(end).toMatchObject({ status: 'forfeit', player: 0 });
      expect(end.message).toContain('garbage');
    } finally {
      await client.close();
      await endpoint.close();
    }
  });
});
