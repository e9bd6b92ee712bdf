import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InfraError } from '../core/agent.js';
import { UsageError } from '../core/usage-error.js';
import { type FakeOpenAIServer, type FakeReply, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { revisionLoopDeveloper } from './revision-loop.js';
import { testDeveloperArena } from './test-ledger-arena-tools.js';

let server: FakeOpenAIServer | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const call = (name: string, args: unknown = {}): FakeReply => ({
  type: 'tool-calls',
  calls: [{ name, arguments: args }],
  usage: { promptTokens: 100, completionTokens: 10 },
});
const say = (text: string): FakeReply => ({ type: 'text', text });

/** A developer context over the fake arena tools, closed after the test. */
function arena(budgets = { small: 4, full: 2 }) {
  const run = testDeveloperArena(budgets);
  cleanups.push(run.cleanup);
  return run;
}

async function fakeModel(replies: readonly FakeReply[], otherwise = say('nothing more to do')): Promise<string> {
  server = await startFakeOpenAIServer({ replies, respond: () => otherwise });
  return `llm:openai-compatible/fake?base_url=${server.url}`;
}

/** The messages of the fake server's chat request `index`. */
function messagesOf(index: number): { readonly role: string; readonly content: string | null }[] {
  const body = server?.chatRequests[index]?.body as
    | { messages?: { role: string; content: string | null }[] }
    | undefined;
  return body?.messages ?? [];
}

function toolNames(request: { readonly body: unknown }): string[] {
  const tools = (request.body as { tools?: { function: { name: string } }[] }).tools ?? [];
  return tools.map((tool) => tool.function.name);
}

describe('the built-in revision loop', () => {
  it('edits a parameter, submits, and ends frozen with the budgets spent exactly as called', async () => {
    const spec = await fakeModel([
      // Turn 1: read, edit, check, two small-match units.
      call('read_file', { path: 'strategy/params.json' }),
      call('edit_file', { path: 'strategy/params.json', old: '"strength": 1', new: '"strength": 3' }),
      call('check'),
      call('small_match', { opponents: ['crow', 'dune'] }),
      say('Strength 3 beats crow and dune; next, the stronger ones.'),
      // Turn 2: the last two small units, then a full evaluation (after the free baseline of the starter).
      call('small_match', { opponents: ['ace', 'bishop'] }),
      call('full_evaluation'),
      say('Rank 3 now.'),
      // Turn 3: one more edit; the last full evaluation freezes the run.
      call('edit_file', { path: 'strategy/params.json', old: '"strength": 3', new: '"strength": 4' }),
      call('full_evaluation'),
      say('Done.'),
      // The review turn: arena tools are gone, notes/ are writable.
      call('write_file', { path: 'notes/review.md', content: 'strength 3 reached rank 3' }),
      say('Reviewed.'),
    ]);
    const run = arena();
    const developer = revisionLoopDeveloper(spec);
    const end = await developer.develop(run.context);

    expect(end).toEqual({ stop: 'frozen', turns: 4 });
    const status = run.ledger.status();
    expect(status.budgets.small).toEqual({ total: 4, used: 4, remaining: 0 });
    expect(status.budgets.full).toEqual({ total: 2, used: 2, remaining: 0 });
    expect(status.baselineEvaluated).toBe(true);
    expect(status.reviewTurnTaken).toBe(true);
    expect(status.frozen).toBe('full-budget-spent');
    expect(status.champion?.result).toMatchObject({ rank: 2, elo: 1600 });

    const submissions = run.calls.filter((entry) => entry.name === 'small' || entry.name === 'full');
    expect(submissions).toEqual([
      { name: 'small', input: { kind: 'small', opponents: ['crow', 'dune'] }, strength: 3 },
      { name: 'small', input: { kind: 'small', opponents: ['ace', 'bishop'] }, strength: 3 },
      { name: 'full', input: { kind: 'full', baseline: true }, strength: 1 },
      { name: 'full', input: { kind: 'full' }, strength: 3 },
      { name: 'full', input: { kind: 'full' }, strength: 4 },
    ]);
    expect(run.ledger.submissions().map((submission) => submission.cost)).toEqual([2, 2, 0, 1, 1]);
    expect(readFileSync(join(run.workspace, 'notes', 'review.md'), 'utf8')).toBe('strength 3 reached rank 3');

    // What the model saw: the file it read, the results of its calls, and no arena tools in the review turn.
    const requests = server?.chatRequests ?? [];
    expect(requests).toHaveLength(13);
    expect(JSON.stringify(requests[1]?.body)).toContain('{ \\"strength\\": 1 }');
    expect(JSON.stringify(requests[4]?.body)).toContain('\\"wins\\":2');
    expect(toolNames(requests[0] as never)).toEqual([
      'list_files',
      'read_file',
      'write_file',
      'edit_file',
      'check',
      'status',
      'opponents',
      'small_match',
      'full_evaluation',
      'restore_champion',
    ]);
    expect(toolNames(requests[11] as never)).toEqual(['list_files', 'read_file', 'write_file', 'edit_file']);
    expect(messagesOf(11).at(-1)?.content).toBe(
      'The run is frozen: its champion is final. Tools are disabled. Review what you learned and write it in notes/.\n' +
        'Only the file tools remain, so that you can write notes/.',
    );
    const system = messagesOf(0)[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Never hard-code behaviour by opponent id, seed or a replay');

    // Every model call's usage was added; the transcript holds prompts, replies, tool results and the stop.
    expect(run.usage).toHaveLength(13);
    expect(run.usage[0]).toEqual({ tokens: 110, usd: 0 });
    const kinds = run.events.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'prompt')).toHaveLength(4);
    expect(kinds.filter((kind) => kind === 'reply')).toHaveLength(13);
    const prompts = run.events.filter((event) => event.kind === 'prompt').map((event) => event.text);
    expect(prompts[2]).toMatch(/Result of submission baseline you have not seen: .*"baseline":true.*"rank":4,/);
    expect(kinds.filter((kind) => kind === 'tool')).toHaveLength(9);
    expect(kinds.filter((kind) => kind === 'tool-error')).toHaveLength(0);
    expect(run.events.at(-1)).toEqual({ turn: 4, kind: 'stop', text: 'frozen' });
    expect(run.events.find((event) => event.kind === 'tool' && event.text.startsWith('edit_file'))?.turn).toBe(0);
  });

  it('counts a refused arena call once (the turn loop counts it, the loop does not again)', async () => {
    const unknown = call('small_match', { opponents: ['nobody'] });
    const spec = await fakeModel([unknown, say('hm'), unknown, say('hm'), unknown, say('hm'), unknown, say('hm')]);
    const run = arena();
    const end = await revisionLoopDeveloper(spec).develop(run.context);
    expect(end).toEqual({ stop: 'tool-errors', turns: 3 });
    const errors = run.events.filter((event) => event.kind === 'tool-error');
    expect(errors.map((event) => event.text)).toEqual(
      Array(3).fill("no opponent 'nobody' in the pool; see the opponents tool"),
    );
    expect(messagesOf(1).at(-1)).toMatchObject({
      role: 'tool',
      content: "error: no opponent 'nobody' in the pool; see the opponents tool",
    });
    expect(run.ledger.status().budgets.small.used).toBe(0);
  });

  it('counts refused file writes and malformed arguments as tool errors too', async () => {
    const outside = call('write_file', { path: 'RULES.md', content: 'mine now' });
    const spec = await fakeModel([
      outside,
      say('hm'),
      call('small_match', { opponents: 'crow' }),
      say('hm'),
      outside,
      say('hm'),
      outside,
      say('hm'),
    ]);
    const run = arena();
    const end = await revisionLoopDeveloper(spec).develop(run.context);
    expect(end).toEqual({ stop: 'tool-errors', turns: 4 });
    const errors = run.events.filter((event) => event.kind === 'tool-error').map((event) => event.text);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toMatch(/^'RULES.md' is read-only/);
    expect(errors[1]).toMatch(/^invalid arguments for small_match: /);
    expect(readFileSync(join(run.workspace, 'RULES.md'), 'utf8')).toBe('# Rules\nHigher strength wins.\n');
  });

  it('stops on an infrastructure failure of an arena service instead of showing it to the model', async () => {
    const spec = await fakeModel([call('full_evaluation')]);
    const run = arena();
    const tools = {
      ...run.tools,
      full: () => Promise.reject(new InfraError('the referee crashed')),
    };
    await expect(revisionLoopDeveloper(spec).develop({ ...run.context, tools })).rejects.toThrow('the referee crashed');
    expect(server?.chatRequests).toHaveLength(1);
  });

  it('compacts a conversation past its context window and says to continue in small steps', async () => {
    const big = 'x'.repeat(20_000);
    const spec = await fakeModel([
      call('write_file', { path: 'artifacts/big.txt', content: big }),
      call('read_file', { path: 'artifacts/big.txt' }),
      say('ok'),
    ]);
    const run = arena();
    await revisionLoopDeveloper(`${spec}&context=8000`).develop(run.context);
    // The write's arguments and the read's result are 5,000 estimated tokens each: over 8,000 before request 2.
    expect(JSON.stringify(messagesOf(1))).toContain('write_file');
    const compacted = messagesOf(2);
    expect(compacted.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(compacted[1]?.content).toBe(
      [
        'Earlier messages were dropped to fit the context window.',
        'Budgets: 4 of 4 small-match units and 2 of 2 full evaluations left; no champion yet.',
        'Your notes/ hold what you wrote down. Continue in small steps.',
      ].join('\n'),
    );
    expect(JSON.stringify(compacted)).not.toContain('write_file');
    expect(compacted[3]?.content).toBe(big);
    expect(run.events.filter((event) => event.kind === 'note').map((event) => event.text)).toEqual([
      expect.stringMatching(/^conversation compacted to \d+ estimated tokens$/),
    ]);
  });

  it('stops at the next model call once the run is cancelled', async () => {
    const spec = await fakeModel([], call('status'));
    const run = arena();
    const controller = new AbortController();
    const context = { ...run.context, signal: controller.signal, addUsage: () => controller.abort() };
    expect(await revisionLoopDeveloper(spec).develop(context)).toEqual({ stop: 'interrupted', turns: 1 });
    expect(server?.chatRequests).toHaveLength(1);
  });

  it('bounds the model calls of one turn', async () => {
    const spec = await fakeModel([], call('status'));
    const run = arena();
    const developer = revisionLoopDeveloper(`${spec}&max_steps=2`);
    // Two steps per turn, then the idle-turn limit: nothing is ever spent.
    expect(await developer.develop(run.context)).toEqual({ stop: 'idle-turns', turns: 8 });
    expect(server?.chatRequests).toHaveLength(16);
  });

  it('refuses a spec without a model, unknown options and bad values before any turn', () => {
    expect(() => revisionLoopDeveloper('llm:')).toThrow(UsageError);
    expect(() => revisionLoopDeveloper('llm:openai-compatible/m?base_url=http://h/v1&steps=3')).toThrow(
      /unknown option 'steps'.*valid options: max_steps, context, base_url/,
    );
    expect(() => revisionLoopDeveloper('llm:openai-compatible/m?base_url=http://h/v1&max_steps=0')).toThrow(
      /max_steps.*between 1 and 1000/,
    );
    expect(() => revisionLoopDeveloper('llm:openai-compatible/m?base_url=http://h/v1&temperature=x')).toThrow(
      UsageError,
    );
    expect(revisionLoopDeveloper('llm:openai-compatible/m?base_url=http://h/v1&max_steps=3').spec).toContain(
      'max_steps=3',
    );
  });
});
