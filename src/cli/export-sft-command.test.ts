// `xparena export sft --variant corrected` on a small stored run of real, replayable exploration episodes.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snake } from '../games/snake/index.js';
import { tetris } from '../games/tetris/index.js';
import { sftExamples } from '../measure/sft-examples.js';
import { exploredRecord } from '../measure/test-explored-records.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

async function storedRun() {
  const home = mkdtempSync(join(tmpdir(), 'xparena-sft-'));
  const records = [await exploredRecord(tetris, 0, 2), await exploredRecord(tetris, 1, 4)];
  const store = new Store(join(home, 'xparena.db'));
  store.startRun({ id: 'explored', kind: 's3gym', spec: {}, codeVersion: 'test' });
  for (const { label, record } of records) store.commitMatch(record, { runId: 'explored', label });
  store.close();
  return { home, records };
}

describe('xparena export sft --variant corrected', () => {
  it('answers low-judged actions with the reference action and counts kept, corrected and filtered', async () => {
    const { home, records } = await storedRun();
    const env = { XPARENA_HOME: home };
    const filtered = sftExamples(records);
    const file = join(home, 'corrected.jsonl');
    const result = await runCli(['export', 'sft', 'explored', '--variant', 'corrected', '-o', file], env);
    expect(result.code).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(filtered.examples.length + filtered.belowThreshold);
    expect(result.stderr).toContain(
      `kept ${filtered.examples.length}, corrected ${filtered.belowThreshold}, filtered 0 of ${filtered.actions}`,
    );
    const first = JSON.parse(lines[0] as string);
    expect(first.messages.at(-1)).toEqual({
      role: 'assistant',
      content: expect.stringMatching(/^Answer: .+, Score: /),
    });

    // The default stays the filtered variant.
    const plain = await runCli(['export', 'sft', 'explored'], env);
    expect(plain.stdout.trim().split('\n')).toHaveLength(filtered.examples.length);
    expect(plain.stderr).toContain(`kept ${filtered.examples.length} of ${filtered.actions}`);

    const bad = await runCli(['export', 'sft', 'explored', '--variant', 'fixed'], env);
    expect(bad).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--variant must be filtered or corrected, got 'fixed'"),
    });
  });

  it('says why actions of a game without a reference agent stay filtered', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-sft-'));
    const { label, record } = await exploredRecord(snake, 0, 2);
    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: 'snake', kind: 's3gym', spec: {}, codeVersion: 'test' });
    store.commitMatch(record, { runId: 'snake', label });
    store.close();
    const result = await runCli(['export', 'sft', 'snake', '--variant', 'corrected'], { XPARENA_HOME: home });
    expect(result.code).toBe(0);
    const low = sftExamples([{ label, record }]).belowThreshold;
    if (snake.agents.reference) expect(result.stderr).toMatch(/corrected [1-9]/);
    else expect(result.stderr).toContain(`filtered because: snake has no reference agent (${low})`);
  });
});
