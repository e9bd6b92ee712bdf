import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import type { MatchRecord } from '../core/match-record.js';
import { replay } from '../core/replay.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { transcript } from '../report/transcript.js';
import { openStore } from '../runs/home.js';
import { readRecordsFile } from './records-file.js';

/** `xparena replay`: prints stored or exported matches; `--verify` re-simulates them and exits 1 on divergence. */
export function replayCommand(program: Command): void {
  program
    .command('replay')
    .description('print a stored match (by id or unique id prefix) or the matches of a JSONL file')
    .argument('<match>', 'match id, id prefix (6+ characters), or path to a .jsonl file of records')
    .option('--verify', 're-simulate every record and exit 1 if any diverges')
    .option('--json', 'print the records as JSON lines')
    .action(async (target: string, options: { verify?: boolean; json?: boolean }, command: Command) => {
      const records = await loadRecords(target, command.optsWithGlobals().home);
      if (options.verify) {
        let failures = 0;
        for (const record of records) {
          const report = replay(findGame(record.game).game, record);
          if (report.ok) {
            console.log(
              `ok    ${record.id} ${record.game}: replays identically (${report.steps} steps, ${record.end.status})`,
            );
          } else {
            failures++;
            const where = report.divergence.step < 0 ? 'as a whole' : `at step ${report.divergence.step}`;
            console.log(`FAIL  ${record.id} ${record.game}: diverges ${where}: ${report.divergence.message}`);
          }
        }
        if (failures > 0) {
          console.error(`${failures} of ${records.length} record(s) diverge`);
          // Bad lines in the file (exit 2) outrank divergence.
          if (process.exitCode !== 2) process.exitCode = 1;
        }
        return;
      }
      for (const record of records) {
        console.log(options.json ? JSON.stringify(record) : `${transcript(findGame(record.game).game, record)}\n`);
      }
    });
}

async function loadRecords(target: string, home: string | undefined): Promise<MatchRecord[]> {
  if (target.endsWith('.jsonl') || target.endsWith('.json') || existsSync(target)) return readRecordsFile(target);
  const store = openStore(home, { readonly: true });
  try {
    const record = store.getMatch(target);
    if (!record) {
      throw new UsageError(
        `no stored match '${target}' in ${store.path}; give a full id or a unique prefix of 6+ characters (see \`xparena matches\`), or a .jsonl file`,
      );
    }
    return [record];
  } finally {
    store.close();
  }
}
