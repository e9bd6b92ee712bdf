// `xparena report <aaarena run>`: the run's results table and per-repetition plots, read from its arena directory.
import { join } from 'node:path';
import { arenaFigures } from '../report/arena-plots.js';
import { arenaDocuments, arenaJson } from '../report/arena-report.js';
import { arenaRunResults } from '../report/arena-results.js';
import { readArenaRun } from '../report/arena-run-dir.js';
import { type ReportFormat, type WrittenReport, writeReport } from '../report/report-files.js';
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
  options: { readonly format: ReportFormat; readonly plots: boolean },
): Promise<WrittenReport & { printed: string }> {
  const run = readArenaRun(home, runId, spec);
  assertWritableFolder(dir, '--out');
  const results = arenaRunResults(run);
  const figures = options.plots ? await arenaFigures(run) : [];
  const documents = arenaDocuments(results, figures);
  const written = writeReport(dir, options.format, documents, figures);
  const paths = figures.map((figure) => `- ${join(dir, `${figure.name}.svg`)} (and .png)`);
  const printed =
    options.format === 'json'
      ? arenaJson(results, figures, dir)
      : paths.length > 0
        ? `${documents.markdown}\n## Plot files\n\n${paths.join('\n')}\n`
        : documents.markdown;
  return { printed, ...written };
}
