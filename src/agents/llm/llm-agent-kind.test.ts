import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAgentSpec } from '../../core/agent-spec.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { UsageError } from '../../core/usage-error.js';
import { gameModules } from '../../games/registry.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../../model/fake-openai-server.js';
import { sharedRateLimiter } from '../../model/rate-limiter.js';
import { agentFigures } from '../../report/agent-figures.js';
import { Store } from '../../store/store.js';
import { createAgent, validateAgentSpec } from '../registry.js';
import { parseLlmAgentSpec } from './llm-agent-kind.js';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(async () => {
  await server.close();
});

const models = { env: {} };

describe('parseLlmAgentSpec', () => {
  it('splits the harness switches from the model options', () => {
    const parsed = parseLlmAgentSpec(
      parseAgentSpec(
        'llm:openai-compatible/qwen3-8b?base_url=http://h/v1&temperature=0&harness=no-mask&interface=tools&history=last:5',
      ),
    );
    expect(parsed).toMatchObject({
      model: 'openai-compatible/qwen3-8b',
      modelOptions: { base_url: 'http://h/v1', temperature: '0' },
      harness: { mask: false, interface: 'tools', history: { type: 'last', turns: 5 } },
      harnessName: 'no-mask,history=last:5/tools',
    });
  });

  it('rejects unknown options naming every valid one, and specs without a model', () => {
    expect(() => parseLlmAgentSpec(parseAgentSpec('llm:openai/gpt-4o?temprature=0'))).toThrow(
      /^unknown option 'temprature' for agent 'llm:openai\/gpt-4o' \(did you mean 'temperature'\?\); valid options: harness, interface, history, observation, mask, context, max_steps, max_episode_steps, base_url, temperature/,
    );
    expect(() => parseLlmAgentSpec(parseAgentSpec('llm:'))).toThrow(UsageError);
  });
});

