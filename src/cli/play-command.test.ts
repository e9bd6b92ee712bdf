// `xparena play` prints a summary for a person at a terminal and the full transcript for a program (or on request),
// and ends with the match id and the commands that show it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

const home = mkdtempSync(join(tmpdir(), 'xparena-play-'));
const play = (extra: readonly string[], terminal: boolean) =>
  runCli(
    ['--home', home, 'play', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '--seed', '3', ...extra],
    {},
    { terminal },
  );

const summaryStart = /^kuhn-poker, seed 3: finished after \d+ step\(s\) in \d+\.\d\d s\nseat +agent +score +result\n/;

describe('xparena play', () => {
  it('prints a summary on a terminal: result, scores, steps, time, id, and how to replay or view it', async () => {
    const result = await play([], true);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(summaryStart);
    expect(result.stdout).toMatch(/ 0 +random +-?\d+ +(won|lost|draw)\n +1 +heuristic +-?\d+ +(won|lost|draw)\n/);
    const id =
      /match (\w+)\nnext: xparena replay \1 \(transcript\) · xparena view, then http:\S+#\/matches\/\1\n$/.exec(
        result.stdout,
      )?.[1];
    const replayed = await runCli(['--home', home, 'replay', id as string]);
    expect(replayed.stdout).toContain(`match ${id}: kuhn-poker`);
  });

  it('prints the transcript with --transcript, and by default when the output is not a terminal', async () => {
    for (const [extra, terminal] of [[['--transcript'], true] as const, [[], false] as const]) {
      const result = await play(extra, terminal);
      expect(result.stdout).toMatch(/^match \w+: kuhn-poker v\d+, seed 3\n/);
      expect(result.stdout).toMatch(/\nstep 0\n/);
      expect(result.stdout).toMatch(/\nend: finished, scores \[.*\]\nnext: xparena replay \w+ \(transcript\) · /);
    }
  });

  it('prints the summary alone with --no-transcript off a terminal, and says when the match was not stored', async () => {
    expect((await play(['--no-transcript'], false)).stdout).toMatch(summaryStart);
    const unstored = await play(['--no-store'], true);
    expect(unstored.stdout).toMatch(/\nmatch \w+ \(not stored: --no-store\)\nnext: play it again with --transcript/);
  });
});
