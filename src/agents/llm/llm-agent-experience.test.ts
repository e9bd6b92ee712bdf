// What an experience gives an LLM agent beyond its episode text: read-only queries offered as tools (the skill
// library's activate_skill) and a note for every turn (retrieved memories, EvoTest's extracted state).
import { describe, expect, it } from 'vitest';
import type { ModelExchange } from '../../core/agent.js';
import type { EpisodeTurn } from '../../core/experience-input.js';
import { playMatch } from '../../core/play-match.js';
import { trustEvolution } from '../../games/trust-evolution/index.js';
import { scriptedModel } from '../../model/scripted-model.js';
import { buildHarness, presetOptions } from './harness/harness-options.js';
import { llmAgent } from './llm-agent.js';

const trust = trustEvolution.game;
const params = { rounds: 2, opponent: 'copycat' };

describe('an LLM agent with experience', () => {
  it('offers the experience’s queries as tools in the text interface and answers them before acting', async () => {
    const model = scriptedModel((request) =>
      request.messages.at(-1)?.role === 'tool'
        ? 'Answer: collaborate'
        : { toolCalls: [{ name: 'activate_skill', input: { name: 'trust' } }] },
    );
    const asked: unknown[] = [];
    const agent = llmAgent({
      model,
      harness: buildHarness(presetOptions('full', 'text')),
      experience: async () => ({
        text: 'Skills: trust (when the opponent has cooperated)',
        title: 'Skills',
        queries: [
          {
            name: 'activate_skill',
            description: 'the body of one skill',
            parameters: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
            answer: (input) => {
              asked.push(input);
              return 'Cooperate while they do.';
            },
          },
        ],
      }),
    });
    const record = await playMatch({ game: trust, params, seed: 1, seats: [{ spec: 'llm', agent }] });
    expect(record.end.status).toBe('finished');
    expect(model.requests[0]?.tools?.map((tool) => tool.name)).toEqual(['activate_skill']);
    expect(model.requests[0]?.toolChoice).toBe('auto');
    expect(model.requests[0]?.messages.find((message) => message.role === 'user')?.content).toContain('## Skills');
    expect(model.requests[1]?.messages.at(-1)).toMatchObject({ role: 'tool', content: 'Cooperate while they do.' });
    expect(asked[0]).toEqual({ name: 'trust' });
    const first = record.steps[0]?.moves[0];
    expect(first?.action).toBe('collaborate');
    expect(first?.exchanges?.map((exchange) => exchange.toolCalls?.[0]?.name ?? 'answer')).toEqual([
      'activate_skill',
      'answer',
    ]);
  });

  it('asks for a note once per step with the episode so far, shows it, and records its calls once', async () => {
    const model = scriptedModel(() => 'Answer: cheat');
    const seen: EpisodeTurn[][] = [];
    const noteCall: ModelExchange = { model: 'notes', request: {}, text: 'n', usage: { inputTokens: 5, calls: 1 } };
    const agent = llmAgent({
      model,
      harness: buildHarness(presetOptions('full', 'text')),
      turnNote: async (turn, episode) => {
        seen.push([...episode]);
        return { text: `note for step ${turn.step}`, exchanges: [noteCall] };
      },
    });
    const record = await playMatch({ game: trust, params, seed: 1, seats: [{ spec: 'llm', agent }] });
    expect(seen.map((episode) => episode.map((turn) => [turn.step, turn.answer]))).toEqual([
      [],
      [[0, 'Answer: cheat']],
    ]);
    const user = (index: number) => model.requests[index]?.messages.find((message) => message.role === 'user')?.content;
    expect(user(0)).toContain('## Notes\nnote for step 0');
    expect(user(1)).toContain('## Notes\nnote for step 1');
    for (const step of record.steps) expect(step.moves[0]?.exchanges?.[0]?.model).toBe('notes');
  });
});
