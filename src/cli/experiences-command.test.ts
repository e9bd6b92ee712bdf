import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

describe('xparena experiences', () => {
  it('lists every experience with its options, as text and JSON', async () => {
    const text = await runCli(['experiences']);
    expect(text.code).toBe(0);
    for (const name of ['none', 'history', 'summary', 'learner'])
      expect(text.stdout).toMatch(new RegExp(`^${name}  `, 'm'));
    expect(text.stdout).toMatch(/budget +earlier-episode text kept/);
    const listed = JSON.parse((await runCli(['experiences', '--json'])).stdout) as { name: string; options: object }[];
    expect(listed.find((kind) => kind.name === 'summary')?.options).toHaveProperty('model');
    expect(listed.find((kind) => kind.name === 'history')?.options).not.toHaveProperty('model');
  });

  it('refuses an unknown experience or option with one line naming the valid ones', async () => {
    const unknown = await runCli(['run', 's3gym', '-a', 'random', '-x', 'reflexionn', '-n', '1']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /unknown experience 'reflexionn' \(did you mean 'reflexion'\?\); valid experiences: none, history, summary, learner/,
    );
    const option = await runCli(['run', 's3gym', '-a', 'random', '-x', 'history?model=openai/x', '-n', '1']);
    expect(option.code).toBe(2);
    expect(option.stderr).toMatch(
      /unknown option 'model' for experience 'history'; valid options: budget, rewards, drop/,
    );
  });

  it('refuses, before storing anything, an experience that learns with a model on an agent without one', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-no-model-'));
    const refused = await runCli(['run', 's3gym', '-a', 'random', '-x', 'reflexion', '-g', 'snake', '-n', '1'], {
      XPARENA_HOME: home,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/experience 'reflexion' learns with a model: play it with an llm: agent/);
    const runs = await runCli(['runs', '--json'], { XPARENA_HOME: home });
    expect(runs.stdout.trim()).toBe('');
  });
});
