// Suite files as users run them: the shipped suites/s3gym.yaml and suites/learn2play.yaml offline (every cell a stored
// run, then their comparison), an AAArena suite on the kuhn-poker fixture pool, models files against the fake
// OpenAI-compatible server, resuming, and bad input exiting 2.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { offlineFixturePools } from '../arena/test-arena-run.js';
import { packageRoot } from '../core/package-root.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { runCli } from './test-cli.js';

const root = mkdtempSync(join(tmpdir(), 'xparena-suite-'));
const suite = join(packageRoot, 'suites', 's3gym.yaml');
let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('xparena run <suite file>', () => {
  it('plays the shipped S³Gym suite offline as one run per cell, compares them, and resumes to the same result', async () => {
    const home = join(root, 'offline');
    const first = await runCli(['--home', home, 'run', suite, '--offline', '--no-progress', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const document = JSON.parse(first.stdout);
    expect(document.runs.map((run: { pathway: string }) => run.pathway)).toEqual(['none', 'learner']);
    const { comparison } = document;
    expect(comparison.runs.map((run: { label: string }) => run.label)).toEqual(['learner · none', 'learner · learner']);
    expect(comparison.learning.deltas.map((delta: { game: string }) => delta.game)).toEqual([
      'snake',
      'trust-evolution',
    ]);
    // 2 trials × 3 checkpoints × 3 evaluation episodes per game, on 6 seeds.
    expect(comparison.learning.paired[0].difference).toMatchObject({ pairs: 18, clusters: 6 });
    expect(document.figures).toHaveLength(2);
    for (const figure of document.figures) expect(existsSync(figure)).toBe(true);

    const again = await runCli(['--home', home, 'run', suite, '--offline', '--no-progress']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.match(/^resuming run s3gym-/gm)).toHaveLength(2);
    expect(again.stdout).toMatch(/snake +learner · learner − learner · none +18 +6 /);
  }, 60_000);

  it('plays the models of a models file, pathways compared within each model', async () => {
    const small = join(root, 'small.yaml');
    writeFileSync(
      small,
      [
        'suite: s3gym',
        'models: []',
        'pathways: [history, summary]',
        'games: [trust-evolution]',
        'episodes: 2',
        'evalEvery: 1',
        'evalEpisodes: 1',
        'trials: 1',
      ].join('\n'),
    );
    const models = join(root, 'models.yaml');
    const model = (name: string) => `llm:openai-compatible/${name}?base_url=${server.url}&cache=off`;
    writeFileSync(models, `- ${model('fake-a')}\n- ${model('fake-b')}\n`);
    const result = await runCli(['--home', join(root, 'llm'), 'run', small, '--models', models, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const { runs, comparison } = JSON.parse(result.stdout);
    expect(runs).toHaveLength(4);
    expect(
      comparison.learning.deltas.map((delta: { from: string; to: string }) => `${delta.from} → ${delta.to}`),
    ).toEqual([
      'openai-compatible/fake-a · history → openai-compatible/fake-a · summary',
      'openai-compatible/fake-b · history → openai-compatible/fake-b · summary',
    ]);
    expect(server.chatRequestCount).toBeGreaterThan(0);
  }, 60_000);

  it('plays the shipped Learn2Play suite offline and a models file with the agent harness beside the memory styles', async () => {
    const home = join(root, 'learn2play');
    const shipped = join(packageRoot, 'suites', 'learn2play.yaml');
    const first = await runCli(['--home', home, 'run', shipped, '--offline', '--no-progress', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const { runs, comparison, figures } = JSON.parse(first.stdout);
    expect(runs.map((run: { label: string }) => run.label)).toEqual([
      'learner · none',
      'learner · learner',
      'learner · none · fresh rules',
      'learner · learner · fresh rules',
    ]);
    // 2 games × 2 trials; the learner paired with the naive control on each game, trial and episode.
    const pair = (game: string, label: string) =>
      comparison.learn2play.paired.find(
        (row: { game: string; label: string }) => row.game === game && row.label === label,
      );
    const over = pair('all', 'learner · learner');
    expect(over).toMatchObject({ baseline: 'learner · none' });
    expect(over.difference).toMatchObject({ clusters: 4 });
    // The contamination check: each cell on fresh rules beside its benchmark twin, episode 1 alone among the rows.
    expect(pair('all, episode 1', 'learner · none · fresh rules')).toMatchObject({ baseline: 'learner · none' });
    expect(pair('all', 'learner · learner · fresh rules')).toMatchObject({ baseline: 'learner · learner' });
    expect(figures.map((figure: string) => figure.split('/').at(-1))).toEqual([
      'suite-learn2play-dye-works.svg',
      'suite-learn2play-fishing-grounds.svg',
      'suite-learn2play-all.svg',
    ]);
    const again = await runCli(['--home', home, 'run', shipped, '--offline', '--no-progress']);
    expect(again.stdout.match(/^resuming run learn2play-/gm)).toHaveLength(4);

    const small = join(root, 'learn2play-small.yaml');
    writeFileSync(
      small,
      'suite: learn2play\nexperiences: [none, memory]\ngames: [dye-works]\ntrials: 1\nepisodes: 2\n',
    );
    const models = join(root, 'learn2play-models.yaml');
    writeFileSync(models, `- llm:openai-compatible/fake-a?base_url=${server.url}&cache=off\n`);
    const llm = await runCli(['--home', home, 'run', small, '--models', models, '--no-progress', '--json']);
    expect(llm.code, llm.stderr).toBe(0);
    const paired = JSON.parse(llm.stdout).comparison.learn2play.paired.filter(
      (pair: { game: string }) => pair.game === 'all',
    );
    expect(paired.map((pair: { label: string; baseline: string }) => `${pair.label} − ${pair.baseline}`)).toEqual([
      'openai-compatible/fake-a · memory − openai-compatible/fake-a · none',
      'openai-compatible/fake-a [agent] · memory − openai-compatible/fake-a · memory',
    ]);
  }, 60_000);

  it('plays an AAArena suite: the main setting and an ablated arm per developer, compared on the repetitions', async () => {
    const file = join(root, 'aaarena.yaml');
    writeFileSync(
      file,
      [
        'suite: aaarena',
        'models: [offline]',
        'games: [kuhn-poker]',
        'batch: 1',
        'repetitions: 2',
        'small: 2',
        'full: 1',
        'ablations: {games: [kuhn-poker], arms: [random]}',
      ].join('\n'),
    );
    const env = { [poolsDirVariable]: offlineFixturePools(join(root, 'arena-pools')) };
    const home = ['--home', join(root, 'aaarena'), '--unsafe-no-sandbox'];
    const result = await runCli([...home, 'run', file, '--no-progress', '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    const { runs, comparison, figures } = JSON.parse(result.stdout);
    expect(runs.map((run: { label: string; setting: string }) => [run.label, run.setting])).toEqual([
      ['offline · kuhn-poker', 'main'],
      ['offline · kuhn-poker · arm=random', 'arm=random'],
    ]);
    expect(comparison.arena.paired).toEqual([
      expect.objectContaining({ label: 'offline · kuhn-poker · arm=random', baseline: 'offline · kuhn-poker' }),
    ]);
    expect(comparison.arena.paired[0].difference).toMatchObject({ pairs: 2 });
    expect(figures.map((figure: string) => figure.split('/').at(-1))).toEqual(['suite-arena-champions.svg']);
    const unknown = join(root, 'unknown.yaml');
    writeFileSync(unknown, 'suite: chess-bench\nmodels: [offline]\n');
    const refused = await runCli([...home, 'run', unknown], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /unknown suite 'chess-bench'; suite files are s3gym, ptcg-bench, learn2play or aaarena/,
    );
  }, 120_000);

  it('refuses a suite without models, a bad models file, a malformed suite and flags the file owns, with exit 2', async () => {
    const refused = async (args: readonly string[], message: RegExp) => {
      const result = await runCli(['--home', join(root, 'bad'), 'run', ...args]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
    };
    await refused([suite], /lists no models: give --models models\.yaml/);
    const notList = join(root, 'not-list.yaml');
    writeFileSync(notList, 'model: llm:openai/gpt-4o\n');
    await refused([suite, '--models', notList], /must hold a YAML list of agent specs/);
    await refused([suite, '--models', join(root, 'missing.yaml')], /cannot read models file/);
    const twice = join(root, 'twice.yaml');
    writeFileSync(twice, '- learner\n- learner\n');
    await refused([suite, '--models', twice], /model 'learner' is listed twice/);
    const typo = join(root, 'typo.yaml');
    writeFileSync(typo, 'suite: s3gym\nmodels: [learner]\nepisodez: 3\n');
    await refused([typo], /invalid suite file .*typo\.yaml:\n {2}\(top level\): Unrecognized key: "episodez"/);
    await refused([suite, '--offline', '--episodes', '3'], /takes its settings from the file, not from --episodes/);
    await refused(['s3gym', '--offline'], /--models and --offline belong to suite files/);
  });
});
