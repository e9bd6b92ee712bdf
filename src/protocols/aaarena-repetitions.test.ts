// Repetitions of an AAArena run with the offline developer on a fake arena: each in its own directory and seed,
// finished ones read back without developing again, an interrupted one continued on the next call.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { offlineDeveloper } from '../arena/offline-developer.js';
import { type FakeArenaTools, toyArena, toyPools, toyWorkspace } from '../arena/test-args-arena-tools.js';
import {
  type AaarenaRepetitionsOptions,
  repetitionFiles,
  repetitionSeed,
  repetitionsSummary,
  runAaarenaRepetitions,
} from './aaarena-repetitions.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const pools = toyPools(made);

/** Options over one root whose fake arenas outlive a call (as ledgers do), one per repetition directory. */
function setup(repetitions: number) {
  const root = mkdtempSync(join(tmpdir(), 'xparena-aaarena-'));
  made.push(root);
  const arenas = new Map<string, FakeArenaTools>();
  const lines: string[] = [];
  const options = (signal = new AbortController().signal): AaarenaRepetitionsOptions => ({
    root,
    repetitions,
    seed: 3,
    signal,
    developer: () => offlineDeveloper('offline', pools),
    open: (_repetition, dir) => {
      const { workspace, strategyDir } = arenas.has(dir)
        ? { workspace: dir, strategyDir: join(dir, 'strategy') }
        : toyWorkspace(made, dir);
      const tools = arenas.get(dir) ?? toyArena(strategyDir);
      arenas.set(dir, tools);
      return {
        tools,
        workspace,
        strategyDir,
        figures: () => {
          const { champion } = tools.status();
          const baseline = tools.log[0]?.kind === 'full' ? { rank: 11, elo: 1150 } : null;
          return {
            champion: champion && {
              rank: champion.rank,
              elo: champion.elo,
              interval: [champion.elo - 50, champion.elo + 50],
            },
            baseline,
          };
        },
        extend: () => tools.extend(),
        close: () => {},
      };
    },
    onSubmission: (repetition, line) => lines.push(`${repetition} ${line}`),
  });
  return { root, arenas, lines, options };
}

describe('AAArena repetitions', () => {
  it('develops each repetition in its own directory and seed, then reads finished ones back', async () => {
    const { root, lines, options } = setup(2);
    const first = await runAaarenaRepetitions(options());
    expect(first).toMatchObject({ played: 2, skipped: 0, interrupted: false });
    expect(first.repetitions.map((result) => result.seed)).toEqual([repetitionSeed(3, 1), repetitionSeed(3, 2)]);
    expect(repetitionSeed(3, 1)).not.toBe(repetitionSeed(3, 2));
    for (const result of first.repetitions) {
      expect(result.stop).toBe('frozen');
      expect(result.budgets.small.remaining).toBe(0);
      expect(result.champion?.rank).toBeLessThan(11);
      expect(existsSync(join(root, `rep-${result.repetition}`, repetitionFiles.end))).toBe(true);
    }
    expect(lines[0]).toMatch(/^1 full offline-0-full-2\.0: rank 8, Elo 1340\.0$/);
    const transcript = readFileSync(join(root, 'rep-1', repetitionFiles.transcript), 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(transcript.at(-1) ?? '{}')).toMatchObject({ kind: 'stop', text: 'frozen' });

    const again = await runAaarenaRepetitions(options());
    expect(again).toMatchObject({ played: 0, skipped: 2, interrupted: false });
    expect(again.repetitions).toEqual(first.repetitions);
    const summary = repetitionsSummary(first.repetitions);
    expect(summary).toMatchObject({ repetitions: 2, medianBaselineRank: 11, gold: 0 });
    expect(summary.medianRank).toBeLessThan(11);
  });

  it('stops at an interrupt and continues the unfinished repetition on the next call', async () => {
    const { arenas, options } = setup(2);
    const controller = new AbortController();
    const interrupted = options(controller.signal);
    let submissions = 0;
    const stopped = await runAaarenaRepetitions({
      ...interrupted,
      onSubmission: (repetition) => {
        if (repetition === 2 && ++submissions === 3) controller.abort();
      },
    });
    expect(stopped).toMatchObject({ played: 1, interrupted: true });
    const resumed = await runAaarenaRepetitions(options());
    expect(resumed).toMatchObject({ played: 1, skipped: 1, interrupted: false });
    const second = [...arenas.values()][1] as FakeArenaTools;
    expect(second.status().budgets.full.remaining).toBe(0);
    expect(second.calls).toBe(second.log.length - 1);
  });

  it('continues finished repetitions once with the extension, from their champions, in the same workspace', async () => {
    const { root, arenas, options } = setup(1);
    const first = await runAaarenaRepetitions(options());
    const base = first.repetitions[0];
    const arena = [...arenas.values()][0] as FakeArenaTools;
    const submittedBefore = arena.log.length;
    const continued = await runAaarenaRepetitions({ ...options(), extend: true });
    expect(continued).toMatchObject({ played: 1, skipped: 0 });
    const result = continued.repetitions[0];
    expect(result).toMatchObject({ extended: true, budgets: { small: { total: 144 }, full: { total: 18 } } });
    expect(result?.budgets.full.used).toBeGreaterThan(base?.budgets.full.used ?? 0);
    // The continued search starts from the first one's champion and never re-evaluates a point the first one did.
    const later = arena.log.slice(submittedBefore);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((submission) => submission.id.startsWith('offline-continued-'))).toBe(true);
    const evaluated = (log: typeof later) => log.filter((s) => s.kind === 'full').map((s) => s.args);
    expect(evaluated(later).filter((args) => evaluated(arena.log.slice(0, submittedBefore)).includes(args))).toEqual(
      [],
    );
    expect(result?.champion?.rank).toBeLessThanOrEqual(base?.champion?.rank ?? 0);
    expect(existsSync(join(root, 'rep-1', repetitionFiles.end))).toBe(true);
    expect(existsSync(join(root, 'rep-1', repetitionFiles.continuationEnd))).toBe(true);
    // Asking again develops nothing: the one extension is spent.
    const again = await runAaarenaRepetitions({ ...options(), extend: true });
    expect(again).toMatchObject({ played: 0, skipped: 1 });
    expect(arena.log.length).toBe(submittedBefore + later.length);
  });
});
