// End to end: a fake shell, sandboxed as shells run, develops a program on the kuhn-poker fixture pool through the
// arena's MCP tools over a real ArenaSession (its ledger, snapshots, services), until the run freezes.
import { chmodSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledScript } from '../agents/shell/fixtures/bundled-fake-shell.js';
import { sandboxSupport } from '../sandbox/spawn-program.js';
import { ArenaSession } from './arena-session.js';
import type { DeveloperEvent } from './developer.js';
import { shellDeveloper } from './shell-developer.js';
import { inProcessArenaRunner, strongMarker, testArenaRun } from './test-arena-run.js';

const script = new URL('./fixtures/fake-developer-shell.mjs', import.meta.url);

describe.skipIf(!sandboxSupport().available)('a sandboxed shell developer on a real arena session', () => {
  const fixture = testArenaRun({ budgets: { small: 4, full: 3 } });
  afterAll(fixture.cleanup);

  it('climbs through the MCP tools until the full budget is spent, then takes its review turn', async () => {
    const { run, root } = fixture;
    // The sandbox's user must reach the workspace (the scratch directory is private to this user).
    for (const dir of [root, run.dir]) chmodSync(dir, 0o755);
    let tokens = 0;
    const session = new ArenaSession(run, { runner: inProcessArenaRunner(), usage: () => ({ tokens, usd: 0 }) });
    const command = encodeURIComponent('node /program/fake-developer-shell.mjs climb');
    const developer = shellDeveloper(`shell:command?cmd=${command}&dir=${await bundledScript(script)}&turn_ms=60000`);
    const events: DeveloperEvent[] = [];
    const end = await developer.develop({
      tools: session,
      workspace: run.workspace,
      strategyDir: run.strategyDir,
      seed: 7,
      signal: new AbortController().signal,
      addUsage: (usage) => {
        tokens += usage.tokens;
      },
      log: (event) => events.push(event),
    });

    expect(end).toEqual({ stop: 'frozen', turns: 4 });
    const status = session.status();
    expect(status).toMatchObject({ frozen: 'full-budget-spent', reviewTurnTaken: true, baselineEvaluated: true });
    expect(status.budgets.small).toEqual({ total: 4, used: 4, remaining: 0 });
    expect(status.budgets.full).toEqual({ total: 3, used: 3, remaining: 0 });
    expect(tokens).toBe(4 * 1100);

    // The ledger: the free baseline, the first charged evaluation, then two rounds of small match and evaluation.
    const submissions = run.ledger.submissions();
    expect(submissions.map((submission) => [submission.request.kind, submission.cost, submission.state])).toEqual([
      ['full', 0, 'completed'],
      ['full', 1, 'completed'],
      ['small', 2, 'completed'],
      ['full', 1, 'completed'],
      ['small', 2, 'completed'],
      ['full', 1, 'completed'],
    ]);
    expect(submissions[2]?.request).toMatchObject({ opponents: ['t-kqj', 't-kq'] });
    // Each new version was written by the shell in the sandbox and snapshotted.
    expect(new Set(submissions.map((submission) => submission.snapshotId)).size).toBe(3);
    expect(readFileSync(join(run.strategyDir, 'main.mjs'), 'utf8')).toContain(`${strongMarker}, version 2`);
    expect(status.champion).not.toBeNull();

    // The shell saw the objective first, the baseline it had not been shown next, and only status in review.
    const seen = readFileSync(join(dirname(run.workspace), 'shell-home', 'seen.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { prompt: string; tools: string[]; rootWritable: boolean });
    expect(seen).toHaveLength(4);
    expect(seen[0]?.prompt).toContain('plays kuhn-poker in an AAArena run');
    expect(seen[0]?.prompt).toContain('a frozen ladder of 4 programs');
    expect(seen[1]?.prompt).toMatch(/Result of submission baseline-\w+ you have not seen: \{"baseline":true,/);
    expect(seen[3]?.tools).toEqual(['status']);
    expect(seen.every((entry) => !entry.rootWritable)).toBe(true);
    expect(events.at(-1)).toEqual({ turn: 4, kind: 'stop', text: 'frozen' });
    // The climb made no tool error; in review the shell tried the disabled small_match once, which the MCP layer
    // refused and reported to the turn loop.
    expect(events.filter((event) => event.kind === 'tool-error')).toEqual([
      {
        turn: 3,
        kind: 'tool-error',
        text: expect.stringMatching(/^the run is frozen and this is its review turn: 'small_match' is disabled/),
      },
    ]);
  }, 120_000);
});
