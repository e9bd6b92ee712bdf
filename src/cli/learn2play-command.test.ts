// `xparena run learn2play` and `xparena report` on its run, in process, with the test-only hidden-rule games registered.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { learn2playGames, parseLearn2PlaySpec } from '../protocols/suites/learn2play-suite.js';
import { HumanSessions } from '../server/human-sessions.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

vi.mock('../games/registry.js', async (importOriginal) => {
  const { withHiddenRuleFixtures } = await import('../protocols/test-hidden-rule-game.js');
  return withHiddenRuleFixtures(await importOriginal<typeof import('../games/registry.js')>());
});

const home = () => mkdtempSync(join(tmpdir(), 'xparena-l2p-'));

describe('xparena run learn2play', () => {
  it('defaults to every registered hidden-rule game', () => {
    const games = learn2playGames().map((module) => module.game.id);
    expect(games).toEqual(expect.arrayContaining(['hidden-button', 'hidden-button-challenge']));
    expect(games).not.toContain('snake');
    expect(parseLearn2PlaySpec({ agent: 'learner' })).toMatchObject({ games, experience: 'learner', trials: 3 });
  });

  it('runs hidden-rule games, prints per-game and aggregate results, resumes, and reports', async () => {
    const dir = home();
    const games = ['--games', 'hidden-button,hidden-button-challenge'];
    const args = ['--home', dir, 'run', 'learn2play', '--agent', 'learner', ...games, '--trials', '2', '--no-progress'];
    const first = await runCli([...args, '--json']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const result = JSON.parse(first.stdout);
    // hidden-button: 2 trials × 5 episodes; the challenge game: 2 × 10; each beside the solver.
    expect(result).toMatchObject({ played: 60, skipped: 0, spec: { experience: 'learner', trials: 2 } });
    expect(result.run).toMatch(/^learn2play-[0-9a-f]{12}$/);
    expect(result.games.map((game: { game: string; episodes: number }) => [game.game, game.episodes])).toEqual([
      ['hidden-button', 5],
      ['hidden-button-challenge', 10],
    ]);
    expect(result.aggregate.gain.value).toBeGreaterThan(0);
    expect(result.learning).toEqual([]);

    const table = await runCli(args);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(`resuming run ${result.run}`);
    expect(table.stdout).toContain('played 0, already stored 60');
    expect(table.stdout).toMatch(/game\s+kind\s+trials\s+episodes\s+Max\s+Mean\s+LG\s+LS\s+unnormalised/);
    expect(table.stdout).toMatch(/\nhidden-button-challenge\s+challenge ×3\s+2\s+10\s/);
    expect(table.stdout).toMatch(/\naggregate \(2 games\)\s+weighted/);
    expect(table.stdout).toMatch(/Cost per episode:\ngame\s+play tokens\s+play USD\s+learning tokens\s+learning USD/);

    const out = join(dir, 'report');
    const report = await runCli(['--home', dir, 'report', 'latest', '--out', out, '--bootstrap', '100']);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain(`# Learn2Play report: run ${result.run} (learner, learner experience)`);
    for (const title of ['Learn2Play results', 'Normalised score per trial', 'Behaviour', 'Cost per episode'])
      expect(report.stdout).toContain(`## ${title}`);
    for (const figure of ['learn2play-hidden-button', 'learn2play-hidden-button-challenge', 'learn2play-aggregate']) {
      expect(report.stdout).toContain(`(${figure}.svg)`);
      expect(readFileSync(join(out, `${figure}.svg`), 'utf8')).toContain('<svg');
      expect(existsSync(join(out, `${figure}.png`))).toBe(true);
    }
    const json = await runCli(['--home', dir, 'report', result.run, '--out', out, '--format', 'json', '--no-plots']);
    expect(JSON.parse(json.stdout)).toMatchObject({ run: result.run, aggregate: { games: 2 }, bootstrap: 1000 });
  }, 60_000);

  it('plays only the games asked for and the naive control stays flat', async () => {
    const dir = home();
    const args = ['--home', dir, 'run', 'learn2play', '--agent', 'learner', '--experience', 'none'];
    const run = await runCli([...args, '--games', 'hidden-button', '--episodes', '4', '--seed', '3', '--json']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.played).toBe(3 * 4 * 2);
    expect(result.games).toHaveLength(1);
    expect(result.games[0]).toMatchObject({ trials: 3, episodes: 4, gain: { value: 0 }, similarity: { value: 1 } });
    // Trials at once do not change the run: the same run id, nothing played again.
    const again = await runCli([
      ...args,
      '--games',
      'hidden-button',
      '--episodes',
      '4',
      '--seed',
      '3',
      '-c',
      '3',
      '--json',
    ]);
    expect(JSON.parse(again.stdout)).toMatchObject({ run: result.run, played: 0, skipped: 24, games: result.games });
  });

  it('puts the people who played the run’s games on the play page beside the agent in the report', async () => {
    const dir = home();
    const run = await runCli(['--home', dir, 'run', 'learn2play', '--agent', 'learner', '--games', 'hidden-button']);
    expect(run.code, run.stderr).toBe(0);
    // Dana plays two episodes of one seed through the play page's own write path, pressing A each time.
    const sessions = new HumanSessions(() => new Store(join(dir, 'xparena.db')));
    try {
      for (const episode of [1, 2]) {
        let play = await sessions.start({ game: 'hidden-button', name: 'dana', seed: 3, params: { episode } });
        while (!play.over) play = await sessions.act(play.id, play.legal?.[0] ?? '');
        expect(play.result?.status).toBe('finished');
      }
    } finally {
      sessions.close();
    }
    const report = await runCli(['--home', dir, 'report', 'latest', '--no-plots', '--bootstrap', '0']);
    expect(report.code, report.stderr).toBe(0);
    expect(report.stdout).toContain('## Human baselines');
    expect(report.stdout).toMatch(/\| dana\s+\| hidden-button\s+\| 1\s+\| 2\s+\|/);
    const json = await runCli([
      '--home',
      dir,
      'report',
      'latest',
      '--no-plots',
      '--format',
      'json',
      '--bootstrap',
      '0',
    ]);
    const humans = JSON.parse(json.stdout).humans as { name: string; games: { game: string; episodes: number }[] }[];
    expect(humans).toMatchObject([{ name: 'dana', games: [{ game: 'hidden-button', episodes: 2, trials: 1 }] }]);
  });

  it('refuses bad input with one line and exit code 2', async () => {
    const dir = home();
    const cases: [string[], RegExp][] = [
      [[], /give the agent with --agent/],
      [
        ['--agent', 'learner', '--games', 'snake'],
        /snake is not a hidden-rule game; Learn2Play games: .*hidden-button/,
      ],
      [['--agent', 'learner', '--games', 'nope'], /unknown game 'nope'/],
      [['--agent', 'learner', '--episodes', '0'], /--episodes must be at least 1/],
      [['--agent', 'learner', '--episodes', '1001'], /episode/],
      [['--agent', 'learner', '--eval-every', '2'], /learn2play takes no --eval-every/],
      [['--agent', 'learner', '--experience', 'bogus'], /bogus/],
      [['--agent', 'nobody'], /unknown agent 'nobody'/],
    ];
    for (const [flags, message] of cases) {
      const result = await runCli(['--home', dir, 'run', 'learn2play', ...flags, '--no-progress']);
      expect([result.code, result.stderr]).toEqual([2, expect.stringMatching(message)]);
    }
  });
});
