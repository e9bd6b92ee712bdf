import { describe, expect, it } from 'vitest';
import { formatEta, runProgress } from './run-progress.js';

describe('runProgress off a terminal', () => {
  it('prints one plain line per interval and a last one at the end', () => {
    const lines: string[] = [];
    let clock = 0;
    const progress = runProgress(10, true, {
      tty: false,
      intervalMs: 5000,
      now: () => clock,
      write: (text) => lines.push(text),
    });
    for (let match = 1; match <= 10; match++) {
      clock += 2000;
      progress.tick(`match ${match}`);
    }
    progress.stop();
    expect(lines).toEqual([
      'progress: 3/10 matches (30%), 6 s | match 3\n',
      'progress: 6/10 matches (60%), 12 s | match 6\n',
      'progress: 9/10 matches (90%), 18 s | match 9\n',
      'progress: 10/10 matches (100%), 20 s\n',
    ]);
  });

  it('prints nothing when disabled', () => {
    const lines: string[] = [];
    const progress = runProgress(3, false, { tty: false, intervalMs: 0, write: (text) => lines.push(text) });
    progress.tick('a');
    progress.stop();
    expect(lines).toEqual([]);
  });
});

describe('formatEta', () => {
  it('rounds to whole seconds before splitting, so a minute never shows 60 seconds', () => {
    expect([0, 44.4, 59.6, 119.7, 125, 3599.6, 3725].map(formatEta)).toEqual([
      '0s',
      '44s',
      '1m00s',
      '2m00s',
      '2m05s',
      '1h00m',
      '1h02m',
    ]);
  });
});
