// The LLM harness's own work per decision (prompt building, reply parsing, tool derivation, recording the exchange) on
// the single-seat games, with a zero-latency in-process model whose own time is measured and subtracted: a section of
// docs/benchmarks.md (see bench/main.ts). Target: under 1 ms per decision.

import { buildPrompt } from '../src/agents/llm/harness/harness.js';
import { harnessContext } from '../src/agents/llm/harness/harness-context.js';
import { buildHarness, type HarnessPresetName, presetOptions } from '../src/agents/llm/harness/harness-options.js';
import { MatchMemory } from '../src/agents/llm/harness/match-memory.js';
import { llmAgent } from '../src/agents/llm/llm-agent.js';
import type { Agent, Turn } from '../src/core/agent.js';
import { resolveParams } from '../src/core/params.js';
import { playMatch } from '../src/core/play-match.js';
import { gameModules } from '../src/games/registry.js';
import { snake } from '../src/games/snake/index.js';
import type { Model, ModelRequest, ModelResponse } from '../src/model/model.js';
import { formatTable } from '../src/report/table.js';

/** Answers the first listed legal action (text) or calls the first tool with the first legal values (tools). */
function reply(request: ModelRequest): ModelResponse {
  const base = {
    usage: { inputTokens: 1, outputTokens: 1, calls: 1 },
    latencyMs: 0,
    cached: false,
    finishReason: 'stop',
  };
  const tool = request.tools?.[0];
  if (tool) {
    const parameters = tool.parameters as {
      properties?: Record<string, { enum?: unknown[]; type?: string }>;
      required?: string[];
    };
    const input: Record<string, unknown> = { score: 0 };
    for (const key of parameters.required ?? []) {
      const property = parameters.properties?.[key];
      input[key] = property?.enum?.[0] ?? (property?.type === 'array' ? [] : property?.type === 'string' ? '' : 0);
    }
    return { ...base, text: '', toolCalls: [{ id: 'c', name: tool.name, input }] };
  }
  const user = request.messages.at(-1)?.content ?? '';
  const match = /## Legal actions\n- (.*)/.exec(user);
  return { ...base, text: `Thinking.\nAnswer: ${match?.[1] ?? 'END'}, Score: 0`, toolCalls: [] };
}

/** Runs the harness measurement and returns its markdown section. */
export async function llmHarnessSection(): Promise<string> {
  const episodes = Number(process.env.BENCH_EPISODES ?? 20);
  const rows: (string | number)[][] = [];
  for (const { game } of gameModules) {
    if (!game.playerCounts.includes(1)) continue;
    for (const [preset, actionInterface] of [
      ['full', 'text'],
      ['full', 'tools'],
      ['minimal', 'text'],
    ] as [HarnessPresetName, 'text' | 'tools'][]) {
      const presetName = 'explore' in game.presets ? 'explore' : game.defaultPreset;
      const params = resolveParams(game, presetName);
      const perDecision: number[] = [];
      for (let episode = 0; episode < episodes + 2; episode++) {
        let modelMs = 0;
        const model: Model = {
          id: 'bench/instant',
          async call(request) {
            const started = performance.now();
            const response = reply(request);
            modelMs += performance.now() - started;
            return response;
          },
        };
        const inner = llmAgent({ model, harness: buildHarness(presetOptions(preset, actionInterface)), players: 1 });
        const agent: Agent = {
          name: inner.name,
          async act(turn) {
            modelMs = 0;
            const started = performance.now();
            const decision = await inner.act(turn);
            // Two warm-up episodes are not counted.
            if (episode >= 2) perDecision.push(performance.now() - started - modelMs);
            return decision;
          },
        };
        await playMatch({ game, params, seed: episode, seats: [{ spec: 'llm:bench', agent }] });
      }
      perDecision.sort((a, b) => a - b);
      const mean = perDecision.reduce((sum, value) => sum + value, 0) / perDecision.length;
      const quantile = (q: number) =>
        perDecision[Math.min(perDecision.length - 1, Math.floor(q * perDecision.length))] ?? 0;
      rows.push([
        `${game.id} (${presetName})`,
        `${preset}/${actionInterface}`,
        perDecision.length,
        (mean * 1000).toFixed(0),
        (quantile(0.5) * 1000).toFixed(0),
        (quantile(0.99) * 1000).toFixed(0),
        quantile(0.5) < 1 ? 'yes' : 'NO',
      ]);
    }
  }
  const perGame = formatTable(
    ['game', 'harness', 'decisions', 'mean µs', 'median µs', 'p99 µs', 'median < 1 ms'],
    rows,
  );

  // The same work without playMatch and without keeping records: prompt building and reply parsing alone, on the turns
  // of one snake episode with the whole episode as history, in batches; the median batch gives a steady number.
  const snakeParams = resolveParams(snake.game, 'explore');
  const turns: Turn[] = [];
  let state = snake.game.setup(snakeParams, 1, 1);
  for (let step = 0; snake.game.toAct(state).length > 0; step++) {
    const legalActions = snake.game.legalActions(state, 0);
    turns.push({
      game: snake.game,
      params: snakeParams,
      player: 0,
      step,
      observation: snake.game.observe(state, 0),
      legalActions,
      attempt: 0,
      signal: new AbortController().signal,
    });
    state = snake.game.apply(state, [legalActions[step % 4] ?? 'UP']);
  }
  const isolated: (string | number)[][] = [];
  for (const actionInterface of ['text', 'tools'] as const) {
    const harness = buildHarness(presetOptions('full', actionInterface));
    const batches: number[] = [];
    for (let batch = 0; batch < 25; batch++) {
      const memory = new MatchMemory();
      const started = performance.now();
      for (const turn of turns) {
        const context = harnessContext(turn, memory, 1);
        const prompt = buildPrompt(harness, context);
        const interpreted = prompt.interpret(
          reply({ messages: prompt.messages, ...(prompt.tools ? { tools: prompt.tools } : {}) }),
        );
        memory.remember(turn.step, context.observation, { attempt: 0, answer: interpreted.answer });
      }
      batches.push((performance.now() - started) / turns.length);
    }
    batches.sort((a, b) => a - b);
    isolated.push([
      `snake (explore), ${turns.length} turns`,
      `full/${actionInterface}`,
      ((batches[12] ?? 0) * 1000).toFixed(0),
      ((batches[0] ?? 0) * 1000).toFixed(0),
    ]);
  }
  const alone = formatTable(['game', 'harness', 'median µs/decision', 'best µs/decision'], isolated);
  return `## LLM harness: its own work per decision

The \`llm:\` agent's own work per decision on the single-seat games (their \`explore\` preset when they have one),
timed around its \`act\` in \`playMatch\` with an in-process model that answers at once (the first legal action in text,
or a call of the first tool with the first legal values); the model's own time is measured and subtracted, so the
figure is prompt building (rules, history, state, legal actions, tool schemas), reply parsing, the agent's memory and
the recorded exchange.
${episodes} episodes per row after 2 warm-up episodes. Target: under 1 ms per decision, judged on the median: the mean and
the p99 also carry garbage-collection pauses and, on a shared machine, time the process was not running.

\`\`\`
${perGame}
\`\`\`

The same work without \`playMatch\` and without keeping records: prompt building and reply parsing alone on the turns of
one \`snake\` episode with the whole episode as history, median and best of 25 batches:

\`\`\`
${alone}
\`\`\`
`;
}
