// `xparena report <aaarena run>`: the run's results table and per-repetition plots, read from its arena directory.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arenaFigures } from '../report/arena-plots.js';
import { arenaHtml, arenaJson, arenaMarkdown } from '../report/arena-report.js';
import { arenaRunResults } from '../report/arena-results.js';
import { readArenaRun } from '../report/arena-run-dir.js';
import { assertWritableFolder } from './output-path.js';

/**
 * Reads arena run `runId` of the home directory `home` (stored with `spec`), writes its report and figures to `dir` and returns what to
 * print: the document (Markdown or JSON, whose `figures` are full paths) with the figures' paths.
 */
export async function writeArenaReport(
  home: string,
  runId: string,
  spec: unknown,
  dir: string,
  options: { readonly format: string; readonly plots: boolean },
): Promise<{ printed: string; files: number }> {
  const run = readArenaRun(home, runId, spec);
  assertWritableFolder(dir, '--out');
  const results = arenaRunResults(run);
  const figures = options.plots ? await arenaFigures(run) : [];
  for (const figure of figures) {
    writeFileSync(join(dir, `${figure.name}.svg`), figure.svg);
    writeFileSync(join(dir, `${figure.name}.png`), figure.png);
  }
  const markdown = arenaMarkdown(results, figures);
  const document =
    options.format === 'html'
      ? arenaHtml(results, figures)
      : options.format === 'json'
        ? arenaJson(results, figures)
        : markdown;
  writeFileSync(join(dir, `report.${options.format}`), document);
  const paths = figures.map((figure) => `- ${join(dir, `${figure.name}.svg`)} (and .png)`);
  const printed =
    options.format === 'json'
      ? arenaJson(results, figures, dir)
      : paths.length > 0
        ? `${markdown}\n## Plot files\n\n${paths.join('\n')}\n`
        : markdown;
  return { printed, files: 2 * figures.length + 1 };
}
