// The check end to end: the built-in revision loop, its model the fake OpenAI-compatible server scripted to
// edit the program and submit, against a real ArenaSession on the kuhn-poker fixture pool until the run freezes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeOpenAIServer, type FakeReply, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { ArenaSession } from './arena-session.js';
import type { DeveloperEvent } from './developer.js';
import { revisionLoopDeveloper } from './revision-loop.js';
import { inProcessArenaRunner, strongMarker, testArenaRun } from './test-arena-run.js';

const call = (name: string, args: unknown = {}): FakeReply => ({
  type: 'tool-calls',
  calls: [{ name, arguments: args }],
  usage: { promptTokens: 1000, completionTokens: 50 },
});
const say = (text: string): FakeReply => ({ type: 'text', text, usage: { promptTokens: 1000, completionTokens: 10 } });

const weak = '// Kuhn poker, weakly: always the first legal action.';
const strong = `// Kuhn poker, ${strongMarker}: bet the strong cards.`;

describe('the revision loop on a real arena session', () => {
  const fixture = testArenaRun({ budgets: { small: 4, full: 2 } });
  let server: FakeOpenAIServer | undefined;
  afterAll(async () => {
    await server?.close();
    fixture.cleanup();
  });

  it('edits the program, spends the budgets exactly as called and ends frozen with the edit submitted', async () => {
    server = await startFakeOpenAIServer({
      replies: [
        // Turn 1: read, edit, check, a small match against two opponents.
        call('read_file', { path: 'strategy/main.mjs' }),
        call('edit_file', { path: 'strategy/main.mjs', old: weak, new: strong }),
        call('check'),
        call('small_match', { opponents: ['t-kq', 's-0'] }),
        say('Two games each; next the other two opponents and a full evaluation.'),
        // Turn 2: the last two small units, then the first full evaluation (the free baseline runs first).
        call('small_match', { opponents: ['b-50', 't-kqj'] }),
        call('full_evaluation'),
        say('Evaluated.'),
        // Turn 3: one more change, the last full evaluation: the run freezes.
        call('edit_file', { path: 'strategy/main.mjs', old: strong, new: `${strong}\n// v2` }),
        call('full_evaluation'),
        say('Out of full evaluations.'),
        // The review turn: notes only.
        call('write_file', { path: 'notes/review.md', content: 'betting strong cards helped' }),
        say('Reviewed.'),
      ],
      respond: () => ({ type: 'text', text: 'nothing more' }),
    });
    const { run } = fixture;
    let tokens = 0;
    const events: DeveloperEvent[] = [];
    const session = new ArenaSession(run, { runner: inProcessArenaRunner(), usage: () => ({ tokens, usd: 0 }) });
    const developer = revisionLoopDeveloper(`llm:openai-compatible/fake?base_url=${server.url}`);
    const end = await developer.develop({
      tools: session,
      workspace: run.workspace,
      strategyDir: run.strategyDir,
      seed: run.config.seed,
      signal: new AbortController().signal,
      addUsage: (usage) => {
        tokens += usage.tokens;
      },
      log: (event) => events.push(event),
    });

    expect(end).toEqual({ stop: 'frozen', turns: 4 });
    expect(session.status()).toMatchObject({
      budgets: { small: { total: 4, used: 4, remaining: 0 }, full: { total: 2, used: 2, remaining: 0 } },
      baselineEvaluated: true,
      frozen: 'full-budget-spent',
      reviewTurnTaken: true,
      undelivered: 0,
    });

    const submissions = run.ledger.submissions();
    expect(submissions.map((submission) => [submission.request.kind, submission.cost, submission.state])).toEqual([
      ['small', 2, 'completed'],
      ['small', 2, 'completed'],
      ['full', 0, 'completed'],
      ['full', 1, 'completed'],
      ['full', 1, 'completed'],
    ]);
    const source = (snapshotId: string) =>
      run.ledger
        .snapshot(snapshotId)
        .files.find((file) => file.path === 'main.mjs')
        ?.content.toString('utf8') ?? '';
    const [first, second, baseline, full, last] = submissions.map((submission) => source(submission.snapshotId));
    expect(baseline).toContain(weak);
    for (const edited of [first, second, full]) expect(edited).toContain(strong);
    expect(last).toContain(`${strong}\n// v2`);
    expect(first).not.toContain('// v2');
    // Each submission recorded the developer's tokens so far: 4, 6 and 10 model calls in.
    expect(submissions.map((submission) => submission.request.options)).toEqual([
      { usage: { tokens: 4 * 1050, usd: 0 } },
      { usage: { tokens: 5 * 1050 + 1010, usd: 0 } },
      { usage: { tokens: 6 * 1050 + 1010, usd: 0 } },
      { usage: { tokens: 6 * 1050 + 1010, usd: 0 } },
      { usage: { tokens: 8 * 1050 + 2020, usd: 0 } },
    ]);

    // The baseline's result, not returned by any call, was delivered in turn 3's message.
    const prompts = events.filter((event) => event.kind === 'prompt').map((event) => event.text);
    expect(prompts).toHaveLength(4);
    expect(prompts[2]).toContain(`Result of submission ${submissions[2]?.id} you have not seen`);
    expect(readFileSync(join(run.workspace, 'notes', 'review.md'), 'utf8')).toBe('betting strong cards helped');
    expect(events.filter((event) => event.kind === 'tool-error')).toEqual([]);
    expect(server.chatRequests).toHaveLength(13);
  });
});
