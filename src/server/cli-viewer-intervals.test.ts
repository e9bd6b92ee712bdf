// The command line and the viewer must show the same intervals for the same stored run: same methods, same resample
// count and seed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEntry } from '../cli/test-cli-entry.js';
import { learningFixture } from '../measure/test-learning-fixture.js';
import { Store } from '../store/store.js';
import { runViews } from './run-metrics.js';

function xparena(args: readonly string[], home: string) {
  const result = spawnSync(process.execPath, [cliEntry, ...args], {
    encoding: 'utf8',
    env: { ...process.env, XPARENA_HOME: home, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('CLI and viewer intervals', () => {
  it('agree for a stored tournament and a stored explore/evaluate run', () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-agree-'));
    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: 'learning', kind: 'explore-evaluate', spec: {}, codeVersion: 'test' });
    for (const { label, record } of learningFixture({ games: ['snake'], pathways: ['history'], trials: 3 }))
      store.commitMatch(record, { runId: 'learning', label });
    store.close();
    const played = xparena(
      ['tournament', 'kuhn-poker', '-p', 'match', '-a', 'random', '-a', 'heuristic', '-g', '2', '--json', '--no-plots'],
      home,
    );
    expect(played.code, played.stderr).toBe(0);
    const tournament = JSON.parse(played.stdout) as {
      run: string;
      intervals: object;
      agents: { agent: string; interval: { low: number; high: number } }[];
    };
    const reported = xparena(['report', 'learning', '--format', 'json', '--no-plots'], home);
    expect(reported.code, reported.stderr).toBe(0);
    const report = JSON.parse(reported.stdout) as {
      bootstrap: number;
      seed: number;
      curves: { game: string; points: { checkpoint: number; low: number; high: number }[] }[];
    };

    const viewer = new Store(join(home, 'xparena.db'));
    try {
      const board = runViews(tournament.run, viewer).leaderboards?.[0];
      expect(board?.leaderboard.map((row) => [row.agent, row.interval])).toEqual(
        tournament.agents.map((line) => [line.agent, [line.interval.low, line.interval.high]]),
      );
      const views = runViews('learning', viewer);
      // Every learning estimate (curve points, Avg, Max, AUC+, NABA) with its interval, as the report JSON has it.
      expect((views.learning as { curves: unknown }).curves).toEqual(report.curves);
      expect(views.curve?.map((point) => [point.game, point.checkpoint, point.low, point.high])).toEqual(
        report.curves.flatMap((curve) =>
          curve.points.map((point) => [curve.game, point.checkpoint, point.low, point.high]),
        ),
      );
      expect(board?.intervals).toContain('rating ± 1.96 RD');
      expect(views.curveIntervals).toContain(`${report.bootstrap} resamples, seed ${report.seed}`);
    } finally {
      viewer.close();
    }
  });
});
