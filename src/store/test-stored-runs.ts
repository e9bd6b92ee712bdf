// Stored runs of every shape a record takes, for export/import tests: LLM agents that answer garbage, give unusable
// output, answer late, send malformed actions, hit provider retries and forfeit on strict presets, beside built-ins.

import { buildHarness, presetOptions } from '../agents/llm/harness/harness-options.js';
import { llmAgent } from '../agents/llm/llm-agent.js';
import { createAgent } from '../agents/registry.js';
import { type Agent, type Decision, InfraError } from '../core/agent.js';
import type { InvalidActionPolicy } from '../core/game.js';
import { readMatchLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import { agentSeed, playMatch } from '../core/play-match.js';
import { type Rng, rngFromSeed } from '../core/rng.js';
import { findGame } from '../games/registry.js';
import { defaultFakeReply } from '../model/fake-openai-server.js';
import { type ScriptedReply, scriptedModel } from '../model/scripted-model.js';
import type { Store } from './store.js';

/** A model reply drawn from `rng`: mostly the first legal action, else garbage, unusable output or a reply after 429s. */
function faultyReply(rng: Rng, messages: unknown): ScriptedReply {
  const reply = defaultFakeReply({
    method: 'POST',
    path: '/v1/chat/completions',
    headers: {},
    body: { messages },
    rawBody: '',
  });
  const valid = reply.type === 'text' ? reply.text : 'Answer: END, Score: 0';
  const roll = rng.int(0, 9);
  if (roll <= 1) return 'I would rather not say.';
  if (roll === 2) return { text: '', failure: 'model', error: 'invalid call of tool: unusable' };
  if (roll === 3) {
    const retry = { status: 429, kind: 'retryable', waitMs: 1000 + rng.int(0, 999), error: 'HTTP 429: slow down' };
    return {
      text: valid,
      retries: [retry, { kind: 'retryable', waitMs: 250, error: 'connection error (ECONNRESET)' }],
    };
  }
  return valid;
}

/** An LLM agent (text interface, scripted model) that also answers late or with a malformed action now and then. */
function faultyLlm(seed: number, players: number): Agent {
  const rng = rngFromSeed(seed, 77);
  const model = scriptedModel((request) => faultyReply(rng, request.messages), { usdPerToken: 1e-6 });
  const agent = llmAgent({ model, harness: buildHarness(presetOptions('no-history')), players });
  return {
    name: agent.name,
    act(turn): Decision | Promise<Decision> {
      const roll = rng.int(0, 19);
      if (roll === 0) return new Promise<Decision>(() => {});
      if (roll === 1) return { action: { bogus: [1, null] } };
      return agent.act(turn);
    },
  };
}

const llmSpec = 'llm:scripted/faulty';

/** Plays one match of `game` (preset) with the faulty LLM in seat 0 and built-in agents elsewhere. */
async function play(
  gameId: string,
  preset: string,
  seed: number,
  others: readonly string[],
  invalid?: InvalidActionPolicy,
): Promise<MatchRecord> {
  const module = findGame(gameId);
  const params = resolveParams(module.game, preset);
  const players = 1 + others.length;
  const seats = [
    { spec: llmSpec, agent: faultyLlm(seed, players) },
    ...others.map((spec, index) => ({
      spec,
      agent: createAgent(module, spec, { params, seed: agentSeed(seed, index + 1), seat: index + 1, players }),
    })),
  ];
  return playMatch({
    game: module.game,
    params,
    seed,
    seats,
    timeLimitMs: 15,
    maxSteps: 30,
    ...(invalid ? { invalid } : {}),
  });
}

/** Plays and commits a few runs drawn from `seed`, with labels, a match held by two runs, an error and an infra result. */
export async function storeFaultRuns(store: Store, seed: number): Promise<void> {
  const rng = rngFromSeed(seed, 5);
  const codeVersion = `test-${seed}`;
  store.startRun({ id: `episodes-${seed}`, kind: 'episodes', spec: { game: 'snake', seed }, codeVersion });
  store.startRun({ id: `tournament-${seed}`, kind: 'tournament', spec: { agents: [llmSpec, 'random'] }, codeVersion });
  let shared: MatchRecord | undefined;
  for (let episode = 0; episode < 3; episode++) {
    const preset = rng.chance(0.5) ? 'eval' : 'explore';
    const record = await play('snake', preset, seed * 100 + episode, []);
    store.commitMatch(record, {
      runId: `episodes-${seed}`,
      label: readMatchLabel(JSON.stringify({ preset, episode })),
    });
    shared ??= record;
  }
  for (const [index, game] of ['kuhn-poker', 'trust-evolution'].entries()) {
    const others = game === 'kuhn-poker' ? ['random'] : [];
    const retries = rng.int(0, 2);
    const fallback = rng.pick(['random', 'forfeit', 'first'] as const);
    const record = await play(game, findGame(game).game.defaultPreset, seed * 100 + 50 + index, others, {
      retries,
      fallback,
    });
    store.commitMatch(record, { runId: `tournament-${seed}`, durationMs: rng.int(1, 99) });
  }
  if (shared) store.linkMatch(`tournament-${seed}`, shared.id, { type: 'text', text: 'shared' });
  const params = resolveParams(findGame('snake').game, 'eval');
  for (const failing of [new Error('the agent crashed'), new InfraError('provider down')]) {
    const agent: Agent = { name: 'failing', act: () => Promise.reject(failing) };
    const record = await playMatch({
      game: findGame('snake').game,
      params,
      seed: seed * 100 + 90,
      seats: [{ spec: `failing-${failing.name}`, agent }],
    });
    store.commitMatch(record, { runId: `tournament-${seed}` });
  }
  store.finishRun(`episodes-${seed}`, 'finished');
}
