// `xparena compare` as text: one table per quantity the runs share, each with how its intervals were made.
import type { Estimate } from '../measure/estimate.js';
import type { PairedDifference } from '../measure/paired-difference.js';
import type { RunComparison } from './run-comparison.js';
import { fixed, formatTable } from './table.js';

/** Every table of the comparison, separated by blank lines. */
export function runComparisonText(comparison: RunComparison): string {
  const sections: string[] = [
    `Runs compared (baseline: ${comparison.baseline}):\n${formatTable(
      ['label', 'run', 'kind'],
      comparison.runs.map((run) => [run.label, run.id, run.kind]),
    )}`,
  ];
  const resampling = comparison.bootstrap
    ? `${comparison.bootstrap} resamples, seed ${comparison.seed}`
    : 'no resampling (--bootstrap 0)';
  const { learning, ratings } = comparison;
  if (learning) {
    sections.push(
      `Learning metrics per game (mean over trials, 95% Student-t intervals over trials):\n${formatTable(
        ['game', 'label', 'trials', 'y₀', 'Avg', 'Max', 'AUC+', 'NABA'],
        learning.curves.map((curve) => [
          curve.game,
          curve.pathway,
          curve.trials,
          estimate(curve.start),
          estimate(curve.avg),
          estimate(curve.max),
          estimate(curve.aucPlus),
          estimate(curve.naba),
        ]),
      )}`,
      `ΔNABA (to − from; 95% bootstrap over trials, ${resampling}):\n${
        learning.deltas.length
          ? formatTable(
              ['game', 'from', 'to', 'ΔNABA'],
              learning.deltas.map((delta) => [delta.game, delta.from, delta.to, estimate(delta.delta)]),
            )
          : '(no game both runs played)'
      }`,
      `Paired evaluation-score differences (label − baseline on the same trial, checkpoint and seed; 95% bootstrap over seeds, ${resampling}; exact sign test over seeds, a seed counting once over its checkpoints):\n${
        learning.paired.length
          ? formatTable(
              pairedHeaders('game', 'seeds'),
              learning.paired.map((row) => [row.game, ...pairedCells(row.label, row.baseline, row.difference)]),
            )
          : '(no shared evaluation seeds: runs pair only when they evaluate on the same seeds)'
      }`,
    );
  }
  if (ratings) {
    sections.push(
      `Ratings per run (Bradley–Terry Elo, 95% profile-likelihood intervals) and dollars per game (95% bootstrap over games):\n${formatTable(
        ['agent', 'label', 'games', 'Elo', 'Elo interval', '$/game'],
        ratings.agents.map((agent) => [
          agent.agent,
          agent.label,
          agent.games,
          fixed(agent.rating, 0),
          agent.interval ? `${fixed(agent.interval[0], 0)} – ${fixed(agent.interval[1], 0)}` : '-',
          estimate(agent.costPerGame, 4),
        ]),
      )}`,
      `Paired score differences per game (an agent's result in a run − in the baseline on the same opponent, seed and seat; 95% bootstrap, ${resampling}; exact sign test):\n${
        ratings.paired.length
          ? formatTable(
              pairedHeaders('agent', 'games'),
              ratings.paired.map((row) => [row.agent, ...pairedCells(row.label, row.baseline, row.difference)]),
            )
          : '(no agent played the same games in two runs)'
      }`,
      `Rank agreement (Kendall τ-b over the agents both runs rated; 95% match bootstrap, ${resampling}):\n${
        ratings.agreement.length
          ? formatTable(
              ['run', 'run', 'agents', 'τ'],
              ratings.agreement.map((row) => [row.a, row.b, row.agents, estimate(row.tau)]),
            )
          : '(fewer than two agents in common)'
      }`,
    );
  }
  const { learn2play } = comparison;
  if (learn2play) {
    const rows = learn2play.metrics.flatMap(({ label, metrics }) => [
      ...metrics.games.map((game) => [
        game.game,
        label,
        game.trials,
        estimate(game.max),
        estimate(game.mean),
        estimate(game.gain),
        estimate(game.slope),
      ]),
      [
        `all ${metrics.aggregate.games} (challenge 3×)`,
        label,
        '',
        estimate(metrics.aggregate.max),
        estimate(metrics.aggregate.mean),
        estimate(metrics.aggregate.gain),
        estimate(metrics.aggregate.slope),
      ],
    ]);
    sections.push(
      `Learn2Play metrics (normalised scores, 100 = the reference solver; 95% bootstrap over trials, ${resampling}):\n${formatTable(
        ['game', 'label', 'trials', 'Max', 'Mean', 'LG', 'LS'],
        rows,
      )}`,
      `Paired normalised-score differences (label − baseline on the same game, trial and episode; 95% bootstrap over trials, ${resampling}; exact sign test over trials):\n${
        learn2play.paired.length
          ? formatTable(
              pairedHeaders('game', 'trials'),
              learn2play.paired.map((row) => [row.game, ...pairedCells(row.label, row.baseline, row.difference)]),
            )
          : '(no shared episodes: runs pair only on the same games, trials and seeds)'
      }`,
    );
  }
  const { arena } = comparison;
  if (arena) {
    const standing = (value: { rank: number; elo: number } | null) =>
      value ? `rank ${value.rank}, Elo ${fixed(value.elo, 0)}` : '–';
    sections.push(
      `AAArena champions per repetition (the best full evaluation on the frozen ladder; baseline: the starter's):\n${formatTable(
        ['label', 'repetition', 'champion', '95% interval', 'baseline', 'small', 'full', 'gold'],
        arena.runs.flatMap(({ label, results }) =>
          results.repetitions.map((repetition) => [
            label,
            repetition.repetition,
            standing(repetition.champion),
            repetition.champion
              ? `${fixed(repetition.champion.interval[0], 0)} – ${fixed(repetition.champion.interval[1], 0)}`
              : '–',
            standing(repetition.baseline),
            `${repetition.budgets.small.used}/${repetition.budgets.small.total}`,
            `${repetition.budgets.full.used}/${repetition.budgets.full.total}`,
            repetition.gold ? 'yes' : 'no',
          ]),
        ),
      )}`,
      `AAArena medians over repetitions:\n${formatTable(
        ['label', 'repetitions', 'median rank', 'median Elo', 'median baseline rank', 'gold medals'],
        arena.runs.map(({ label, results }) => [
          label,
          results.repetitions.length,
          results.median ? fixed(results.median.rank, 1) : '–',
          results.median ? fixed(results.median.elo, 0) : '–',
          results.median?.baselineRank === null || results.median === null
            ? '–'
            : fixed(results.median.baselineRank, 1),
          results.medals,
        ]),
      )}`,
      `Paired champion Elo differences (label − baseline on the same repetition; 95% bootstrap over repetitions, ${resampling}; exact sign test):\n${
        arena.paired.length
          ? formatTable(
              pairedHeaders('runs', 'repetitions').slice(1),
              arena.paired.map((row) => pairedCells(row.label, row.baseline, row.difference)),
            )
          : '(no repetition with a champion in both runs)'
      }`,
    );
  }
  const { evolution } = comparison;
  if (evolution) {
    const rating = (line: { rating: number; low?: number; high?: number; round: number }) =>
      `${fixed(line.rating, 0)}${line.low !== undefined && line.high !== undefined ? ` [${fixed(line.low, 0)}, ${fixed(line.high, 0)}]` : ''} (round ${line.round + 1})`;
    sections.push(
      `Self-evolution per run (rating against the frozen anchors per round, 95% profile-likelihood intervals):\n${formatTable(
        ['label', 'evolving agent', 'rounds', 'first', 'last', 'last − first', 'best'],
        evolution.trajectories.map((row) => [
          row.label,
          row.agent,
          row.rounds,
          rating(row.first),
          rating(row.last),
          fixed(row.last.rating - row.first.rating, 0),
          rating(row.best),
        ]),
      )}`,
      `Paired game scores (a run's evolving agent − the baseline's on the same round, anchor, seed and seat; 95% bootstrap, ${resampling}; exact sign test):\n${
        evolution.paired.length
          ? formatTable(
              pairedHeaders('agent', 'games'),
              evolution.paired.map((row) => [
                row.agent === row.baselineAgent ? row.agent : `${row.agent} vs ${row.baselineAgent}`,
                ...pairedCells(row.label, row.baseline, row.difference),
              ]),
            )
          : '(no games in common: runs pair only on the same anchors, seeds and rounds)'
      }`,
    );
  }
  return `${sections.join('\n\n')}\n`;
}

function pairedHeaders(first: string, units: string): string[] {
  return [first, 'label − baseline', 'pairs', units, 'mean Δ', 'better/worse/tied', 'sign test p'];
}

function pairedCells(label: string, baseline: string, difference: PairedDifference): (string | number)[] {
  return [
    `${label} − ${baseline}`,
    difference.pairs,
    difference.clusters,
    estimate(difference.mean),
    `${difference.better}/${difference.worse}/${difference.ties}`,
    difference.signTestP < 0.001 ? '< 0.001' : fixed(difference.signTestP, 3),
  ];
}

/** "value [low, high]", or the value alone where no interval was made. */
function estimate(value: Estimate, digits = 2): string {
  const point = fixed(value.value, digits);
  return Number.isFinite(value.low) && Number.isFinite(value.high)
    ? `${point} [${fixed(value.low, digits)}, ${fixed(value.high, digits)}]`
    : point;
}
