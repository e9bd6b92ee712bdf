// `xparena run aaarena --game G --developer D …`: one stored run of R repetitions, each an arena in
// `<home>/arena/<runId>/rep-<k>/` developed by D through the arena's tools; resumable, Ctrl-C safe; prints each
// repetition's champion and baseline and the median over repetitions. `--extend` is the continuation experiment:
// the same run, each repetition's budgets extended once and developed on in the same workspace and ledger.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { poolsDir } from '../agents/program/pool-roster.js';
import { arenaDefaults } from '../arena/arena-config.js';
import { readArenaPool } from '../arena/arena-pool.js';
import { arenaRunFiles, createArenaRun, openArenaRun } from '../arena/arena-run.js';
import { ArenaSession } from '../arena/arena-session.js';
import { createDeveloper } from '../arena/developer-table.js';
import type { FullEvaluationResult } from '../core/arena-tools.js';
import { UsageError } from '../core/usage-error.js';
import {
  type OpenedRepetition,
  type RepetitionFigures,
  type RepetitionResult,
  repetitionsSummary,
  runAaarenaRepetitions,
} from '../protocols/aaarena-repetitions.js';
import { type AaarenaRunSettings, type AaarenaRunSpec, aaarenaRunSpec } from '../protocols/suites/aaarena-run-spec.js';
import { formatTable } from '../report/table.js';
import { executeRun, type RunPlan } from '../runs/execute-run.js';
import { homeDir } from '../runs/home.js';
import { type ArenaLedger, LedgerRefusal } from '../store/arena-ledger.js';
import { flagName, runFlagsContext } from './run-flags.js';

/** The flags of `xparena run` that AAArena reads. */
export interface AaarenaRunFlags extends AaarenaRunSettings {
  readonly concurrency?: number;
  readonly extend?: boolean;
  readonly json?: boolean;
  readonly progress?: boolean;
  readonly queue?: string;
}

export async function runAaarenaCommand(
  flags: AaarenaRunFlags,
  /** Flags of other suites the user gave (camel case), refused here. */
  refused: readonly string[],
  command: Command,
): Promise<void> {
  if (refused.length > 0) throw new UsageError(`aaarena takes no ${refused.map(flagName).join(', ')}`);
  const spec = aaarenaRunSpec(flags);
  const home = command.optsWithGlobals().home as string | undefined;
  const plan = aaarenaPlan(spec, { home, extend: flags.extend === true, concurrency: flags.concurrency });
  const context = runFlagsContext(command, flags);
  await executeRun(plan, context, ({ runId, result }) => {
    const summary = repetitionsSummary(result.repetitions);
    if (flags.json) {
      console.log(JSON.stringify({ run: runId, spec, repetitions: result.repetitions, summary }, null, 2));
      return;
    }
    console.log(repetitionTable(result.repetitions));
    const median = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));
    console.log(
      `median over ${summary.repetitions} repetition(s): rank ${median(summary.medianRank, 1)}, Elo ${median(summary.medianElo, 1)} ` +
        `(baseline rank ${median(summary.medianBaselineRank, 1)}` +
        (summary.medianRankBeforeExtension === null
          ? ''
          : `, before the extension rank ${median(summary.medianRankBeforeExtension, 1)}`) +
        `); gold medals: ${summary.gold} of ${summary.repetitions}`,
    );
  });
}

/**
 * The stored run of `spec` (`xparena run aaarena` or one cell of a suite file): its repetitions' arenas live in
 * `<home>/arena/<runId>/`; `extend` continues each repetition once with doubled budgets (the same run).
 */
