import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultFakeReply,
  type FakeOpenAIServer,
  type RecordedRequest,
  startFakeOpenAIServer,
} from '../model/fake-openai-server.js';
import { decisionRequest, exploreOnFakeServer } from './test-explore.js';

// Learning calls are told apart by their system messages; every other call is a decision.
const learning: readonly [string, string][] = [
  ['you turn its recent games into strategic notes', '{"notes": ["Turn the head towards the apples."]}'],
  ['you decide whether the agent succeeded', '{"why": "It ended early.", "success": false}'],
  [
    'You distil reusable reasoning strategies',
    '{"items": [{"title": "Chase apples", "description": "When apples are on the board.", "content": "Move the head towards the nearest one."}]}',
  ],
];
const learnReply = (request: RecordedRequest) => learning.find(([marker]) => request.rawBody.includes(marker))?.[1];

describe('retrieval experiences with an llm agent, against the fake server', () => {
  let server: FakeOpenAIServer;
  beforeAll(async () => {
    server = await startFakeOpenAIServer({
      respond: (request) => {
        const text = learnReply(request);
        return text === undefined ? defaultFakeReply(request) : { type: 'text', text };
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const runOn = (spec: string) => exploreOnFakeServer(server, spec, { game: 'snake', episodes: 1 });

  it('long-term-memory: notes in the prompt and a retrieved memory under Notes once learned', async () => {
    const records = await runOn('long-term-memory?every=1');
    // eval@0, explore 0, eval@1: only the last plays with experience.
    expect(records).toHaveLength(3);
    expect(decisionRequest(records[0])).not.toContain('## Notes');
    const last = decisionRequest(records[2]);
    expect(last).toContain('## Strategic notes\\n- Turn the head towards the apples.');
    expect(last).toContain('## Notes\\nMemories of earlier episodes relevant to this turn:\\n\\nEpisode 1\\nStep 1');
  });

  it('reasoning-bank: two learning calls per episode, the item shown under Notes', async () => {
    const records = await runOn('reasoning-bank');
    expect(server.chatRequests.filter((request) => learnReply(request) !== undefined)).toHaveLength(2);
    expect(decisionRequest(records[2])).toContain(
      '## Notes\\nReasoning strategies from earlier episodes, relevant to this turn:\\n\\n### Chase apples',
    );
  });

  it('reasoning-bank with embed=: items embedded when learned, the query per turn, all through the fake server', async () => {
    const records = await runOn(`reasoning-bank?embed=openai-compatible/fake-embed?base_url=${server.url}`);
    const embeddings = server.requests.filter((request) => request.path === '/v1/embeddings');
    const bodies = embeddings.map((request) => request.body as { input: string[] });
    expect(bodies[0]?.input).toEqual([
      '### Chase apples\nWhen apples are on the board.\nMove the head towards the nearest one.',
    ]);
    // One query per decision of the evaluation episode played with the learned item.
    const decisions = records[2]?.steps.filter((step) => step.moves.length).length ?? 0;
    expect(embeddings).toHaveLength(1 + decisions);
    expect(decisionRequest(records[2])).toContain(
      '## Notes\\nReasoning strategies from earlier episodes, relevant to this turn:\\n\\n### Chase apples',
    );
    const noted = records[2]?.steps[0]?.moves[0]?.exchanges?.find((exchange) => exchange.model.endsWith('fake-embed'));
    expect(noted).toMatchObject({ model: 'openai-compatible/fake-embed', text: '', usage: { calls: 1 } });
  });
});
