// AAArena results and plots on a fixture run directory (three repetitions written through a real ArenaLedger).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArenaLedger } from '../store/arena-ledger.js';
import { readLedgerContents, readLedgerSnapshot } from '../store/arena-ledger-reader.js';
import { arenaCostSpec, arenaPlotSpecs, ladderLevels, timelineMarks } from './arena-plots.js';
import { arenaResultsTable } from './arena-report.js';
import { arenaEvaluations, arenaRunResults, median } from './arena-results.js';
import { arenaRunDir, readArenaRun } from './arena-run-dir.js';
import { fixtureBudgets, writeArenaRunFixture } from './test-arena-run.js';

function fixture(options: Parameters<typeof writeArenaRunFixture>[1] = {}) {
  const home = mkdtempSync(join(tmpdir(), 'xparena-arena-report-'));
  return { home, ...writeArenaRunFixture(home, options) };
}

describe('AAArena results', () => {
  const { home, runId, ladder } = fixture();
  const run = readArenaRun(home, runId);
  const results = arenaRunResults(run);

  it('reads every repetition, its ledger and transcript, and the game’s sealed ladder', () => {
    expect(run.repetitions.map((repetition) => repetition.repetition)).toEqual([1, 2, 3]);
    expect(run.game).toBe('lantern-maze');
    expect(run.ladder).toEqual(ladder);
    const [first] = run.repetitions;
    expect(first?.config.feedback).toBe('dense');
    expect(first?.config.developer).toBeUndefined();
    expect(readArenaRun(home, runId, { developer: 'offline' }).repetitions[0]?.config.developer).toBe('offline');
    expect(first?.transcript.toolErrors).toBe(1);
    expect(first?.transcript.stop).toBe('frozen (full-budget-spent)');
  });

  it('keeps the best official evaluation over all snapshots, the baseline included, as the champion', () => {
    for (const [index, repetition] of run.repetitions.entries()) {
      const evaluations = arenaEvaluations(repetition.ledger.submissions);
      const best = Math.max(...evaluations.map((evaluation) => evaluation.result.elo));
      const result = results.repetitions[index];
      expect(result?.champion?.elo).toBe(best);
      // The ladder rank of that Elo: 1 + programs strictly above.
      expect(result?.champion?.rank).toBe(1 + ladder.filter((entry) => entry.elo > best).length);
      expect(result?.baseline?.seq).toBe(1);
    }
    const [slow, slower, fast] = results.repetitions;
    expect(fast?.gold).toBe(true);
    expect(fast?.champion?.rank).toBe(1);
    expect([slow?.gold, slower?.gold]).toEqual([false, false]);
    expect(results.medals).toBe(1);
    // The slow repetitions spend both budgets; the fast one stops (frozen at rank 1) before.
    expect(slow?.budgets.small).toEqual({ total: fixtureBudgets.small, used: 12, remaining: 0 });
    expect(slow?.budgets.full.used).toBe(fixtureBudgets.full);
    expect(fast?.budgets.full.used).toBeLessThan(fixtureBudgets.full);
    expect(slow?.submissions).toEqual({ completed: 9, rejected: 1, pending: 0 });
    expect(slow?.snapshots).toBe(10);
    expect(slow?.usage?.tokens).toBeGreaterThan(0);
  });

  it('takes the median over repetitions of the champion’s rank and Elo', () => {
    const ranks = results.repetitions.map((result) => result.champion?.rank ?? 0);
    const elos = results.repetitions.map((result) => result.champion?.elo ?? 0);
    expect(results.median?.rank).toBe([...ranks].sort((a, b) => a - b)[1]);
    expect(results.median?.elo).toBe([...elos].sort((a, b) => a - b)[1]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('tabulates one row per repetition and the median row', () => {
    const table = arenaResultsTable(results);
    expect(table.rows).toHaveLength(4);
    expect(table.rows[2]?.[3]).toBe('gold');
    expect(table.rows[3]?.[0]).toBe('median (3)');
    expect(table.rows[3]?.[3]).toBe('1 gold');
  });

  it('reads snapshots with their parent links without writing to the ledger', () => {
    const ledger = join(run.repetitions[0]?.dir ?? '', 'ledger.db');
    const contents = readLedgerContents(ledger);
    const [starter, second] = contents.snapshots;
    expect(starter?.parent).toBeNull();
    expect(second?.parent).toBe(starter?.id);
    const files = readLedgerSnapshot(ledger, second?.id ?? '').files.map((file) => file.path);
    expect(files).toEqual(['main.py', 'xparena-program.json']);
  });
});

describe('AAArena plots', () => {
  const { home, runId } = fixture({ gains: [60] });
  const run = readArenaRun(home, runId);
  const submissions = run.repetitions[0]?.ledger.submissions ?? [];

  it('draws ladder levels at ranks 1, 10 and 40, or the last rank of a smaller pool', () => {
    expect(ladderLevels(run.ladder).map((level) => level.rank)).toEqual([1, 10, 40]);
    expect(ladderLevels(run.ladder.slice(0, 5)).map((level) => level.rank)).toEqual([1, 5]);
  });

  it('puts every small-match game at its opponent’s rank and every full evaluation at the candidate’s', () => {
    const marks = timelineMarks(submissions, run.ladder);
    const smallGames = submissions.flatMap((submission) =>
      submission.request.kind === 'small' && submission.state === 'completed' ? submission.request.opponents : [],
    );
    expect(marks.games).toHaveLength(2 * smallGames.length);
    expect(marks.evaluations.map((evaluation) => evaluation.seq)).toEqual(
      arenaEvaluations(submissions).map((evaluation) => evaluation.seq),
    );
    expect(new Set(marks.games.map((game) => game.outcome)).size).toBeGreaterThan(1);
    expect(marks.binary).toBe(false);
  });

  it('colours binary games win / non-win, ranking their opponents from the ladder', () => {
    const binary = fixture({ gains: [60], feedback: 'binary' });
    const marks = timelineMarks(
      readArenaRun(binary.home, binary.runId).repetitions[0]?.ledger.submissions ?? [],
      binary.ladder,
    );
    expect(marks.binary).toBe(true);
    expect(new Set(marks.games.map((game) => game.outcome))).toEqual(new Set(['win', 'non-win']));
    expect(marks.games.every((game) => game.rank >= 1)).toBe(true);
  });

  it('plots cumulative usage at each full evaluation, and nothing when none was recorded', () => {
    const spec = arenaCostSpec('cost', submissions) as { data: { values: { measure: string; value: number }[] } };
    const tokens = spec.data.values
      .filter((value) => value.measure === 'cumulative tokens')
      .map((value) => value.value);
    expect(tokens).toEqual([...tokens].sort((a, b) => a - b));
    expect(tokens[0]).toBe(0);
    const withoutUsage = submissions.map((submission) => ({
      ...submission,
      request: { ...submission.request, options: {} },
    }));
    expect(arenaCostSpec('cost', withoutUsage)).toBeUndefined();
  });

  it('names three plots per repetition', () => {
    expect(arenaPlotSpecs(run).map((plot) => plot.name)).toEqual([
      'aaarena-elo-rep-1',
      'aaarena-timeline-rep-1',
      'aaarena-cost-rep-1',
    ]);
  });
});

describe('AAArena results of a continued run', () => {
  it('shows the champion before the extension, in the table and as a rule on the timeline', () => {
    const { home, runId } = fixture();
    const ledger = new ArenaLedger(join(arenaRunDir(home, runId), 'rep-1', 'ledger.db'));
    const lastSeq = ledger.submissions().at(-1)?.seq;
    ledger.extend();
    ledger.close();
    const run = readArenaRun(home, runId);
    const [continued, plain] = arenaRunResults(run).repetitions;
    expect(continued?.extension).toEqual({ afterSeq: lastSeq, champion: continued?.champion });
    expect(continued?.budgets.full.total).toBe(3 * fixtureBudgets.full);
    expect(plain?.extension).toBeNull();
    const table = arenaResultsTable(arenaRunResults(run));
    const column = table.headers.indexOf('before extension: rank (Elo)');
    expect(column).toBeGreaterThan(0);
    expect(table.rows[0]?.[column]).toBe(`${continued?.champion?.rank} (${continued?.champion?.elo.toFixed(0)})`);
    expect(table.rows[1]?.[column]).toBe('-');
    const timeline = (name: string) => JSON.stringify(arenaPlotSpecs(run).find((plot) => plot.name === name)?.spec);
    expect(timeline('aaarena-timeline-rep-1')).toContain(`{"seq":${(lastSeq ?? 0) + 0.5},"label":"budget extended"}`);
    expect(timeline('aaarena-timeline-rep-2')).not.toContain('budget extended');
  });
});
