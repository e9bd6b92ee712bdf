// `xparena experience compare <run…>`: experiences side by side on the same seeds — one evolve run with several
// evolving agents, or explore/evaluate runs that differ only in their experience — with paired differences from
// `none` and what learning cost next to what play cost.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import type { Usage } from '../core/agent.js';
import { finiteOrNull } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { UsageError } from '../core/usage-error.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES } from '../measure/bootstrap-intervals.js';
import type { Estimate } from '../measure/estimate.js';
import { type ComparedScore, type Comparison, compareExperiences } from '../measure/experience-comparison.js';
import { comparisonSpec } from '../report/comparison-figure.js';
import { type LearningCost, learningCosts } from '../report/learning-cost.js';
import { renderFigure } from '../report/learning-plots.js';
import { formatTable } from '../report/table.js';
import { homeDir, openStore } from '../runs/home.js';
import { experienceRun } from '../runs/latest-run.js';
import { runLabels } from '../runs/run-labels.js';
import type { Store } from '../store/store.js';
import { assertWritableFolder } from './output-path.js';
import { intOption } from './parse-int-option.js';
import { resolveRunId } from './run-source.js';

interface CompareOptions {
  readonly baseline?: string;
  readonly bootstrap: number;
  readonly seed: number;
  readonly json?: boolean;
  readonly plots: boolean;
  readonly out?: string;
}

/** What one experience spent: on learning steps (stored with its snapshots) and on play (in its seats' moves). */
interface ExperienceCost {
  readonly experience: string;
  readonly learnTokens: number;
  readonly learnUsd: number;
  readonly playTokens: number;
  readonly playUsd: number;
}

/** Registers `compare` under the `experience` command. */
export function experienceCompareCommand(experience: Command): void {
  experience
    .command('compare')
    .description('compare experiences on the same seeds: scores per checkpoint or round, paired differences, costs')
    .argument('<runs...>', 'one evolve run with several evolving agents, or explore/evaluate runs of one agent')
    .option('--baseline <experience>', 'the experience differences are taken from (default: none)')
    .option(
      '--bootstrap <count>',
      'percentile bootstrap resamples of each interval (0: none)',
      intOption('--bootstrap', 0, 100_000),
      DEFAULT_RESAMPLES,
    )
    .option('--seed <n>', 'seed of the resampling', intOption('--seed', 0, 2 ** 32 - 1), DEFAULT_RESAMPLE_SEED)
    .option('--json', 'print JSON instead of tables')
    .option('--no-plots', 'skip the figures')
    .option('-o, --out <dir>', 'where the figures go (default: <home>/reports/compare-<first run>)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        "  xparena evolve ptcg -a 'llm:openai/gpt-4o' -a 'llm:openai/gpt-4o' -x reflexion -x none --anchors latest",
        '  xparena experience compare latest',
        '  xparena experience compare s3gym-1a2b3c s3gym-4d5e6f   # runs of one agent with different --experience',
      ].join('\n'),
    )
    .action(async (sources: string[], options: CompareOptions, command: Command) => {
      const home = command.optsWithGlobals().home;
      const store = openStore(home, { readonly: true });
      let scores: ComparedScore[];
      let costs: ExperienceCost[];
      let runIds: string[];
      let baseline: string;
      try {
        runIds = sources.map((source) => resolveRunId(store, source, false, experienceRun));
        const gathered = runIds.map((runId) => gather(store, runId));
        scores = gathered.flatMap((run) => run.scores);
        costs = gathered.flatMap((run) => run.costs);
        const groups = [...new Set(scores.map((score) => score.experience))];
        if (new Set(costs.map((cost) => cost.experience)).size !== costs.length)
          throw new UsageError('the runs repeat an experience: compare runs (or evolving agents) that differ in it');
        if (groups.length < 2)
          throw new UsageError(
            `only one experience (${groups[0] ?? 'none'}) in ${runIds.join(', ')}: give runs (or an evolve run) with several`,
          );
        baseline = options.baseline ?? groups.find((group) => group === 'none' || group.endsWith(' (none)')) ?? '';
        if (options.baseline !== undefined && !groups.includes(options.baseline))
          throw new UsageError(`--baseline ${options.baseline} is not one of ${groups.join(', ')}`);
      } finally {
        store.close();
      }
      const comparison = compareExperiences(scores, { baseline, bootstrap: options.bootstrap, seed: options.seed });
      const dir = resolve(options.out ?? join(homeDir(home), 'reports', `compare-${runIds[0]}`));
      const figures: string[] = [];
      if (options.plots) {
        assertWritableFolder(dir, '--out');
        for (const game of [...new Set(comparison.points.map((point) => point.game))]) {
          const figure = await renderFigure(`compare-${game}`, comparisonSpec(game, comparison.points));
          writeFileSync(join(dir, `${figure.name}.svg`), figure.svg);
          writeFileSync(join(dir, `${figure.name}.png`), figure.png);
          figures.push(join(dir, `${figure.name}.svg`));
        }
      }
      if (options.json) {
        console.log(JSON.stringify({ runs: runIds, ...comparison, costs, figures }, finiteOrNull, 2));
        return;
      }
      console.log(scoreTable(comparison));
      console.log(costTable(costs));
      if (figures.length) console.log(`\nfigures: ${figures.join(', ')}`);
    });
}

