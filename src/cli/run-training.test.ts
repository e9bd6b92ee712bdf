// `xparena run s3gym --pathway training`: checkpoints served by the local fake OpenAI-compatible server (one model
// name per checkpoint, each with its own behaviour) are evaluated, stored, resumed and reported as a curve.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAnswerLine } from '../core/answer-line.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { checkpointSeed } from '../protocols/checkpoint-evaluation.js';
import { runCli } from './test-cli.js';

/** What each served checkpoint answers in trust evolution: it always cheats, or always collaborates. */
const behaviour: Readonly<Record<string, string>> = {
  'epoch-0': formatAnswerLine('cheat', 0),
  'epoch-1': formatAnswerLine('collaborate', 2),
  'epoch-2': formatAnswerLine('collaborate', 2),
  'epoch-2-copy': formatAnswerLine('collaborate', 2),
};

let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await startFakeOpenAIServer({
    respond: (request) => {
      const model = (request.body as { model?: string }).model ?? '';
      return { type: 'text', text: `Thinking about ${model}.\n${behaviour[model] ?? 'Answer: ???, Score: 0'}` };
    },
  });
});

afterAll(async () => {
  await server?.close();
});

function agent(model: string): string {
  return `llm:openai-compatible/${model}?base_url=${server.url}&cache=off`;
}

function home(): { env: { XPARENA_HOME: string }; file: (name: string, text: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'xparena-training-'));
  return {
    env: { XPARENA_HOME: dir },
    file: (name, text) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}

const small = ['--games', 'trust-evolution', '--eval-episodes', '2', '--no-progress'];

