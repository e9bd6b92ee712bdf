// End-to-end tests of the command line, each with its own store: the real CLI in a child process for the games table
// and a pipe closed early, everything else through the same `main` in this process, which saves a second and a half
// per command.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learningFixture } from '../measure/test-learning-fixture.js';
import { Store } from '../store/store.js';
import { buildProgram } from './main.js';
import { runCli } from './test-cli.js';
import { cliEntry } from './test-cli-entry.js';

function xparena(args: readonly string[], home = mkdtempSync(join(tmpdir(), 'xparena-cli-'))) {
  const result = spawnSync(process.execPath, [cliEntry, ...args], {
    encoding: 'utf8',
    env: { ...process.env, XPARENA_HOME: home, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, home };
}

/** The same in this process (runCli), for the cases that need no process of their own. */
async function cli(args: readonly string[], home = mkdtempSync(join(tmpdir(), 'xparena-cli-'))) {
  return { ...(await runCli(args, { XPARENA_HOME: home })), home };
}

describe('xparena CLI', () => {
  it('lists games as a table and as JSON', async () => {
    const table = xparena(['games']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/trust-evolution/);
    const json = JSON.parse((await cli(['games', '--json'])).stdout) as { id: string; presets: object }[];
    expect(json.map((game) => game.id)).toEqual(expect.arrayContaining(['trust-evolution', 'snake', 'kuhn-poker']));
  });

  it('ends quietly with 0 when its reader closes the pipe early, as `| head -1` does', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-cli-'));
    // About 160 KB of records: more than a pipe holds, so the writer meets the closed pipe.
    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: 'fixture', kind: 'explore-evaluate', spec: {}, codeVersion: 'test' });
    for (const { label, record } of learningFixture({ games: ['snake', 'trust-evolution'], trials: 3 }))
      store.commitMatch(record, { runId: 'fixture', label });
    store.close();
    const child = spawn(process.execPath, [cliEntry, 'export'], {
      env: { ...process.env, XPARENA_HOME: home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(code).toBe(0);
  });

  it('shows examples in the help of every command', async () => {
    for (const command of (await buildProgram()).commands) {
      const help = await runCli([command.name(), '--help']);
      expect(help.code, command.name()).toBe(0);
      expect(help.stdout, command.name()).toMatch(/\nExamples?:\n {2}xparena /);
    }
  });

  it('prefixes the parser errors as its own, with xparena:', async () => {
    for (const args of [['frob'], ['play', '--bogus'], ['pool', 'show', '--zz']]) {
      const result = await runCli(args);
      expect(result.code).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(/^xparena: unknown (command|option) /);
    }
  });

  it('prints the same record twice for the same seed', async () => {
    const args = ['play', 'kuhn-poker', '--agent', 'random', '--agent', 'mcts', '--seed', '7', '--json', '--no-store'];
    const first = await cli(args);
    expect(first.code).toBe(0);
    expect((await cli(args)).stdout).toBe(first.stdout);
    expect(JSON.parse(first.stdout)).toMatchObject({ game: 'kuhn-poker', seed: 7, end: { status: 'finished' } });
  });

  it('stores a played match, replays it, verifies it and detects tampering', async () => {
    const played = await cli(['play', 'snake', '--agent', 'heuristic', '--preset', 'eval', '--seed', '3', '--json']);
    expect(played.code).toBe(0);
    const record = JSON.parse(played.stdout);
    const shown = await cli(['replay', record.id.slice(0, 8)], played.home);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`match ${record.id}`);
    expect((await cli(['replay', record.id, '--verify'], played.home)).stdout).toMatch(/^ok/);
    const missing = await cli(['replay', 'feedbeef'], played.home);
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringMatching(/^xparena: no stored match 'feedbeef'/)]);

    const exported = await cli(['export'], played.home);
    const file = join(played.home, 'records.jsonl');
    writeFileSync(file, exported.stdout);
    expect((await cli(['replay', file, '--verify'])).code).toBe(0);
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((text) => text.includes('"formatVersion"'));
    const tampered = JSON.parse(line ?? '');
    tampered.end.scores = [tampered.end.scores[0] + 5];
    writeFileSync(file, `${JSON.stringify(tampered)}\n`);
    const verify = await cli(['replay', file, '--verify']);
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/FAIL .* diverges/);
  });

  it('compares agents over the same seeded episodes', async () => {
    const result = await cli([
      'episodes',
      'snake',
      '--preset',
      'eval',
      '-a',
      'random',
      '-a',
      'heuristic',
      '-n',
      '5',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout) as { played: number; agents: { agent: string; mean: number }[] };
    expect(summary.played).toBe(10);
    expect(summary.agents.map((line) => line.agent)).toEqual(['heuristic', 'random']);
    const again = await cli(
      ['episodes', 'snake', '--preset', 'eval', '-a', 'random', '-a', 'heuristic', '-n', '5', '--json'],
      result.home,
    );
    expect(JSON.parse(again.stdout)).toMatchObject({ played: 0, skipped: 10, agents: summary.agents });
    // Every mean comes with a 95% interval that says how it was computed; unbounded (null) rather than a point.
    const intervals = JSON.parse(result.stdout) as {
      intervals: object;
      agents: { mean: number; interval: { low: number | null; high: number | null } }[];
    };
    expect(intervals.intervals).toMatchObject({ method: 'student-t', level: 0.95, resamples: 0 });
    for (const line of intervals.agents) {
      if (line.interval.low === null) expect(line.interval.high).toBeNull();
      else expect([line.interval.low < line.mean, line.mean < (line.interval.high as number)]).toEqual([true, true]);
    }
    const table = await cli(
      ['episodes', 'snake', '--preset', 'eval', '-a', 'random', '-a', 'heuristic', '-n', '5'],
      result.home,
    );
    expect(table.stdout).toMatch(/agent +episodes +mean +95% interval +sd/);
    expect(table.stdout).toContain("95% interval of the mean: Student's t");
  });

  it.each([
    [['play', 'go', '--agent', 'random'], "unknown game 'go'; valid games: trust-evolution, snake, kuhn-poker"],
    [['play', 'snake', '--agent', 'genius'], "unknown agent 'genius' for game 'snake'; valid agents:"],
    [['play', 'snake', '--agent', 'random', '--preset', 'hard'], "unknown preset 'hard' for game 'snake'"],
    [['play', 'snake', '--agent', 'random', '--param', 'colour=red'], "unknown parameter 'colour' for game 'snake'"],
    [['play', 'snake', '--agent', 'random', '--seed', 'abc'], '--seed must be an integer'],
    [['play', 'snak', '--agent', 'random'], "unknown game 'snak' (did you mean 'snake'?); valid games:"],
    [['play', 'kuhn', '--agent', 'random'], "unknown game 'kuhn' (did you mean 'kuhn-poker'?); valid games:"],
    [['play', 'snake', '--agent', 'heuristc'], "unknown agent 'heuristc' for game 'snake' (did you mean 'heuristic'?)"],
    [
      ['play', 'snake', '--agent', 'random', '--preset', 'evl'],
      "unknown preset 'evl' for game 'snake' (did you mean 'eval'?)",
    ],
    [
      ['play', 'snake', '--agent', 'random', '--param', 'widht=5'],
      "unknown parameter 'widht' for game 'snake' (did you mean 'width'?); valid parameters:",
    ],
    [
      ['play', 'snake', '--agent', 'mcts?iteration=5'],
      "unknown option 'iteration' for agent 'mcts' (did you mean 'iterations'?); valid options: iterations",
    ],
    [
      ['run', 's3gym', '-a', 'learner', '--games', 'snake', '--experience', 'histroy'],
      "unknown experience 'histroy' (did you mean 'history'?)",
    ],
    [['play', 'snake', '--agent', 'mcts?iterations=-3'], "option 'iterations' of agent 'mcts' must be between 1"],
    [
      ['play', 'snake', '--agent', 'mcts?&&'],
      "agent spec 'mcts?&&' has an empty option; valid options of mcts: iterations",
    ],
    [
      ['play', 'snake', '--agent', 'mcts?'],
      "agent spec 'mcts?' has an empty option; valid options of mcts: iterations",
    ],
    [['play', 'snake', '--agent', 'mcts?c'], "agent spec 'mcts?c' gives option 'c' no value; valid options of mcts:"],
    [['play', 'snake', '--agent', 'mcts?c='], "agent spec 'mcts?c=' gives option 'c' no value; valid options of mcts:"],
    [['play', 'snake', '--agent', 'random?&'], "agent spec 'random?&' has an empty option; random takes no options"],
    [
      ['play', 'snake', '--agent', 'heuristic?depth=2'],
      "unknown option 'depth' for agent 'heuristic'; valid options: (none)",
    ],
    [
      ['play', 'snake', '--agent', 'learner?=1'],
      "agent spec 'learner?=1' has an empty option; valid options of learner: epsilon",
    ],
    [
      ['play', 'snake', '--agent', 'llm:openai-compatible/m?base_url=http://127.0.0.1:9/v1&&'],
      'has an empty option; valid options of llm:openai-compatible/m: harness, interface',
    ],
    [['play', 'kuhn-poker', '--agent', 'random'], 'kuhn-poker is played by 2 seat(s) but 1 --agent given'],
    [['replay', 'feedbeef'], 'no xparena store in'],
    [['play'], "missing required argument 'game'"],
    [['episodes', 'kuhn-poker', '-a', 'random'], 'kuhn-poker has no single-seat mode'],
    [['frobnicate'], "unknown command 'frobnicate'"],
    [
      ['export', 'sft', 'latest', '-o', '/nonexistent/dir/sft.jsonl'],
      "cannot write --output '/nonexistent/dir/sft.jsonl'",
    ],
  ])('rejects %j with exit code 2 and a one-line message', async (args, message) => {
    const result = await runCli(args, { XPARENA_HOME: mkdtempSync(join(tmpdir(), 'xparena-cli-')) });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('stores nothing on bad input', async () => {
    const env = { XPARENA_HOME: mkdtempSync(join(tmpdir(), 'xparena-cli-')) };
    const result = await runCli(['play', 'snake', '--agent', 'random', '--param', 'width=0'], env);
    expect(result.code).toBe(2);
    expect((await runCli(['matches', '--json'], env)).stdout).toBe('');
  });
});
