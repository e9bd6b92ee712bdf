// memory, reflexion and expel end to end: explore/evaluate with an llm: agent against the fake OpenAI-compatible
// server; learning sees exploration episodes only, and its result reaches the next episodes' prompts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultFakeReply,
  type FakeOpenAIServer,
  type RecordedRequest,
  startFakeOpenAIServer,
} from '../model/fake-openai-server.js';
import { decisionRequest, exploreOnFakeServer } from './test-explore.js';

let server: FakeOpenAIServer;
const body = (request: RecordedRequest) => JSON.stringify(request.body);
const isReflection = (request: RecordedRequest) => body(request).includes('Reflect on the episode above');
const isLessons = (request: RecordedRequest) => body(request).includes('Edit the lessons with operations');

beforeAll(async () => {
  server = await startFakeOpenAIServer({
    respond: (request) => {
      if (isReflection(request)) return { type: 'text', text: 'Play all ten rounds.' };
      if (isLessons(request)) {
        return { type: 'text', text: '{"operations": [{"op": "ADD", "text": "Collaborate first."}]}' };
      }
      return defaultFakeReply(request);
    },
  });
});
afterAll(async () => {
  await server.close();
});

/** Two exploration episodes, each followed by one evaluation episode (eval@0, explore, eval@1, explore, eval@2). */
const run = (spec: string) => exploreOnFakeServer(server, spec);

describe('episodic experiences against the fake server', () => {
  it('memory: the last evaluation episode reads both exploration transcripts, with no extra call', async () => {
    const records = await run('memory');
    expect(records).toHaveLength(5);
    const last = decisionRequest(records.at(-1));
    expect(last).toContain(
      '## Earlier episodes\\nThe transcripts of your earlier episodes of this game, oldest first:',
    );
    expect(last).toContain('Episode 2 (');
    expect(last).not.toContain('Episode 3 (');
    expect(decisionRequest(records[0])).not.toContain('## Earlier episodes');
    expect(records.at(-1)?.steps[0]?.moves[0]?.exchanges).toHaveLength(1);
  });

  it('reflexion: one reflection per exploration episode, shown under Reflections', async () => {
    const records = await run('reflexion');
    expect(server.chatRequests.filter(isReflection)).toHaveLength(2);
    const last = decisionRequest(records.at(-1));
    expect(last).toContain('## Reflections\\nYour reflections on your most recent earlier episodes, oldest first:');
    expect(last).toContain('Episode 2 (finished, score ');
    expect(last).toContain('Play all ten rounds.');
  });

  it('expel: one lesson-editing call per exploration episode, the lessons shown under Lessons', async () => {
    const records = await run('expel');
    expect(server.chatRequests.filter(isLessons)).toHaveLength(2);
    const last = decisionRequest(records.at(-1));
    expect(last).toContain(
      '## Lessons\\nLessons learned from your earlier episodes, the most important first:\\n1. Collaborate first.\\n2. Collaborate first.',
    );
  });
});
