// The README's main command end to end: `xparena demo` plays everything offline, writes its learning report, and a
// second run finds every match stored (and, with --json, says so in one JSON object).
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

/** `xparena demo` in this process (runCli), its store in `home`. */
function demo(home: string) {
  return runCli(['demo'], { XPARENA_HOME: home });
}

describe('xparena demo', () => {
  it('plays every contest and episode offline, reports, and resumes with nothing left to play', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-demo-'));
    const first = await demo(home);
    expect(first.code, first.stderr).toBe(0);
    const total = Number(/run demo-\w+: (\d+) matches/.exec(first.stdout)?.[1]);
    expect(total).toBeGreaterThan(1000);
    for (const heading of ['## kuhn-poker match, 2 seats', '## ptcg combo, 2 seats', '## snake eval, 1 seat'])
      expect(first.stdout).toContain(heading);
    expect(first.stdout).toContain('xparena view');
    const reports = join(home, 'reports');
    expect(existsSync(reports)).toBe(true);
    const [report] = readdirSync(reports);
    expect(readdirSync(join(reports, report as string)).some((file) => file.endsWith('.png'))).toBe(true);
    // Again with --json: nothing left to play, and stdout is one JSON object (the run, its counts, the summaries and
    // the learning metrics).
    const second = await runCli(['demo', '--json'], { XPARENA_HOME: home });
    expect(second.code, second.stderr).toBe(0);
    const summary = JSON.parse(second.stdout);
    expect(summary).toMatchObject({ run: report, played: 0, skipped: total, report: join(reports, report as string) });
    expect(summary.groups).toContainEqual(
      expect.objectContaining({ label: 'kuhn-poker match, 2 seats', type: 'contest', agents: expect.any(Array) }),
    );
    expect(Object.keys(summary.learning.curves)).toEqual(['trust-evolution', 'snake']);
    expect(summary.learning.metrics.snake.perTrial).toHaveLength(2);
  }, 180_000);
});
