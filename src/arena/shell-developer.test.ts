// The adapter test of issue 20: a fake shell (`shell:command`) driven turn by turn through the arena's MCP tools to a
// frozen champion, with a context overflow on the way, then its review turn with the tools disabled.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeNoSandboxVariable } from '../agents/program/unsafe-mode.js';
import { bundledScript } from '../agents/shell/fixtures/bundled-fake-shell.js';
import type { SmallMatchResult } from '../core/arena-tools.js';
import { sandboxSupport } from '../sandbox/spawn-program.js';
import type { DeveloperEvent, DeveloperUsage } from './developer.js';
import { compactionPrompt, shellDeveloper } from './shell-developer.js';
import { FakeArenaTools, strengthFile } from './test-arena-tools.js';
import { reviewPrompt } from './turn-loop.js';

const script = new URL('./fixtures/fake-developer-shell.mjs', import.meta.url);

/** What the fake shell wrote about each invocation. */
interface Seen {
  readonly step: number;
  readonly resume: string | null;
  readonly prompt: string;
  readonly tools: readonly string[];
  readonly rootWritable: boolean;
  readonly calls: readonly { readonly name: string; readonly error: boolean; readonly text: string }[];
}

/** A repetition directory with a workspace (rules, strategy/ at strength 0) readable by the sandbox's user. */
function repetition() {
  const dir = mkdtempSync(join(tmpdir(), 'xparena-shell-developer-'));
  const workspace = join(dir, 'workspace');
  const strategyDir = join(workspace, 'strategy');
  mkdirSync(strategyDir, { recursive: true });
  writeFileSync(join(workspace, 'rules.md'), 'Be strong.\n');
  writeFileSync(join(strategyDir, strengthFile), '0\n');
  for (const path of [dir, workspace, strategyDir]) chmodSync(path, 0o755);
  return { dir, workspace, strategyDir };
}

const sandbox = sandboxSupport().available;