/** A run's scored episodes and each experience's costs. */
function gather(store: Store, runId: string): { scores: ComparedScore[]; costs: ExperienceCost[] } {
  const run = store.getRun(runId);
  const snapshots = store.listExperienceSnapshotInfo(runId);
  const scores: ComparedScore[] = [];
  const play = new Map<string, Usage[]>();
  const labels = runLabels(store, runId, (label) =>
    label?.type === 'anchored' || (label?.type === 'episode' && label.phase === 'eval') ? label : undefined,
  );
  const names = new Map<number, string>();
  for (const record of store.records({ runId })) {
    const label = labels.get(record.id);
    if (!label || !counts(record)) continue;
    if (label.type === 'anchored') {
      names.set(label.agent, label.name);
      scores.push({
        experience: label.name,
        game: record.game,
        // Rounds are counted from 1 here as everywhere `xparena evolve` and the viewer show them.
        point: label.round + 1,
        pair: `${record.seed}/${label.seat}/${label.anchor}`,
        score: record.end.scores?.[label.seat] ?? 0,
      });
      play.set(label.name, [...(play.get(label.name) ?? []), ...seatUsage(record, label.seat)]);
    } else {
      scores.push({
        experience: label.pathway,
        game: label.game,
        point: label.checkpoint,
        pair: String(record.seed),
        score: record.end.scores?.[0] ?? 0,
      });
    }
  }
  if (run?.kind === 'anchored') {
    // Anchored trials are the evolving agents, in spec order.
    const costs = [...names].map(([agent, name]) =>
      cost(name, learningCosts(snapshots.filter((row) => row.trial === agent)), play.get(name)),
    );
    return { scores, costs };
  }
  const experience = scores[0]?.experience ?? 'none';
  const usage = [...store.records({ runId })].flatMap((record) => seatUsage(record, 0));
  return { scores, costs: [cost(experience, learningCosts(snapshots), usage)] };
}

function cost(experience: string, learning: readonly LearningCost[], play: readonly Usage[] = []): ExperienceCost {
  return {
    experience,
    learnTokens: learning.reduce((sum, row) => sum + row.inputTokens + row.outputTokens, 0),
    learnUsd: learning.reduce((sum, row) => sum + row.costUsd, 0),
    playTokens: play.reduce((sum, usage) => sum + (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0), 0),
    playUsd: play.reduce((sum, usage) => sum + (usage.costUsd ?? 0), 0),
  };
}

/** Whether a match's scores count (infrastructure failures and crashes carry none). */
function counts(record: MatchRecord): boolean {
  return record.end.status !== 'infra' && record.end.status !== 'error';
}

/** The usage of every answer a seat gave in a match, rejected attempts included. */
function seatUsage(record: MatchRecord, seat: number): Usage[] {
  return record.steps.flatMap((step) =>
    step.moves
      .filter((move) => move.player === seat)
      .flatMap((move) => [
        ...(move.usage ? [move.usage] : []),
        ...(move.invalid ?? []).flatMap((bad) => (bad.usage ? [bad.usage] : [])),
      ]),
  );
}

function scoreTable(comparison: Comparison): string {
  const differences = new Map(
    comparison.differences.map((row) => [JSON.stringify([row.game, row.experience, row.point]), row]),
  );
  const rows = comparison.points.map((point) => {
    const difference = differences.get(JSON.stringify([point.game, point.experience, point.point]));
    return [
      point.game,
      point.experience,
      String(point.point),
      String(point.episodes),
      estimate(point.mean),
      difference ? `${estimate(difference.difference)} (${difference.pairs} pairs)` : '',
    ];
  });
  const note = comparison.bootstrap
    ? `95% percentile bootstrap intervals, ${comparison.bootstrap} resamples, seed ${comparison.seed}`
    : 'point estimates (--bootstrap 0)';
  const header = [
    'game',
    'experience',
    'point',
    'episodes',
    'mean score',
    `Δ vs ${comparison.baseline || '(no baseline)'}`,
  ];
  return `Score per checkpoint (explore/evaluate) or round (evolve), paired on seeds; ${note}:\n${formatTable(header, rows)}`;
}

function costTable(costs: readonly ExperienceCost[]): string {
  const rows = costs.map((row) => [
    row.experience,
    String(row.learnTokens),
    row.learnUsd.toFixed(4),
    String(row.playTokens),
    row.playUsd.toFixed(4),
  ]);
  return `\nWhat each experience cost (learning steps vs play):\n${formatTable(['experience', 'learn tokens', 'learn USD', 'play tokens', 'play USD'], rows)}`;
}

function estimate(value: Estimate): string {
  const point = value.value.toFixed(2);
  return Number.isNaN(value.low) ? point : `${point} [${value.low.toFixed(2)}, ${value.high.toFixed(2)}]`;
}