describe('xparena run s3gym --pathway training', () => {
  it('evaluates each checkpoint on the same seeds, resumes, and reports the curve over epochs', async () => {
    const { env, file } = home();
    const lines = [
      `- { epoch: 0, label: base, agent: "${agent('epoch-0')}" }`,
      `- { epoch: 1, agent: "${agent('epoch-1')}" }`,
      `- { epoch: 3, agent: "${agent('epoch-2')}" }`,
    ];
    // Two epochs served so far; the third comes later and the stored episodes are not played again.
    const early = file('early.yaml', lines.slice(0, 2).join('\n'));
    const before = await runCli(
      ['run', 's3gym', '--pathway', 'training', '--checkpoints', early, ...small, '--json'],
      env,
    );
    expect(before.code).toBe(0);
    expect(JSON.parse(before.stdout)).toMatchObject({ played: 4, skipped: 0 });
    const checkpoints = file('checkpoints.yaml', lines.join('\n'));
    const args = ['run', 's3gym', '--pathway', 'training', '--checkpoints', checkpoints, ...small];
    const first = await runCli([...args, '--json'], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const result = JSON.parse(first.stdout);
    expect(result).toMatchObject({ played: 2, skipped: 4, interrupted: false });
    expect(result.run).toMatch(/^s3gym-training-[0-9a-f]{12}$/);
    const curve = result.curves['trust-evolution'] as { epoch: number; label: string; scores: number[] }[];
    expect(curve.map((point) => [point.epoch, point.label])).toEqual([
      [0, 'base'],
      [1, 'epoch 1'],
      [3, 'epoch 3'],
    ]);
    // Epochs 1 and 3 play alike on the same seeds, so they score alike; cheating scores otherwise.
    expect(curve[2]?.scores).toEqual(curve[1]?.scores);
    expect(curve[0]?.scores).not.toEqual(curve[1]?.scores);
    const mean = (scores: number[]) => scores.reduce((sum, score) => sum + score, 0) / scores.length;
    const [y0, y1, y3] = curve.map((point) => mean(point.scores)) as [number, number, number];
    // x is the epoch: the area between epochs 1 and 3 is twice as wide as between 0 and 1.
    const gain = (y: number) => Math.max(0, y - y0);
    const area = y1 >= y0 ? gain(y1) / 2 + 2 * gain(y1) : 0;
    expect(result.summary['trust-evolution']).toMatchObject({ start: y0, max: Math.max(y0, y1, y3) });
    expect(result.summary['trust-evolution'].aucPlus).toBeCloseTo(area, 9);

    // Every checkpoint played the same evaluation seeds: odd ones, which no exploration episode uses.
    const exported = await runCli(['export', '--run', result.run], env);
    const seeds = new Map<number, number[]>();
    // The match records (the run's own lines and its experience snapshots are left out).
    for (const line of exported.stdout
      .trim()
      .split('\n')
      .filter((line) => line.includes('"formatVersion"'))) {
      const { seed, label } = JSON.parse(line) as { seed: number; label: string };
      const { checkpoint, episode } = JSON.parse(label) as { checkpoint: number; episode: number };
      seeds.set(checkpoint, [...(seeds.get(checkpoint) ?? []), seed]);
      expect(seed).toBe(checkpointSeed(0, episode));
      expect(seed % 2).toBe(1);
    }
    expect([...seeds.values()].map((list) => [...list].sort())).toEqual(
      Array(3).fill([...(seeds.get(0) ?? [])].sort()),
    );
    const requests = server.chatRequests.length;

    const again = await runCli(args, env);
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n')[0]).toMatch(new RegExp(`^resuming run ${result.run}: `));
    expect(again.stdout).toContain('played 0, already stored 6');
    expect(again.stdout).toMatch(/epoch\s+label\s+trust-evolution\n/);
    expect(again.stdout).toMatch(/\n\s*0\s+base\s+\d/);
    expect(again.stdout).toMatch(/game\s+checkpoints\s+score@first\s+score@last\s+Avg\s+Max\s+AUC\+\s+NABA/);
    expect(server.chatRequests.length).toBe(requests);

    // The stored run is an explore/evaluate run of the `training` pathway to `xparena report`.
    const report = await runCli(['report', result.run, '--bootstrap', '0', '--format', 'json', '--no-plots'], env);
    expect(report.code).toBe(0);
    expect(JSON.parse(report.stdout).curves[0]).toMatchObject({ game: 'trust-evolution', pathway: 'training' });
  });

  it('draws a flat curve for checkpoints that play alike, with x = list positions when no epoch is given', async () => {
    const { env, file } = home();
    const checkpoints = file(
      'checkpoints.yaml',
      `checkpoints:\n  - agent: "${agent('epoch-2')}"\n  - agent: "${agent('epoch-2-copy')}"\n`,
    );
    const run = await runCli(
      ['run', 's3gym', '--pathway', 'training', '--checkpoints', checkpoints, ...small, '--json'],
      env,
    );
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.curves['trust-evolution'].map((point: { epoch: number }) => point.epoch)).toEqual([0, 1]);
    expect(result.summary['trust-evolution'].aucPlus).toBe(0);
  });

  it('rejects a bad checkpoints file and misplaced flags with exit code 2 and a clear message', async () => {
    const { env, file } = home();
    const run = (path: string, ...more: string[]) =>
      runCli(['run', 's3gym', '--pathway', 'training', '--checkpoints', path, ...small, ...more], env);
    const bad = file(
      'bad.yaml',
      [
        `- { epoch: 2, agent: "${agent('epoch-0')}" }`,
        '- { epoch: 1.5, agent: learner }',
        `- { epoch: 4, agent: "${agent('epoch-0')}", lr: 0.1 }`,
        '- { epoch: 5 }',
      ].join('\n'),
    );
    const result = await run(bad);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`invalid checkpoints file ${bad}:`);
    for (const line of [
      '[1].agent: must be an llm: agent spec',
      '[1].epoch: must be a whole number',
      '[2]: Unrecognized key: "lr"',
      '[3].agent: required: the served checkpoint as an llm: agent spec',
    ])
      expect(result.stderr).toContain(line);

    const order = file(
      'order.yaml',
      `- { epoch: 2, agent: "${agent('epoch-0')}" }\n- { epoch: 1, agent: "${agent('epoch-1')}" }\n`,
    );
    expect((await run(order)).stderr).toContain('[1].epoch: epochs must increase down the list (2 comes before 1)');
    const mixed = file('mixed.yaml', `- { epoch: 1, agent: "${agent('epoch-0')}" }\n- agent: "${agent('epoch-1')}"\n`);
    expect((await run(mixed)).stderr).toContain('give an epoch on every checkpoint or on none');
    const same = file('same.yaml', `- agent: "${agent('epoch-0')}"\n- agent: "${agent('epoch-0')}"\n`);
    expect((await run(same)).stderr).toContain('[1].agent: the same agent as checkpoint [0]');
    expect(await run(file('empty.yaml', '[]\n'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('list at least one checkpoint'),
    });
    expect(await run(file('map.yaml', 'agent: x\n'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('must be a YAML list'),
    });
    expect(await run(file('broken.yaml', '- [unclosed\n'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('not valid YAML'),
    });
    expect(await run(join(tmpdir(), 'no-such-checkpoints.yaml'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('cannot read'),
    });
    const badSpec = file('spec.yaml', `- agent: "llm:openai-compatible/m?base_url=${server.url}&temperature=hot"\n`);
    expect(await run(badSpec)).toMatchObject({ code: 2, stderr: expect.stringContaining('checkpoint [0] (epoch 0):') });

    const good = file('good.yaml', `- agent: "${agent('epoch-0')}"\n`);
    expect(await run(good, '--episodes', '4')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--episodes is not used by --pathway training'),
    });
    expect(await runCli(['run', 's3gym', '--pathway', 'training'], env)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('needs --checkpoints <file>'),
    });
    expect(await runCli(['run', 's3gym', '--pathway', 'summary', '--checkpoints', good], env)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--pathway must be training'),
    });
    expect(await run(good, '--games', 'go')).toMatchObject({ code: 2, stderr: expect.stringContaining('games[0]') });
  });
});
