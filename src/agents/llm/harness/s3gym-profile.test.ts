// The `s3gym` harness profile end to end through the `llm:` agent kind and the fake server: History ICL's 100,000-token
// budget reaches the model whole, where the default 32,768-token context window cut it to about 28,000 tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperienceSnapshot } from '../../../core/agent.js';
import { resolveParams } from '../../../core/params.js';
import { playMatch } from '../../../core/play-match.js';
import { snapshot } from '../../../experience/experience.js';
import {
  fitHistoryBudget,
  type HistoryStep,
  historyExperience,
  historyText,
  initialHistory,
} from '../../../experience/history-experience.js';
import { findGame } from '../../../games/registry.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../../../model/fake-openai-server.js';
import { estimateTokens } from '../../../model/tokens.js';
import { seatExperience } from '../../../runner/seat-experience.js';
import { createAgent } from '../../registry.js';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(async () => {
  await server.close();
});

/** A History ICL snapshot whose text just fills the default 100,000-token budget, dropping `drop` steps past it. */
function fullHistory(drop: 'oldest' | 'newest' = 'oldest'): ExperienceSnapshot {
  const experience = historyExperience({ drop });
  const step = (index: number): HistoryStep => ({
    env: `board ${index} ${'.'.repeat(360)}`,
    answer: `move ${index}`,
    score: 1,
    reward: 1,
  });
  const episodes = Array.from({ length: 30 }, (_, episode) => ({
    episode,
    steps: Array.from({ length: 40 }, (_, index) => step(episode * 40 + index)),
  }));
  const state = fitHistoryBudget({ ...initialHistory({ drop }), episodesSeen: 30, episodes });
  return snapshot(experience, state);
}

/** The user message and max_tokens of the first request an agent with `options` sends with `experience`. */
async function firstRequest(options: string, experience: ExperienceSnapshot) {
  const module = findGame('trust-evolution');
  const spec = `llm:openai-compatible/m?base_url=${server.url}&cache=off${options}`;
  const params = resolveParams(module.game, 'explore');
  const before = server.chatRequests.length;
  const models = { env: {} };
  const input = seatExperience(module, spec, experience, models);
  const agent = createAgent(module, spec, { params, seed: 1, seat: 0, players: 1, experience: input }, models);
  await playMatch({ game: module.game, params, seed: 1, maxSteps: 1, seats: [{ spec, agent }] });
  const body = server.chatRequests[before]?.body as {
    messages: { role: string; content: string }[];
    max_tokens?: number;
  };
  return { user: body.messages.find((message) => message.role === 'user')?.content ?? '', maxTokens: body.max_tokens };
}

describe('the s3gym harness profile', () => {
  it("sends History ICL's whole 100,000-token budget, no legal actions, and max_tokens 14000", async () => {
    const experience = fullHistory();
    const text = historyText(experience.state as ReturnType<typeof initialHistory>) ?? '';
    expect(estimateTokens(text)).toBeGreaterThan(99_000);
    expect(estimateTokens(text)).toBeLessThanOrEqual(100_000);

    const s3gym = await firstRequest('&harness=s3gym', experience);
    expect(s3gym.user).toContain(text);
    expect(s3gym.user).not.toContain('omitted to fit the context window');
    expect(s3gym.user).not.toContain('## Legal actions');
    expect(s3gym.maxTokens).toBe(14_000);

    // The default harness keeps 32,768 − 4,096 tokens for everything: the experience is cut near 28,000 tokens.
    const full = await firstRequest('', experience);
    expect(full.user).toMatch(/\(\d+ older blocks omitted to fit the context window\)/);
    expect(estimateTokens(full.user)).toBeLessThan(32_768 - 4_096);
    expect(estimateTokens(full.user)).toBeGreaterThan(27_000);
    expect(full.maxTokens).toBeUndefined();
  });

  it('cuts the newest blocks first when the history drops its newest steps', async () => {
    const { user } = await firstRequest('&context=8000', fullHistory('newest'));
    expect(user).toContain('newest steps were dropped to fit 100000 tokens');
    expect(user).toContain('Episode 1:\nEnv: board 0 ');
    expect(user).not.toContain('Env: board 100 ');
    expect(user).toMatch(/\(\d+ newer blocks omitted to fit the context window\)/);
    const oldest = await firstRequest('&context=8000', fullHistory('oldest'));
    expect(oldest.user).not.toContain('Env: board 0 ');
    expect(oldest.user).toContain('Env: board 1199 ');
  });
});