export function aaarenaPlan(
  spec: AaarenaRunSpec,
  options: { readonly home: string | undefined; readonly extend: boolean; readonly concurrency?: number },
): RunPlan<Awaited<ReturnType<typeof runAaarenaRepetitions>>> {
  const { home } = options;
  const pools = poolsDir();
  const concurrency = options.concurrency ?? arenaDefaults.concurrency;
  // The extension doubles each budget (AAArena's +256/+32 on 128/16), so a continued repetition has three times them.
  const share = (options.extend ? 3 : 1) * (spec.small + spec.full);
  const perRepetition = `${spec.small} small + ${spec.full} full`;
  return {
    name: 'aaarena',
    kind: 'aaarena',
    spec,
    agents: [],
    unit: 'budget units',
    breakdown:
      `${spec.developer} on ${spec.game} (${spec.arm} arm, ${spec.feedback}, batch ${spec.batch}), ${spec.repetitions} repetition(s) × ` +
      `${options.extend ? `3 × (${perRepetition}) with the extension` : perRepetition} = `,
    prepare: () => {
      readArenaPool(spec.game, pools);
      createDeveloper(spec.developer, { poolsDir: pools });
      return {
        matches: spec.repetitions * share,
        play: ({ store, runId, models, signal, onMatch, runner }) =>
          runAaarenaRepetitions({
            root: join(homeDir(home), 'arena', runId),
            repetitions: spec.repetitions,
            seed: spec.seed,
            signal,
            extend: options.extend === true,
            developer: () => createDeveloper(spec.developer, { models, poolsDir: pools }),
            open: async (_repetition, dir, seed, usage): Promise<OpenedRepetition> => {
              const run = existsSync(join(dir, arenaRunFiles.config))
                ? openArenaRun(dir)
                : createArenaRun(dir, {
                    game: spec.game,
                    poolsDir: pools,
                    seed,
                    arm: spec.arm,
                    feedback: spec.feedback,
                    batch: spec.batch,
                    budgets: { small: spec.small, full: spec.full },
                    concurrency,
                    store: { home: homeDir(home), runId },
                  });
              try {
                const session = new ArenaSession(run, { store, runId, usage, ...(runner ? { runner } : {}) });
                await session.recover(signal);
                return {
                  tools: session,
                  workspace: run.workspace,
                  strategyDir: run.strategyDir,
                  figures: () => figures(run.ledger),
                  extend: () => extendUnlessGold(run.ledger),
                  close: () => run.ledger.close(),
                };
              } catch (error) {
                run.ledger.close();
                throw error;
              }
            },
            onSubmission: (repetition, line, cost) => {
              for (let unit = 0; unit < cost; unit++) onMatch(`rep ${repetition}: ${line}`);
            },
          }),
      };
    },
  };
}

/** Grants the ledger's extension, or returns false when the run is final (a gold medal is not extended). */
function extendUnlessGold(ledger: ArenaLedger): boolean {
  try {
    ledger.extend();
    return true;
  } catch (error) {
    if (error instanceof LedgerRefusal && error.code === 'gold') return false;
    throw error;
  }
}

/**
 * The champion (best full evaluation, baseline included) and the baseline of one repetition's ledger, and for a
 * continued one its champion before the extension.
 */
function figures(ledger: ArenaLedger): RepetitionFigures {
  const champion = ledger.champion();
  const result = champion?.result as unknown as FullEvaluationResult | undefined;
  const before = ledger.status().extended ? ledger.baseChampion() : undefined;
  const baseline = ledger
    .submissions()
    .find((submission) => submission.request.kind === 'full' && submission.request.baseline === true)?.result as
    | FullEvaluationResult
    | null
    | undefined;
  return {
    champion: result ? { rank: result.rank, elo: result.elo, interval: result.interval } : null,
    baseline: baseline ? { rank: baseline.rank, elo: baseline.elo } : null,
    ...(ledger.status().extended
      ? { beforeExtension: before ? { rank: before.result.rank, elo: before.result.elo } : null }
      : {}),
  };
}

function repetitionTable(results: readonly RepetitionResult[]): string {
  const continued = results.some((result) => result.extended);
  const rows = results.map((result) => [
    result.repetition,
    ...(continued ? [result.beforeExtension?.rank ?? '–'] : []),
    result.champion?.rank ?? '–',
    result.champion ? result.champion.elo.toFixed(1) : '–',
    result.champion ? `${result.champion.interval[0].toFixed(0)}–${result.champion.interval[1].toFixed(0)}` : '–',
    result.baseline?.rank ?? '–',
    `${result.budgets.small.used}/${result.budgets.small.total}`,
    `${result.budgets.full.used}/${result.budgets.full.total}`,
    result.stop,
  ]);
  const before = continued ? ['rank before extension'] : [];
  return formatTable(['rep', ...before, 'rank', 'Elo', '95% interval', 'baseline rank', 'small', 'full', 'stop'], rows);
}
