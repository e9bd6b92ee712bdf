// `xparena experience export <run>`: one stored snapshot's state as a file, to start another run from it
// (`--experience 'name?from=state.json'`) — on another game, deck or model.
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { EXPORTED_STATE_FORMAT, EXPORTED_STATE_VERSION, type ExportedState } from '../experience/exported-state.js';
import { openStore } from '../runs/home.js';
import { experienceRun } from '../runs/latest-run.js';
import { assertWritableOutput } from './output-path.js';
import { intOption } from './parse-int-option.js';
import { resolveRunId } from './run-source.js';

interface ExportOptions {
  readonly game?: string;
  readonly trial: number;
  readonly checkpoint: string;
  readonly output?: string;
}

/** Registers `export` under the `experience` command. */
export function experienceExportCommand(experience: Command): void {
  experience
    .command('export')
    .description("write one stored experience snapshot's state to a file, to start another run from it")
    .argument('<run>', "a run id, or 'latest' (the newest run that stored experience)")
    .option('-g, --game <id>', 'the game (needed when the run played several)')
    .option(
      '--trial <n>',
      'the trial (explore/evaluate) or evolving agent (evolve), from 0',
      intOption('--trial', 0),
      0,
    )
    .option('--checkpoint <n|last>', 'the checkpoint (episodes learned from) or round; last: the latest stored', 'last')
    .option('-o, --output <file>', 'where to write the state (default: standard output)')
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  xparena experience export latest --checkpoint last -o reflexion.json',
        "  xparena run s3gym -a llm:openai/gpt-4o -x 'reflexion?from=reflexion.json' -g snake",
      ].join('\n'),
    )
    .action((source: string, options: ExportOptions, command: Command) => {
      if (options.checkpoint !== 'last' && !/^\d+$/.test(options.checkpoint))
        throw new UsageError(`--checkpoint must be a number or last, got '${options.checkpoint}'`);
      if (options.output) assertWritableOutput(options.output, '--output');
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      let exported: ExportedState;
      try {
        const runId = resolveRunId(store, source, false, experienceRun);
        const snapshots = store.listExperienceSnapshots(runId);
        const games = [...new Set(snapshots.map((row) => row.game))];
        if (games.length === 0) throw new UsageError(`run ${runId} stored no experience snapshots`);
        const game = options.game ?? (games.length === 1 ? games[0] : undefined);
        if (game === undefined || !games.includes(game))
          throw new UsageError(`give --game: run ${runId} stored experience for ${games.join(', ')}`);
        const trial = snapshots.filter((row) => row.game === game && row.trial === options.trial);
        if (trial.length === 0)
          throw new UsageError(`run ${runId} has no trial ${options.trial} of ${game}; trials are numbered from 0`);
        const wanted =
          options.checkpoint === 'last' ? Math.max(...trial.map((row) => row.checkpoint)) : Number(options.checkpoint);
        const row = trial.find((candidate) => candidate.checkpoint === wanted);
        if (!row) {
          const stored = trial.map((candidate) => candidate.checkpoint).join(', ');
          throw new UsageError(`no snapshot at checkpoint ${wanted} of trial ${options.trial}; stored: ${stored}`);
        }
        exported = {
          format: EXPORTED_STATE_FORMAT,
          formatVersion: EXPORTED_STATE_VERSION,
          experience: row.experience,
          source: { run: runId, game, trial: row.trial, checkpoint: row.checkpoint, hash: row.hash },
          state: row.state,
        };
      } finally {
        store.close();
      }
      const text = `${JSON.stringify(exported, null, 2)}\n`;
      if (!options.output) {
        process.stdout.write(text);
        return;
      }
      writeFileSync(options.output, text);
      const { source: from } = exported;
      console.error(
        `wrote the ${exported.experience} state of ${from.run} (${from.game}, trial ${from.trial}, checkpoint ${from.checkpoint}) to ${options.output}; use it with --experience '${exported.experience}?from=${options.output}'`,
      );
    });
}
