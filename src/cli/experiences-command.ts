import type { Command } from 'commander';
import { experienceTable } from '../experience/experience-table.js';

/** `xparena experiences`: lists the experiences with their options. */
export function experiencesCommand(program: Command): void {
  program
    .command('experiences')
    .description('list the experiences with their options (an --experience spec is name?option=value&option=value)')
    .option('--json', 'print JSON instead of text')
    .action((options: { json?: boolean }) => {
      const kinds = experienceTable.map(({ name, summary, options }) => ({ name, summary, options }));
      if (options.json) {
        console.log(JSON.stringify(kinds, null, 2));
        return;
      }
      const blocks = kinds.map((kind) => {
        const width = Math.max(0, ...Object.keys(kind.options).map((name) => name.length));
        const lines = Object.entries(kind.options).map(([name, text]) => `  ${name.padEnd(width)}  ${text}`);
        return [`${kind.name}  ${kind.summary}`, ...lines].join('\n');
      });
      console.log(blocks.join('\n\n'));
      console.log('\nWrite options as name?option=value&option=value, e.g. summary?model=openai/gpt-4o-mini.');
    });
}
