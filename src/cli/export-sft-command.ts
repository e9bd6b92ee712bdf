// `xparena export sft`: the training pathway's dataset — chat-format JSONL of well-judged exploration actions.
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { type SftCriterion, sftExamples } from '../measure/sft-examples.js';
import { openStore } from './home.js';
import { assertWritableOutput } from './output-path.js';
import { labelledRecords, resolveRunId } from './run-source.js';

function thresholdOption(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number))
    throw new UsageError(`--threshold must be a number, got '${value}'`);
  return number;
}

/** Adds `sft` under `export`: examples whose self-score (or reward) exceeds a threshold, as the paper's BuildSFT. */
export function exportSftCommand(exportCommand: Command): void {
  exportCommand
    .command('sft')
    .description('write exploration actions whose self-score (or reward) exceeds a threshold as chat-format JSONL')
    .argument('<run>', "a stored explore/evaluate run id, or 'latest'")
    .option('--threshold <number>', 'keep actions whose signal is strictly above this', thresholdOption, 0)
    .option('--by <signal>', 'self-score (the agent’s own judgment) or reward (the verifier’s)', 'self-score')
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .exitOverride()
    .action((source: string, options: { threshold: number; by: string; output?: string }, command: Command) => {
      if (options.by !== 'self-score' && options.by !== 'reward')
        throw new UsageError(`--by must be self-score or reward, got '${options.by}'`);
      // `-o` after `sft` is taken by the parent `export` (commander reads parent options anywhere): accept it there too.
      const output: string | undefined = options.output ?? command.parent?.opts().output;
      if (output) assertWritableOutput(output);
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      let records: ReturnType<typeof labelledRecords>;
      let runId: string;
      try {
        runId = resolveRunId(store, source);
        records = labelledRecords(store, runId);
      } finally {
        store.close();
      }
      if (records.length === 0)
        throw new UsageError(
          `run ${runId} holds no explore/evaluate episodes: export sft needs a run of \`xparena run s3gym\``,
        );
      const selection = sftExamples(records, { threshold: options.threshold, by: options.by as SftCriterion });
      const text = selection.examples.map((example) => `${JSON.stringify(example)}\n`).join('');
      if (output) writeFileSync(output, text);
      else process.stdout.write(text);
      const noPrompt = selection.noPrompt ? `, ${selection.noPrompt} without a recorded prompt (not an LLM agent)` : '';
      console.error(
        `kept ${selection.examples.length} of ${selection.actions} exploration action(s) (${options.by} > ${options.threshold}; ${selection.belowThreshold} below, ${selection.unjudged} without a ${options.by}${noPrompt})${output ? ` in ${output}` : ''}`,
      );
    });
}
