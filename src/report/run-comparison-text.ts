// `xparena compare`'s tables: one per quantity the runs share, each titled with how its intervals were made; as text
// for the command, as data for the viewer.
import type { Estimate } from '../measure/estimate.js';
import type { PairedDifference } from '../measure/paired-difference.js';
import type { RunComparison } from './run-comparison.js';
import { fixed, formatTable } from './table.js';

/** One table of a comparison: what it shows and how its intervals were made, and what to say when it is empty. */
export interface ComparisonTable {
  readonly title: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly empty?: string;
}

function table(
  title: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  empty?: string,
): ComparisonTable {
  return { title, headers, rows: rows.map((row) => row.map(String)), ...(empty === undefined ? {} : { empty }) };
}

/** The comparison as text: every table under its title, separated by blank lines. */
export function runComparisonText(comparison: RunComparison): string {
  return tablesText(runComparisonTables(comparison));
}

/** Tables as text, each under its title (or what its emptiness means), separated by blank lines. */
export function tablesText(tables: readonly ComparisonTable[]): string {
  const one = (each: ComparisonTable) =>
    `${each.title}:\n${each.rows.length || !each.empty ? formatTable(each.headers, each.rows) : each.empty}`;
  return `${tables.map(one).join('\n\n')}\n`;
}

/** One table per quantity the runs share. */
export function runComparisonTables(comparison: RunComparison): ComparisonTable[] {
  const sections: ComparisonTable[] = [
    table(
      `Runs compared (baseline: ${comparison.baseline})`,
      ['label', 'run', 'kind'],
      comparison.runs.map((run) => [run.label, run.id, run.kind]),
    ),
  ];
  const resampling = comparison.bootstrap
    ? `${comparison.bootstrap} resamples, seed ${comparison.seed}`
    : 'no resampling (--bootstrap 0)';
  const { learning, ratings } = comparison;
  if (learning) {
    sections.push(
      table(
        `Learning metrics per game (mean over trials, 95% Student-t intervals over trials)`,
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
      ),
      table(
        `ΔNABA (to − from; 95% bootstrap over trials, ${resampling})`,
        ['game', 'from', 'to', 'ΔNABA'],
        learning.deltas.map((delta) => [delta.game, delta.from, delta.to, estimate(delta.delta)]),
        '(no game both runs played)',
      ),
      table(
        `Paired evaluation-score differences (label − baseline on the same trial, checkpoint and seed; 95% bootstrap over seeds, ${resampling}; exact sign test over seeds, a seed counting once over its checkpoints)`,
        pairedHeaders('game', 'seeds'),
        learning.paired.map((row) => [row.game, ...pairedCells(row.label, row.baseline, row.difference)]),
        '(no shared evaluation seeds: runs pair only when they evaluate on the same seeds)',
      ),
    );
  }
  if (ratings) {
    sections.push(
      table(
        `Ratings per run (Bradley–Terry Elo, 95% profile-likelihood intervals; Glicko-2 μ ± φ, the run as one rating period) and dollars per game (95% bootstrap over games)`,
        ['agent', 'label', 'games', 'Elo', 'Elo interval', 'Glicko-2 μ ± φ', '$/game'],
        ratings.agents.map((agent) => [
          agent.agent,
          agent.label,
          agent.games,
          fixed(agent.rating, 0),
          agent.interval ? `${fixed(agent.interval[0], 0)} – ${fixed(agent.interval[1], 0)}` : '-',
          agent.glicko ? `${fixed(agent.glicko.rating, 0)} ± ${fixed(agent.glicko.deviation, 0)}` : '-',
          estimate(agent.costPerGame, 4),
        ]),
      ),
      table(
        `Paired score differences per game (an agent's result in a run − in the baseline on the same opponent, seed and seat; 95% bootstrap, ${resampling}; exact sign test)`,
        pairedHeaders('agent', 'games'),
        ratings.paired.map((row) => [row.agent, ...pairedCells(row.label, row.baseline, row.difference)]),
        '(no agent played the same games in two runs)',
      ),
      table(
        `Rank agreement (Kendall τ-b over the agents both runs rated; 95% match bootstrap, ${resampling})`,
        ['run', 'run', 'agents', 'τ'],
        ratings.agreement.map((row) => [row.a, row.b, row.agents, estimate(row.tau)]),
        '(fewer than two agents in common)',
      ),
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
      table(
        `Learn2Play metrics (normalised scores, 100 = the reference solver; 95% bootstrap over trials, ${resampling})`,
        ['game', 'label', 'trials', 'Max', 'Mean', 'LG', 'LS'],
        rows,
      ),
      table(
        `Paired normalised-score differences (label − baseline on the same game, trial and episode; 95% bootstrap over trials, ${resampling}; exact sign test over trials)`,
        pairedHeaders('game', 'trials'),
        learn2play.paired.map((row) => [row.game, ...pairedCells(row.label, row.baseline, row.difference)]),
        '(no shared episodes: runs pair only on the same games, trials and seeds)',
      ),
    );
  }
  const { arena } = comparison;
  if (arena) {
    const standing = (value: { rank: number; elo: number } | null) =>
      value ? `rank ${value.rank}, Elo ${fixed(value.elo, 0)}` : '–';
    sections.push(
      table(
        `AAArena champions per repetition (the best full evaluation on the frozen ladder; baseline: the starter's)`,
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
      ),
      table(
        `AAArena medians over repetitions`,
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
      ),
      table(
        `Paired champion Elo differences (label − baseline on the same repetition; 95% bootstrap over repetitions, ${resampling}; exact sign test)`,
        pairedHeaders('runs', 'repetitions').slice(1),
        arena.paired.map((row) => pairedCells(row.label, row.baseline, row.difference)),
        '(no repetition with a champion in both runs)',
      ),
    );
  }
  const { evolution } = comparison;
  if (evolution) {
    const rating = (line: { rating: number; low?: number; high?: number; round: number }) =>
      `${fixed(line.rating, 0)}${line.low !== undefined && line.high !== undefined ? ` [${fixed(line.low, 0)}, ${fixed(line.high, 0)}]` : ''} (round ${line.round + 1})`;
    sections.push(
      table(
        `Self-evolution per run (rating against the frozen anchors per round, 95% profile-likelihood intervals)`,
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
      ),
      table(
        `Paired game scores (a run's evolving agent − the baseline's on the same round, anchor, seed and seat; 95% bootstrap, ${resampling}; exact sign test)`,
        pairedHeaders('agent', 'games'),
        evolution.paired.map((row) => [
          row.agent === row.baselineAgent ? row.agent : `${row.agent} vs ${row.baselineAgent}`,
          ...pairedCells(row.label, row.baseline, row.difference),
        ]),
        '(no games in common: runs pair only on the same anchors, seeds and rounds)',
      ),
    );
    if (evolution.glicko) {
      const { rounds } = evolution.glicko;
      const count = Math.max(0, ...rounds.map((row) => row.round + 1));
      const agents = [...new Set(rounds.map((row) => row.agent))];
      sections.push(
        table(
          `Glicko-2 per round (μ ± φ; each round one rating period against the anchors at their round-robin Glicko-2, held fixed; τ = 0.5)`,
          ['evolving agent', ...Array.from({ length: count }, (_, round) => `round ${round + 1}`)],
          agents.map((agent) => [
            agent,
            ...Array.from({ length: count }, (_, round) => {
              const row = rounds.find((each) => each.agent === agent && each.round === round);
              return row ? `${fixed(row.rating, 0)} ± ${fixed(row.deviation, 0)}` : '-';
            }),
          ]),
        ),
      );
    }
  }
  return sections;
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
