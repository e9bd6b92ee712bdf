// AAArena's protocol over repetitions: repetition k lives in `<root>/rep-<k>/`, seeded from the run's seed and k, and
// is developed until the developer stops; a repetition with `end.json` is finished and only read back. Re-running
// continues the first unfinished one (its arena reopens with its ledger, the developer resumes from its workspace).
// The continuation extends a finished repetition's budgets once and develops it again (`end-continuation.json`).
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from 'simple-statistics';
import type { Developer, DeveloperEnd, DeveloperUsage } from '../arena/developer.js';
import { resultLine } from '../arena/result-line.js';
import type { ArenaBudget, ArenaTools } from '../core/arena-tools.js';
import { mixSeed } from '../core/rng.js';

/** A repetition's official figures: its champion (the best full evaluation, baseline included) and its baseline. */
export interface RepetitionFigures {
  readonly champion: {
    readonly rank: number;
    readonly elo: number;
    readonly interval: readonly [number, number];
  } | null;
  readonly baseline: { readonly rank: number; readonly elo: number } | null;
  /** The champion before the extension, for a continued repetition. */
  readonly beforeExtension?: { readonly rank: number; readonly elo: number } | null;
}

/** One repetition's arena, opened for a developer. */
export interface OpenedRepetition {
  readonly tools: ArenaTools;
  readonly workspace: string;
  readonly strategyDir: string;
  figures(): RepetitionFigures;
  /** Grants the one extension; false when the run is final (its champion holds rank 1). */
  extend(): boolean;
  close(): void;
}

export interface RepetitionResult extends RepetitionFigures {
  /** From 1. */
  readonly repetition: number;
  readonly dir: string;
  readonly seed: number;
  readonly stop: DeveloperEnd['stop'];
  readonly budgets: { readonly small: ArenaBudget; readonly full: ArenaBudget };
  readonly usage: DeveloperUsage;
  readonly extended: boolean;
}

export interface AaarenaRepetitionsOptions {
  /** The run's arena directory, `<home>/arena/<runId>`. */
  readonly root: string;
  readonly repetitions: number;
  readonly seed: number;
  /** A fresh developer for each repetition. */
  readonly developer: () => Developer;
  /** Creates or reopens repetition `repetition`'s arena in `dir` (re-executing a pending submission without charge). */
  readonly open: (
    repetition: number,
    dir: string,
    seed: number,
    usage: () => DeveloperUsage,
  ) => OpenedRepetition | Promise<OpenedRepetition>;
  readonly signal: AbortSignal;
  /** Continue every finished repetition once with the extension (AAArena's continuation experiment). */
  readonly extend?: boolean;
  /** Called after each submission the developer makes, with a one-line summary and its cost. */
  readonly onSubmission?: (repetition: number, line: string, cost: number) => void;
}

export interface AaarenaRepetitionsResult {
  readonly repetitions: RepetitionResult[];
  /** Repetitions developed now and found finished. */
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
}

export const repetitionFiles = {
  end: 'end.json',
  continuationEnd: 'end-continuation.json',
  usage: 'usage.json',
  transcript: 'transcript.jsonl',
} as const;

/** Repetition k's base seed: the run's seed mixed with k, so repetitions differ and each is reproducible. */
export function repetitionSeed(seed: number, repetition: number): number {
  return mixSeed(seed, repetition) >>> 0;
}

/** Develops every unfinished repetition in order, stopping at an interrupt; finished ones are read back. */
export async function runAaarenaRepetitions(options: AaarenaRepetitionsOptions): Promise<AaarenaRepetitionsResult> {
  const repetitions: RepetitionResult[] = [];
  let played = 0;
  let skipped = 0;
  for (let repetition = 1; repetition <= options.repetitions; repetition++) {
    if (options.signal.aborted) return { repetitions, played, skipped, interrupted: true };
    const dir = join(options.root, `rep-${repetition}`);
    mkdirSync(dir, { recursive: true });
    const seed = repetitionSeed(options.seed, repetition);
    const usage = { tokens: 0, usd: 0, ...readJson<DeveloperUsage>(join(dir, repetitionFiles.usage)) };
    const opened = await options.open(repetition, dir, seed, () => usage);
    try {
      let developed = false;
      let end: DeveloperEnd | undefined;
      for (;;) {
        const extended = opened.tools.status().extended;
        const endFile = join(dir, extended ? repetitionFiles.continuationEnd : repetitionFiles.end);
        end = readJson<DeveloperEnd>(endFile);
        if (!end) {
          end = await options.developer().develop({
            tools: reportingTools(opened.tools, (line, cost) => options.onSubmission?.(repetition, line, cost)),
            workspace: opened.workspace,
            strategyDir: opened.strategyDir,
            seed,
            signal: options.signal,
            addUsage: (more) => {
              usage.tokens += more.tokens;
              usage.usd += more.usd;
              writeJson(join(dir, repetitionFiles.usage), usage);
            },
            log: (event) => appendFileSync(join(dir, repetitionFiles.transcript), `${JSON.stringify(event)}\n`),
          });
          if (end.stop === 'interrupted') return { repetitions, played, skipped, interrupted: true };
          writeJson(endFile, end);
          developed = true;
        }
        if (!options.extend || extended || !opened.extend()) break;
      }
      if (developed) played++;
      else skipped++;
      const { budgets, extended } = opened.tools.status();
      repetitions.push({
        repetition,
        dir,
        seed,
        stop: end.stop,
        budgets,
        usage: { ...usage },
        extended,
        ...opened.figures(),
      });
    } finally {
      opened.close();
    }
  }
  return { repetitions, played, skipped, interrupted: false };
}

/** The run's headline: medians over repetitions of the champion's and the baseline's rank and Elo, and gold medals. */
export function repetitionsSummary(results: readonly RepetitionResult[]) {
  const champions = results.flatMap((result) => (result.champion ? [result.champion] : []));
  const baselines = results.flatMap((result) => (result.baseline ? [result.baseline] : []));
  const middle = (values: number[]) => (values.length > 0 ? median(values) : null);
  return {
    repetitions: results.length,
    medianRank: middle(champions.map((champion) => champion.rank)),
    medianElo: middle(champions.map((champion) => champion.elo)),
    medianBaselineRank: middle(baselines.map((baseline) => baseline.rank)),
    gold: champions.filter((champion) => champion.rank === 1).length,
    /** Over the continued repetitions: the median rank of their champions before the extension. */
    medianRankBeforeExtension: middle(
      results.flatMap((result) => (result.beforeExtension ? [result.beforeExtension.rank] : [])),
    ),
  };
}

/** `tools` reporting each completed submission to `report` (one line and its cost). */
function reportingTools(tools: ArenaTools, report: (line: string, cost: number) => void): ArenaTools {
  const after = (kind: string) => async (outcome: ReturnType<ArenaTools['small']>) => {
    const settled = await outcome;
    if (settled.state === 'completed')
      report(`${kind} ${settled.submissionId}: ${resultLine(settled.result)}`, settled.cost);
    else report(`${kind} ${settled.submissionId} rejected: ${settled.reason}`, 0);
    return settled;
  };
  return new Proxy(tools, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'small') return (...args: Parameters<ArenaTools['small']>) => after('small')(target.small(...args));
      if (key === 'full') return (...args: Parameters<ArenaTools['full']>) => after('full')(target.full(...args));
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value)}\n`);
  renameSync(`${file}.tmp`, file);
}