describe('the llm agent kind in the registry', () => {
  const snake = gameModules.find((module) => module.game.id === 'snake');
  if (!snake) throw new Error('snake is not registered');

  it('validates specs as creating them would, without calling the provider', () => {
    expect(() => validateAgentSpec(snake, `llm:openai-compatible/m?base_url=${server.url}`, models)).not.toThrow();
    expect(() => validateAgentSpec(snake, 'llm:acme/m', models)).toThrow(/unknown model provider 'acme'/);
    expect(() => validateAgentSpec(snake, 'llm:openai/gpt-4o', models)).toThrow(/OPENAI_API_KEY/);
    expect(() => validateAgentSpec(snake, 'llm:openai-compatible/m?harness=huge', models)).toThrow(
      /unknown harness 'huge'/,
    );
    expect(() =>
      validateAgentSpec(snake, `llm:openai-compatible/m?base_url=${server.url}&temperature=hot`, models),
    ).toThrow("option 'temperature' of model 'openai-compatible/m' must be a number, got 'hot'");
    expect(server.chatRequests).toHaveLength(0);
  });

  it('names the agent after its model and harness', () => {
    const agent = createAgent(
      snake,
      `llm:openai-compatible/m?base_url=${server.url}&harness=minimal&interface=tools`,
      { params: resolveParams(snake.game, undefined, {}), seed: 1, seat: 0, players: 1 },
      models,
    );
    expect(agent.name).toBe('openai-compatible/m [minimal/tools]');
  });

  it('reuses the model of a spec within one environment, its limits becoming the latest again', () => {
    const environment = { env: {} };
    const baseUrl = 'http://127.0.0.1:9/v1';
    const context = { params: resolveParams(snake.game, undefined, {}), seed: 1, seat: 0, players: 1 };
    const create = (concurrency: number) =>
      createAgent(
        snake,
        `llm:openai-compatible/m?base_url=${baseUrl}&concurrency=${concurrency}`,
        context,
        environment,
      );
    const limiter = sharedRateLimiter(`openai-compatible@${baseUrl}`);
    create(3);
    expect(limiter.limits.concurrency).toBe(3);
    create(5);
    expect(limiter.limits.concurrency).toBe(5);
    create(3);
    expect(limiter.limits.concurrency).toBe(3);
  });

  it('ends the match as infra when the provider stays down', async () => {
    const down = await startFakeOpenAIServer({ respond: () => ({ type: 'error', status: 503 }) });
    try {
      const spec = `llm:openai-compatible/m?base_url=${down.url}&retries=0&cache=off`;
      const params = resolveParams(snake.game, undefined, {});
      const record = await playMatch({
        game: snake.game,
        params,
        seed: 1,
        seats: [{ spec, agent: createAgent(snake, spec, { params, seed: 1, seat: 0, players: 1 }, models) }],
      });
      expect(record.end).toMatchObject({ status: 'infra', scores: null });
      expect(record.steps).toHaveLength(0);
    } finally {
      await down.close();
    }
  });

  it('keeps the forfeiting decision of a strict preset (snake eval): its attempt, exchange and usage, counted', async () => {
    // The reported case: an invalid answer on a strict preset ended the episode with only `end.message` kept, so the
    // figures showed no invalid attempt and no tokens for it.
    const bad = await startFakeOpenAIServer({
      respond: () => ({
        type: 'text',
        text: 'Answer: fly away, Score: 0',
        usage: { promptTokens: 1000, completionTokens: 10 },
      }),
    });
    try {
      const spec = `llm:openai-compatible/m?base_url=${bad.url}&cache=off`;
      const params = resolveParams(snake.game, 'eval', {});
      const environment = { env: {}, prices: { 'openai-compatible/m': { input: 1, output: 2 } } };
      const agent = createAgent(snake, spec, { params, seed: 1, seat: 0, players: 1 }, environment);
      const record = await playMatch({ game: snake.game, params, seed: 1, seats: [{ spec, agent }] });
      expect(record.end).toMatchObject({ status: 'forfeit', player: 0 });
      expect(record.steps).toHaveLength(0);
      const usage = { inputTokens: 1000, outputTokens: 10, costUsd: 0.00102, calls: 1 };
      expect(record.end.attempts).toHaveLength(1);
      const [attempt] = record.end.attempts ?? [];
      expect(attempt?.error).toMatch(/fly away/);
      expect(attempt?.usage).toMatchObject(usage);
      expect(attempt?.exchanges).toHaveLength(1);
      expect(attempt?.exchanges?.[0]).toMatchObject({
        model: 'openai-compatible/m',
        text: 'Answer: fly away, Score: 0',
        usage,
      });

      expect(agentFigures([record])).toMatchObject([
        {
          agent: spec,
          games: 1,
          forfeits: 1,
          attempts: 1,
          invalid: 1,
          invalidRate: 1,
          modelCalls: 1,
          inputTokens: 1000,
          outputTokens: 10,
        },
      ]);
      expect(agentFigures([record])[0]?.costUsd).toBeCloseTo(0.00102, 10);

      const store = new Store(':memory:');
      store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
      store.commitMatch(record, { runId: 'r' });
      expect(store.getMatch(record.id)).toEqual(record);
      expect(store.runContents('r').costUsd).toBeCloseTo(0.00102, 10);
      const invalid = store.database.prepare('SELECT TOTAL(invalid) AS n FROM steps WHERE match_id = ?').get(record.id);
      expect(invalid).toEqual({ n: 1 });
      store.close();
    } finally {
      await bad.close();
    }
  });

  it('records the retries behind a decision in its exchange (429 twice, then an answer)', async () => {
    const limited = await startFakeOpenAIServer({
      replies: [
        { type: 'error', status: 429, retryAfter: 2 },
        { type: 'error', status: 429 },
      ],
    });
    try {
      const spec = `llm:openai-compatible/m?base_url=${limited.url}&cache=off`;
      const params = resolveParams(snake.game, 'eval', {});
      const waits: number[] = [];
      const environment = { env: {}, sleep: async (ms: number) => void waits.push(ms), random: () => 0.25 };
      const agent = createAgent(snake, spec, { params, seed: 1, seat: 0, players: 1 }, environment);
      const record = await playMatch({ game: snake.game, params, seed: 1, maxSteps: 1, seats: [{ spec, agent }] });
      const move = record.steps[0]?.moves[0];
      expect(move?.invalid).toBeUndefined();
      expect(move?.usage?.calls).toBe(1);
      expect(waits).toEqual([2000, 500]);
      expect(move?.exchanges?.[0]?.retries).toEqual([
        { status: 429, kind: 'retryable', waitMs: 2000, error: expect.stringMatching(/^HTTP 429/) },
        { status: 429, kind: 'retryable', waitMs: 500, error: expect.stringMatching(/^HTTP 429/) },
      ]);
    } finally {
      await limited.close();
    }
  });

  describe.each(['text', 'tools'] as const)(
    'a dry run against the fake server plays every registered game through the %s interface',
    (actionInterface) => {
      it.each(gameModules.map((module) => [module.game.id, module] as const))(
        '%s, without an invalid attempt',
        async (_id, module) => {
          const { game } = module;
          const params = resolveParams(game, undefined, {});
          const players = Math.min(...game.playerCounts);
          // One earlier turn in the prompt: a full history grows every prompt with the game (PTCG's 300 steps sent 29 MB
          // and took seconds); the interface is under test here, the history's rendering in harness/history.test.ts.
          const spec = `llm:openai-compatible/dry-run?base_url=${server.url}&interface=${actionInterface}&history=last:1&cache=off`;
          const before = server.chatRequests.length;
          const record = await playMatch({
            game,
            params,
            seed: 3,
            maxSteps: 300,
            seats: Array.from({ length: players }, (_, seat) => ({
              spec,
              agent: createAgent(module, spec, { params, seed: 3, seat, players }, models),
            })),
          });
          expect(['finished', 'step-limit']).toContain(record.end.status);
          const moves = record.steps.flatMap((step) => step.moves);
          expect(moves.length).toBeGreaterThan(0);
          // The dry run plays the first listed legal action (or, with tools, a listed one), which every game accepts.
          expect(moves.flatMap((move) => move.invalid ?? [])).toEqual([]);
          expect(moves.filter((move) => move.fallback)).toEqual([]);
          expect(server.chatRequests.length - before).toBe(moves.length);
          for (const move of moves) {
            expect(move.exchanges?.[0]?.model).toBe('openai-compatible/dry-run');
            if (actionInterface === 'tools') expect(move.exchanges?.[0]?.toolCalls).toHaveLength(1);
          }
        },
      );
    },
  );
});