describe.each([
  // One of the two, so the test stays short: the sandbox where the machine has one.
  { where: 'in the sandbox', sandboxed: true, skip: !sandbox },
  { where: 'unsandboxed (sandbox=off with --unsafe-no-sandbox)', sandboxed: false, skip: sandbox },
])('a shell developer driving a fake shell, $where', ({ sandboxed, skip }) => {
  const home = process.env.HOME;
  beforeAll(() => {
    process.env[unsafeNoSandboxVariable] = '1';
    // Unsandboxed, the CLI keeps the host's HOME: give it a scratch one.
    if (!sandboxed) process.env.HOME = mkdtempSync(join(tmpdir(), 'xparena-shell-developer-home-'));
  });
  afterAll(() => {
    delete process.env[unsafeNoSandboxVariable];
    process.env.HOME = home;
  });

  it.skipIf(skip)(
    'runs it turn by turn through the MCP tools to a frozen champion, survives an overflow and takes the review turn',
    async () => {
      const { dir, workspace, strategyDir } = repetition();
      const tools = new FakeArenaTools(strategyDir, { small: 8, full: 3 });
      // A result that completed while the overflowing session was dying: the fresh session must be given it.
      const unseen: SmallMatchResult = {
        kind: 'small',
        feedback: 'binary',
        games: [{ opponent: 'p2', seat: 1, win: false }],
      };
      const opponents = tools.opponents.bind(tools);
      tools.opponents = (range) => {
        tools.completeUnseen(unseen);
        return opponents(range);
      };
      const command = sandboxed
        ? `cmd=${encodeURIComponent('node /program/fake-developer-shell.mjs')}&dir=${await bundledScript(script)}`
        : `cmd=${encodeURIComponent(`${process.execPath} ${fileURLToPath(script)}`)}&sandbox=off`;
      const developer = shellDeveloper(`shell:command?${command}&turn_ms=60000`);
      const events: DeveloperEvent[] = [];
      const usage: DeveloperUsage[] = [];
      const end = await developer.develop({
        tools,
        workspace,
        strategyDir,
        seed: 1,
        signal: new AbortController().signal,
        addUsage: (added) => usage.push(added),
        log: (event) => events.push(event),
      });

      expect(end).toEqual({ stop: 'frozen', turns: 4 });
      const status = tools.status();
      expect(status).toMatchObject({ frozen: 'rank-1', reviewTurnTaken: true, baselineEvaluated: true });
      expect(status.budgets.small).toEqual({ total: 8, used: 3, remaining: 5 });
      expect(status.budgets.full).toEqual({ total: 3, used: 2, remaining: 1 });
      expect(status.champion).toMatchObject({ rank: 1, elo: 1900 });
      expect(readFileSync(join(strategyDir, strengthFile), 'utf8')).toBe('6\n');

      // What the fake shell saw on each of its five invocations (the overflowing one and its fresh retry in turn 2).
      const home = sandboxed ? join(dir, 'shell-home') : (process.env.HOME ?? '');
      const seen = readFileSync(join(home, 'seen.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Seen);
      expect(seen.map((entry) => entry.step)).toEqual([0, 1, 2, 3, 4]);
      expect(seen.map((entry) => entry.resume)).toEqual([null, 'fake-dev-0', 'fake-dev-0', null, 'fake-dev-3']);
      const [first, second, overflowing, fresh, review] = seen as [Seen, Seen, Seen, Seen, Seen];
      expect(first.prompt).toContain('Objective: the best rank on a frozen ladder of 6 programs');
      expect(first.prompt).toContain('Never hard-code behaviour by opponent id, seed or replay');
      expect(first.prompt).toContain(
        'Your first full evaluation also evaluates the untouched starter, for free, as the baseline',
      );
      expect(second.prompt).not.toContain('Objective');
      expect(second.prompt).toMatch(/^Continue\. Budgets: 8 of 8 small-match units and 3 of 3 full evaluations left\./);
      expect(overflowing.calls.map((call) => call.name)).toEqual(['opponents']);
      expect(fresh.prompt).toContain('Objective');
      expect(fresh.prompt).toContain(compactionPrompt);
      expect(fresh.prompt).toContain(`you have not seen: ${JSON.stringify(unseen)}`);
      expect(review.prompt).toBe(reviewPrompt);
      expect(review.tools).toEqual(['status']);
      expect(review.calls[0]).toMatchObject({ name: 'small_match', error: true });
      expect(review.calls[0]?.text).toContain('review turn');
      expect(second.calls.map((call) => [call.name, call.error])).toEqual([
        ['small_match', false],
        ['preflight', false],
        ['full_evaluation', false],
      ]);
      // The sandbox lets it write strategy/ and notes/ only.
      expect(seen.every((entry) => entry.rootWritable === !sandboxed)).toBe(true);
      expect(readFileSync(join(workspace, 'notes', 'review.md'), 'utf8')).toContain('Strength');

      // Usage of the four invocations that reported it (not the overflowing one).
      expect(usage).toEqual(Array.from({ length: 4 }, () => ({ tokens: 1100, usd: 0.01 })));
      // The transcript: prompts, tool calls, replies, the session's loss, the stop.
      const kinds = events.map((event) => event.kind);
      expect(kinds.filter((kind) => kind === 'prompt')).toHaveLength(4);
      expect(events.filter((event) => event.kind === 'tool').map((event) => event.text.split(' ')[0])).toEqual([
        'status',
        'full_evaluation',
        'small_match',
        'preflight',
        'full_evaluation',
        'opponents',
        'small_match',
        'full_evaluation',
        'small_match',
        'status',
      ]);
      expect(events.find((event) => event.text.includes('is lost (context overflow)'))).toMatchObject({
        turn: 2,
        kind: 'note',
      });
      expect(events.at(-1)).toEqual({ turn: 4, kind: 'stop', text: 'frozen' });
    },
    60_000,
  );
});

describe.skipIf(!sandbox)('a shell developer whose shell never gets anything done', () => {
  it('kills each turn at turn_ms and stops after 8 turns that spend nothing', async () => {
    const { workspace, strategyDir } = repetition();
    const tools = new FakeArenaTools(strategyDir, { small: 8, full: 3 });
    const developer = shellDeveloper(`shell:command?cmd=${encodeURIComponent('sleep 30')}&turn_ms=100`);
    const events: DeveloperEvent[] = [];
    const end = await developer.develop({
      tools,
      workspace,
      strategyDir,
      seed: 1,
      signal: new AbortController().signal,
      addUsage: () => {},
      log: (event) => events.push(event),
    });
    expect(end).toEqual({ stop: 'idle-turns', turns: 8 });
    const replies = events.filter((event) => event.kind === 'reply');
    expect(replies).toHaveLength(8);
    expect(replies.every((event) => event.text.startsWith('[timeout; session none]'))).toBe(true);
    // Without a session to resume, every turn opens a new one with the objective.
    expect(events.filter((event) => event.text.startsWith('starting a new session'))).toHaveLength(8);
  }, 60_000);

  it('keeps the session of a turn cut short at turn_ms and resumes it, until interrupted', async () => {
    const { workspace, strategyDir } = repetition();
    const tools = new FakeArenaTools(strategyDir, { small: 8, full: 3 });
    // The first invocation names a session and exits; every later one hangs until turn_ms.
    const once = `if [ -e "$HOME/once" ]; then sleep 30; else touch "$HOME/once"; echo '{"session":"s1"}'; fi`;
    const developer = shellDeveloper(`shell:command?cmd=${encodeURIComponent(once)}&turn_ms=3000`);
    const events: DeveloperEvent[] = [];
    const interrupt = new AbortController();
    const end = await developer.develop({
      tools,
      workspace,
      strategyDir,
      seed: 1,
      signal: interrupt.signal,
      addUsage: () => {},
      log: (event) => {
        events.push(event);
        if (event.turn === 2 && event.kind === 'note') interrupt.abort();
      },
    });
    expect(end).toEqual({ stop: 'interrupted', turns: 3 });
    const replies = events.filter((event) => event.kind === 'reply').map((event) => event.text.split(']')[0]);
    expect(replies).toEqual(['[exit code 0; session s1', '[timeout; session none', '[interrupted; session none']);
    const notes = events.filter((event) => event.kind === 'note').map((event) => event.text);
    expect(notes).toEqual([
      'starting a new session with the objective and operating prompt',
      'resuming session s1',
      'resuming session s1',
    ]);
  }, 60_000);
});

describe.skipIf(!sandbox || process.getuid?.() !== 0)('a shell developer whose run the sandbox cannot reach', () => {
  it('refuses to start, saying where the sandbox user is kept out', async () => {
    const { dir, workspace, strategyDir } = repetition();
    chmodSync(dir, 0o700);
    const developer = shellDeveloper(`shell:command?cmd=true`);
    const context = {
      tools: new FakeArenaTools(strategyDir, { small: 1, full: 1 }),
      workspace,
      strategyDir,
      seed: 1,
      signal: new AbortController().signal,
      addUsage: () => {},
      log: () => {},
    };
    await expect(developer.develop(context)).rejects.toThrow(`directory is under ${dir}, which the sandbox's user`);
  });
});

describe('shell developer specs', () => {
  it('refuses player-only options, a bad turn_ms and non-shell specs', () => {
    process.env[unsafeNoSandboxVariable] = '1';
    try {
      expect(() => shellDeveloper('shell:command?cmd=x&decision_ms=5')).toThrow(
        "option 'decision_ms' is for shell players, not developers",
      );
      expect(() => shellDeveloper('shell:command?cmd=x&turn_ms=0')).toThrow("option 'turn_ms' must be a whole number");
      expect(() => shellDeveloper('offline')).toThrow('is not a shell developer');
      expect(() => shellDeveloper('shell:claude-code')).toThrow('give network=provider');
    } finally {
      delete process.env[unsafeNoSandboxVariable];
    }
  });
});
