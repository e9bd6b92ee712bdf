// `xparena learn2play variants <game>`: the fresh variants of a hidden-rule game that keep its calibration ladder, for
// playing rules no published run used (`--param ruleset=<n>`, or `xparena run learn2play --rulesets fresh`).
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { hiddenRuleDesigns } from '../games/hidden-rules/hidden-rule-designs.js';
import { searchVariants, type VariantVerdict } from '../games/hidden-rules/variant-ladder.js';
import { findGame } from '../games/registry.js';
import { formatTable } from '../report/table.js';
import { runProgress } from '../runs/run-progress.js';
import { intOption } from './parse-int-option.js';

interface VariantsFlags {
  readonly count: number;
  readonly from: number;
  readonly seeds: number;
  readonly tries?: number;
  readonly json?: boolean;
  readonly progress: boolean;
}

export function learn2playCommand(program: Command): void {
  const learn2play = program
    .command('learn2play')
    .description('hidden-rule games: fresh variants of their rules (docs/learn2play.md)');
  learn2play
    .command('variants')
    .description(
      "print variants of a hidden-rule game's rules that keep its calibration ladder (ruleset 0 is the benchmark's)",
    )
    .argument('<game>', 'a hidden-rule game, e.g. truffle-wood')
    .option('-n, --count <n>', 'variants to find', intOption('--count', 1, 10_000), 20)
    .option('--from <ruleset>', 'first ruleset tried', intOption('--from', 1, 1_000_000), 1)
    .option('--seeds <n>', 'seeds each ladder is played on (1…n, episode 1)', intOption('--seeds', 1, 1000), 20)
    .option('--tries <n>', 'most variants judged (default 5 × count)', intOption('--tries', 1, 100_000))
    .option('--json', 'print every variant judged, with its ladder, as JSON')
    .option('--no-progress', 'no progress on stderr')
    .addHelpText(
      'after',
      '\nExamples:\n  xparena learn2play variants truffle-wood --count 20\n' +
        '  xparena play truffle-wood --agent reference --param ruleset=8   # play one of them\n' +
        '  xparena run learn2play --agent learner --rulesets fresh        # each trial on a fresh variant',
    )
    .action((game: string, flags: VariantsFlags) => {
      const module = findGame(game);
      const design = hiddenRuleDesigns.find((each) => each.id === game);
      if (!design) {
        const ids = hiddenRuleDesigns.map((each) => each.id).join(', ');
        throw new UsageError(`${game} is not a hidden-rule game, so it has no variants; hidden-rule games: ${ids}`);
      }
      const tries = flags.tries ?? 5 * flags.count;
      const seeds = Array.from({ length: flags.seeds }, (_, index) => index + 1);
      const progress = runProgress(tries, flags.progress && !flags.json, { unit: 'variants' });
      const verdicts = searchVariants(module, design, {
        count: flags.count,
        from: flags.from,
        tries,
        seeds,
        onVerdict: (verdict) => progress.tick(`ruleset ${verdict.ruleset}`),
      });
      progress.stop();
      const passed = verdicts.filter((verdict) => verdict.failures.length === 0);
      if (flags.json) {
        console.log(
          JSON.stringify({ game, seeds: flags.seeds, passed: passed.map((v) => v.ruleset), verdicts }, null, 2),
        );
        return;
      }
      const rows = passed.map(variantRow);
      console.log(
        formatTable(
          [
            'ruleset',
            'rule sets',
            'also in ruleset 0',
            'reference',
            'oracle',
            'reference % of oracle',
            'best baseline',
          ],
          rows,
        ),
      );
      const summary = `${passed.length} of ${verdicts.length} variants tried (rulesets ${flags.from}–${flags.from + verdicts.length - 1}) keep ${game}'s ladder over seeds 1–${flags.seeds}`;
      console.log(`\n${summary}. Play one with --param ruleset=<n>.`);
      if (passed.length < flags.count) process.exitCode = 1;
    });
}

/**
 * One kept variant: its space's size and how many of its rule sets the benchmark's space holds too, the reference's and
 * the oracle's mean, and the strongest baseline's share.
 */
function variantRow(verdict: VariantVerdict): (string | number)[] {
  const mean = (player: string) => verdict.rows.find((row) => row.player === player)?.mean ?? 0;
  const baselines = verdict.rows.filter((row) => row.player !== 'oracle' && row.player !== 'reference');
  const best = baselines.reduce((top, row) => (row.percentOfReference > top.percentOfReference ? row : top));
  const ofOracle = mean('oracle') > 0 ? (100 * mean('reference')) / mean('oracle') : 100;
  return [
    verdict.ruleset,
    verdict.ruleSets,
    verdict.sharedWithBenchmark,
    mean('reference').toFixed(1),
    mean('oracle').toFixed(1),
    `${ofOracle.toFixed(1)}%`,
    `${best.player} ${best.percentOfReference.toFixed(1)}%`,
  ];
}
