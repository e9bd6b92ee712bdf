// `xparena export sft`: the training pathway's dataset — chat-format JSONL of well-judged exploration actions, with
// the actions judged low left out (`filtered`) or answered with the game's reference action (`corrected`).
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { GameModule } from '../core/game-module.js';
import { UsageError } from '../core/usage-error.js';
import { gameModules } from '../games/registry.js';
import { type CorrectedSftSelection, correctedSftExamples, sftVariants } from '../measure/corrected-sft-examples.js';
import { type SftCriterion, type SftSelection, sftExamples } from '../measure/sft-examples.js';
import { exploreEvaluateRun } from '../runs/latest-run.js';
import { labelledRecords } from '../runs/run-labels.js';
import { assertWritableOutput } from './output-path.js';
import { openRunSource } from './report-source.js';

function thresholdOption(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number))
    throw new UsageError(`--threshold must be a number, got '${value}'`);
  return number;
}

interface SftOptions {
  threshold: number;
  by: string;
  variant: string;
  output?: string;
}

/** Adds `sft` under `export`: examples whose self-score (or reward) exceeds a threshold, as the paper's BuildSFT. */
export function exportSftCommand(exportCommand: Command): void {
  exportCommand
    .command('sft')
    .description(
      'write exploration actions whose self-score (or reward) exceeds a threshold as chat-format JSONL, the others filtered or corrected',
    )
    .argument(
      '<run>',
      "a stored explore/evaluate run id, 'latest', or a .jsonl file of one (`xparena export --run <id>`)",
    )
    .option('--threshold <number>', 'keep actions whose signal is strictly above this', thresholdOption, 0)
    .option('--by <signal>', 'self-score (the agent’s own judgment) or reward (the verifier’s)', 'self-score')
    .option(
      '--variant <variant>',
      'filtered (leave out actions at or below the threshold) or corrected (answer them with the game’s reference action)',
      'filtered',
    )
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .addHelpText(
      'after',
      '\nThe corrected variant replays each recorded episode and, at every action judged at or below the threshold,\n' +
        'asks the game’s reference agent for its action there: the example keeps the prompt the agent saw and answers\n' +
        '"Answer: <reference action>, Score: <the verifier’s reward of it>". Games without a reference agent keep\n' +
        'filtering those actions; the summary on standard error counts kept, corrected and filtered actions.',
    )
    .exitOverride()
    .action(async (source: string, options: SftOptions, command: Command) => {
      if (options.by !== 'self-score' && options.by !== 'reward')
        throw new UsageError(`--by must be self-score or reward, got '${options.by}'`);
      if (!(sftVariants as readonly string[]).includes(options.variant))
        throw new UsageError(`--variant must be ${sftVariants.join(' or ')}, got '${options.variant}'`);
      // `-o` after `sft` is taken by the parent `export` (commander reads parent options anywhere): accept it there too.
      const output: string | undefined = options.output ?? command.parent?.opts().output;
      if (output) assertWritableOutput(output);
      const { store, runId } = await openRunSource(command.optsWithGlobals().home, source, exploreEvaluateRun);
      let records: ReturnType<typeof labelledRecords>;
      try {
        records = labelledRecords(store, runId);
      } finally {
        store.close();
      }
      if (records.length === 0)
        throw new UsageError(
          `run ${runId} holds no explore/evaluate episodes: export sft needs a run of \`xparena run s3gym\``,
        );
      const criterion = { threshold: options.threshold, by: options.by as SftCriterion };
      const selection =
        options.variant === 'corrected'
          ? await correctedSftExamples(records, { ...criterion, modules: findModule })
          : sftExamples(records, criterion);
      const text = selection.examples.map((example) => `${JSON.stringify(example)}\n`).join('');
      if (output) writeFileSync(output, text);
      else process.stdout.write(text);
      console.error(sftSummary(selection, options, output));
    });
}

/** What standard error says: what was kept, corrected and left out (and why), and where it was written. */
export function sftSummary(
  selection: SftSelection | CorrectedSftSelection,
  options: SftOptions,
  output?: string,
): string {
  const written = output ? ` in ${output}` : '';
  const unjudged = `${selection.unjudged} without a ${options.by}`;
  const noPrompt = selection.noPrompt ? `, ${selection.noPrompt} without a recorded prompt (not an LLM agent)` : '';
  if (!('corrected' in selection))
    return `kept ${selection.examples.length} of ${selection.actions} exploration action(s)${written} (${options.by} > ${options.threshold}; ${selection.belowThreshold} below, ${unjudged}${noPrompt})`;
  const kept = selection.examples.length - selection.corrected;
  const reasons = Object.entries(selection.filteredBecause).map(([reason, count]) => `${reason} (${count})`);
  return (
    `kept ${kept}, corrected ${selection.corrected}, filtered ${selection.filtered} of ${selection.actions} ` +
    `exploration action(s)${written} (kept: ${options.by} > ${options.threshold}; the ${selection.belowThreshold} ` +
    `others answered with the game's reference action where it can be computed; ${unjudged}${noPrompt})` +
    (reasons.length ? `\nfiltered because: ${reasons.join('; ')}` : '')
  );
}

function findModule(game: string): GameModule | undefined {
  return gameModules.find((module) => module.game.id === game);
}
