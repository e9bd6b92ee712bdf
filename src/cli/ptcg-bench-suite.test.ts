// The PTCG-Bench suite file: the shipped one offline (round robins on two decks with their rank agreement,
// self-evolution against the first as anchors beside the static reference), and a small copy with an llm: model
// against the fake OpenAI-compatible server drawing every figure type; resuming plays nothing again; a malformed file
// exits 2.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../core/package-root.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

const root = mkdtempSync(join(tmpdir(), 'xparena-ptcg-suite-'));
let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** A suite file with the shipped one's fields at a size a test can play. */
function suiteFile(name: string, lines: readonly string[]): string {
  const file = join(root, name);
  const given = (field: string) => lines.some((line) => line.startsWith(`${field}:`));
  const defaults = [
    ...(given('decks') ? [] : ['decks: [aggro, control]']),
    ...(given('gamesPerPair') ? [] : ['gamesPerPair: 2']),
  ];
  writeFileSync(file, ['suite: ptcg-bench', ...defaults, ...lines].join('\n'));
  return file;
}

/**
 * The suite's figures on two decks with self-evolution: rating bars with deviations, cost versus rating and a
 * head-to-head heatmap per deck; the trajectories of the fixed-pool ratings and of Glicko-2 per round.
 */
const everyFigure = [
  'suite-decks-ratings.svg',
  'suite-decks-cost-rating.svg',
  'suite-decks-head-to-head-aggro.svg',
  'suite-decks-head-to-head-control.svg',
  'suite-evolution-trajectories.svg',
  'suite-evolution-glicko-trajectories.svg',
];

describe('xparena run <the PTCG-Bench suite file>', () => {
  it('plays the shipped suite offline: round robins per deck, self-evolution against the first, their report', async () => {
    // The shipped file's offline block: learner and mcts with random and heuristic, decks aggro and control, 2 games
    // per pair; each model with experiences none and learner, 2 rounds of 1 game per anchor.
    const file = join(packageRoot, 'suites', 'ptcg-bench.yaml');
    const home = join(root, 'offline');
    const result = await runCli(['--home', home, 'run', file, '--offline', '--json', '--no-progress']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.runs.tournaments.map((run: { deck: string }) => run.deck)).toEqual(['aggro', 'control']);
    expect(report.decks.runs.map((run: { label: string }) => run.label)).toEqual(['aggro', 'control']);
    expect(report.decks.ratings.agreement[0]).toMatchObject({ a: 'aggro', b: 'control', agents: 4 });
    expect(
      report.runs.evolution.map((run: { model: string; experience: string }) => `${run.model} ${run.experience}`),
    ).toEqual(['learner none', 'learner learner', 'mcts?iterations=10 none', 'mcts?iterations=10 learner']);
    expect(report.evolved.evolution.paired).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'learner · learner', baseline: 'learner · none' }),
        expect.objectContaining({ label: 'mcts?iterations=10 · learner', baseline: 'mcts?iterations=10 · none' }),
      ]),
    );
    // PTCG-Bench's Glicko-2 per round: 4 evolve runs × 2 rounds, each a period of one game against each of the aggro
    // round robin's 4 agents.
    const { glicko } = report.evolved.evolution;
    expect(Object.keys(glicko.anchors).sort()).toEqual(['heuristic', 'learner', 'mcts?iterations=10', 'random']);
    expect(glicko.rounds).toHaveLength(8);
    expect(glicko.rounds[0]).toMatchObject({ agent: 'learner · none · learner (none)', round: 0, games: 4 });
    expect(report.ablations).toEqual([]);
    // PTCG-Bench's invalid-action rule (3 retries, then a random legal action) is every suite match's policy.
    const store = new Store(join(home, 'xparena.db'), { readonly: true });
    try {
      const [record] = store.records({ runId: report.runs.tournaments[0].runId });
      expect(record?.invalid).toEqual({ retries: 3, fallback: 'random' });
    } finally {
      store.close();
    }
    for (const figure of report.figures) expect(existsSync(figure)).toBe(true);
    expect(report.figures.map((figure: string) => figure.split('/').at(-1))).toEqual(everyFigure);
    const again = await runCli(['--home', home, 'run', file, '--offline', '--no-progress']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.match(/^resuming run /gm)).toHaveLength(6);
    expect(again.stdout).toMatch(/Harness ablations: none/);
    expect(again.stdout).toMatch(/Glicko-2 per round \(μ ± φ;/);
  }, 120_000);

  it('with a fake model, plays every experiment and draws every figure type of the paper', async () => {
    const model = (name: string) => `llm:openai-compatible/${name}?base_url=${server.url}&cache=off`;
    const file = suiteFile('llm.yaml', [
      `models: ['${model('fake')}']`,
      'harnesses: [minimal]',
      'experiences: [reflexion]',
      'rounds: 1',
      'gamesPerAnchor: 1',
    ]);
    const result = await runCli(['--home', join(root, 'llm'), 'run', file, '--json', '--no-progress']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.figures.map((figure: string) => figure.split('/').at(-1))).toEqual(everyFigure);
    for (const figure of report.figures) expect(existsSync(figure)).toBe(true);
    // The cross-deck table and the ablation table.
    expect(report.decks.ratings.agreement).toEqual([
      expect.objectContaining({ a: 'aggro', b: 'control', agents: 3, tau: expect.any(Object) }),
    ]);
    expect(report.ablations.map((row: { harness: string }) => row.harness)).toEqual(['minimal']);
    for (const row of report.ablations) {
      expect(row.delta).toBeCloseTo(row.rating - row.full, 9);
      expect(row.glicko.delta).toBeCloseTo(row.glicko.rating - row.glicko.full, 9);
      expect(Number.isFinite(row.rating) && Number.isFinite(row.glicko.rating)).toBe(true);
      // One model: no gap between adjacent models to normalise by.
      expect(row.normalised).toBeNull();
    }
    expect(server.chatRequestCount).toBeGreaterThan(0);
    // PTCG-Bench's models act through tools with the paper's names (the suite gives llm: models interface=tools).
    expect(report.decks.ratings.agents.map((agent: { agent: string }) => agent.agent)).toContain(
      `${model('fake')}&interface=tools`,
    );
    const offered = server.requests.flatMap((request) =>
      ((request.body as { tools?: { function: { name: string } }[] } | undefined)?.tools ?? []).map(
        (tool) => tool.function.name,
      ),
    );
    expect(offered).toEqual(expect.arrayContaining(['pass_turn', 'query_card']));
    const text = await runCli(['--home', join(root, 'llm'), 'run', file, '--no-progress']);
    expect(text.stdout).toMatch(/Harness ablations .*\n.*Δμ \/ median gap/);
    expect(text.stdout).toMatch(/Rank agreement/);
  }, 240_000);

  it('refuses a malformed suite file, and the shipped one without models, with exit 2', async () => {
    const file = suiteFile('odd.yaml', ['models: [learner]', 'gamesPerPair: 3']);
    const result = await runCli(['--home', join(root, 'bad'), 'run', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/gamesPerPair: must be even/);
    // The shipped file lists no models: it asks for them, or for --offline.
    const shipped = await runCli(['--home', join(root, 'bad'), 'run', 'suites/ptcg-bench.yaml']);
    expect(shipped.code).toBe(2);
    expect(shipped.stderr).toMatch(/lists no models: give --models models\.yaml/);
  });
});
