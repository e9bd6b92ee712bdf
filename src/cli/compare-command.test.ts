// `xparena compare` as users run it: two S³Gym runs that differ in their experience, paired on their evaluation seeds
// with ΔNABA and figures; two tournaments by deck; and every bad input exits 2 with one line.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

const home = mkdtempSync(join(tmpdir(), 'xparena-compare-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const cli = (args: readonly string[]) => runCli(['--home', home, ...args]);

/** Runs a command that prints `starting run <id>` and returns the id. */
async function startRun(args: readonly string[]): Promise<string> {
  const result = await cli([...args, '--no-progress']);
  expect(result.code, result.stderr).toBe(0);
  const id = /starting run (\S+):/.exec(result.stdout)?.[1];
  if (!id) throw new Error(`no run id in: ${result.stdout}`);
  return id;
}

describe('xparena compare', () => {
  const runs: Record<string, string> = {};
  beforeAll(async () => {
    const s3gym = ['run', 's3gym', '-a', 'learner', '-g', 'trust-evolution', '-n', '4', '--eval-every', '2'];
    runs.learner = await startRun([...s3gym, '-x', 'learner', '--trials', '2']);
    runs.none = await startRun([...s3gym, '-x', 'none', '--trials', '2']);
    const ptcg = ['tournament', 'ptcg', '-a', 'random', '-a', 'heuristic', '-g', '2', '--no-plots'];
    runs.aggro = await startRun([...ptcg, '--param', 'decks=aggro,aggro']);
    runs.control = await startRun([...ptcg, '--param', 'decks=control,control']);
    const anchors = await startRun([
      'tournament',
      'kuhn-poker',
      '-a',
      'random',
      '-a',
      'heuristic',
      '-g',
      '2',
      '--no-plots',
    ]);
    const evolve = ['evolve', 'kuhn-poker', '-a', 'learner', '--anchors', anchors, '-r', '2', '-g', '1', '--no-plots'];
    runs.evolveNone = await startRun([...evolve, '-x', 'none']);
    runs.evolveLearner = await startRun([...evolve, '-x', 'learner']);
    const learn2play = ['run', 'learn2play', '-a', 'learner', '-g', 'bell-foundry,dye-works', '--trials', '2'];
    runs.l2pNone = await startRun([...learn2play, '-x', 'none']);
    runs.l2pLearner = await startRun([...learn2play, '-x', 'learner']);
  }, 120_000);

  it('pairs two S³Gym runs on their shared evaluation seeds, with ΔNABA from the baseline, and draws their curves', async () => {
    const out = join(home, 'figures');
    const result = await cli(['compare', runs.none as string, runs.learner as string, '--by', 'experience', '-o', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Runs compared \(baseline: none\)/);
    expect(result.stdout).toMatch(/ΔNABA[\s\S]*trust-evolution +none +learner/);
    // 2 trials × 3 checkpoints × 3 evaluation episodes, on 2 × 3 seeds.
    expect(result.stdout).toMatch(/trust-evolution +learner − none +18 +6 /);
    expect(existsSync(join(out, 'compare-trust-evolution.svg'))).toBe(true);

    const json = JSON.parse(
      (
        await cli([
          'compare',
          runs.none as string,
          runs.learner as string,
          '--by',
          'experience',
          '--json',
          '--no-plots',
        ])
      ).stdout,
    );
    expect(json.runs.map((run: { label: string }) => run.label)).toEqual(['none', 'learner']);
    expect(json.learning.paired[0]).toMatchObject({ game: 'trust-evolution', label: 'learner', baseline: 'none' });
    expect(json.learning.paired[0].difference).toMatchObject({ pairs: 18, clusters: 6 });
    expect(json.ratings).toBeNull();
  });

  it('compares tournaments by deck: ratings, cost per game, paired games and rank agreement', async () => {
    const result = await cli(['compare', runs.aggro as string, runs.control as string, '--by', 'deck', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.runs.map((run: { label: string }) => run.label)).toEqual(['aggro', 'control']);
    expect(json.ratings.agents.map((agent: { label: string }) => agent.label).sort()).toEqual([
      'aggro',
      'aggro',
      'control',
      'control',
    ]);
    expect(json.ratings.paired.map((row: { agent: string }) => row.agent)).toEqual(['heuristic', 'random']);
    expect(json.ratings.agreement[0]).toMatchObject({ a: 'aggro', b: 'control', agents: 2 });
    expect(json.figures.map((figure: string) => figure.split('/').at(-1))).toEqual([
      'compare-ratings.svg',
      'compare-cost-rating.svg',
      'compare-head-to-head-aggro.svg',
      'compare-head-to-head-control.svg',
    ]);
    // PTCG-Bench's μ ± φ beside the Bradley–Terry fit, and each run's head-to-head cells in rating order.
    for (const agent of json.ratings.agents)
      expect(agent.glicko).toEqual({ rating: expect.any(Number), deviation: expect.any(Number) });
    expect(
      json.ratings.headToHead.map((run: { label: string; cells: unknown[] }) => [run.label, run.cells.length]),
    ).toEqual([
      ['aggro', 2],
      ['control', 2],
    ]);
  });

  it('compares evolve runs: trajectories on one plot and games paired on round, anchor, seed and seat', async () => {
    const args = ['compare', runs.evolveNone as string, runs.evolveLearner as string, '--by', 'experience', '--json'];
    const result = await cli(args);
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(
      json.evolution.trajectories.map((row: { label: string; rounds: number }) => [row.label, row.rounds]),
    ).toEqual([
      ['none', 2],
      ['learner', 2],
    ]);
    // 2 rounds × 2 anchors × 1 game.
    expect(json.evolution.paired[0]).toMatchObject({ label: 'learner', baseline: 'none' });
    expect(json.evolution.paired[0].difference.pairs).toBe(4);
    expect(json.figures).toEqual([expect.stringMatching(/compare-trajectories\.svg$/)]);
  });

  it('compares Learn2Play runs: metrics per game and over games, episodes paired on game, trial and episode', async () => {
    const args = ['compare', runs.l2pNone as string, runs.l2pLearner as string, '--by', 'experience', '--json'];
    const result = await cli([...args, '--bootstrap', '100']);
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.learn2play.metrics.map((run: { label: string }) => run.label)).toEqual(['none', 'learner']);
    expect(json.learn2play.metrics[1].metrics.games.map((game: { game: string }) => game.game)).toEqual([
      'bell-foundry',
      'dye-works',
    ]);
    const paired = json.learn2play.paired;
    expect(paired.map((row: { game: string }) => row.game)).toEqual([
      'bell-foundry',
      'dye-works',
      'all',
      'all, episode 1',
    ]);
    // Every episode of the two games' two trials pairs; the trials are the units: 2 per game, 4 over both.
    expect(paired[2].difference.clusters).toBe(4);
    expect(paired[2].difference.pairs).toBe(paired[0].difference.pairs + paired[1].difference.pairs);
    // Each game's curves of both runs on one plot, and the weighted curve over the games.
    expect(json.figures.map((file: string) => file.split('/').at(-1))).toEqual([
      'compare-learn2play-bell-foundry.svg',
      'compare-learn2play-dye-works.svg',
      'compare-learn2play-all.svg',
    ]);
  });

  it('refuses what it cannot compare with exit code 2 and one line saying why', async () => {
    const refused = async (args: readonly string[], message: RegExp) => {
      const result = await cli(['compare', ...args]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
    };
    await refused([runs.none as string, runs.none as string], /at least two different runs/);
    await refused([runs.none as string, runs.learner as string, '--by', 'colour'], /--by must be one of run, model/);
    await refused([runs.none as string, runs.learner as string, '--by', 'model'], /both 'learner' by --by model/);
    await refused([runs.aggro as string, runs.control as string, '--by', 'experience'], /names no experience/);
    await refused([runs.none as string, runs.learner as string, '--by', 'arm'], /names no arm/);
    await refused([runs.none as string, 'nothing-here'], /no stored run 'nothing-here'/);
    await refused([runs.none as string, runs.learner as string, '--baseline', 'history'], /--baseline history is not/);
  });
});
