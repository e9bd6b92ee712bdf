// `xparena view --export`: one run as static files, the built app and every answer its pages ask the API for (the run,
// its matches, each match's replay, its experience snapshots and AAArena snapshots), which open from disk (file://)
// or any static web host. The answers come from the viewer's own routes, so the export shows what the server shows.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { makeDirectory } from '../core/make-directory.js';
import { UsageError } from '../core/usage-error.js';
import type { RunProgress } from '../runs/run-progress.js';
import type { Store } from '../store/store.js';
import {
  EXPORT_DATA_CALLBACK,
  EXPORT_MANIFEST_FILE,
  EXPORT_MANIFEST_GLOBAL,
  type ExportManifest,
  exportDataFile,
} from './static-export-layout.js';
import { defaultStaticDir } from './static-routes.js';
import type { ExperienceSummary, InfoResponse, MatchDetail, MatchSummary, Page, RunDetail } from './viewer-api.js';
import { createViewerApp } from './viewer-server.js';

/** What to export and where: `runId` must be a stored run; `outDir` must be missing or empty. */
export interface ExportOptions {
  readonly store: Store;
  /** The store's home directory (AAArena runs read their arena directories there). */
  readonly home: string;
  readonly runId: string;
  readonly outDir: string;
  /** The app's build folder (default: dist/viewer). */
  readonly staticDir?: string;
  /** Steps per steps file (default 100, the app's slice: a replay reads one file per slice it shows). */
  readonly stepChunk?: number;
  /** Progress over the run's matches, made once their count is known. */
  readonly progress?: (matches: number) => RunProgress;
}

/** What an export wrote. */
export interface ExportSummary {
  readonly matches: number;
  readonly files: number;
  readonly bytes: number;
}

/** Matches per request while listing the run's matches (the API's largest page). */
const listPage = 500;

/** Writes the export of `options.runId` into `options.outDir`; UsageError when the app is not built or the folder is not empty. */
export async function exportRun(options: ExportOptions): Promise<ExportSummary> {
  const staticDir = options.staticDir ?? defaultStaticDir;
  const stepChunk = options.stepChunk ?? 100;
  const index = exportIndexHtml(staticDir);
  if (existsSync(options.outDir) && readdirSync(options.outDir).length > 0)
    throw new UsageError(`-o ${options.outDir} is not empty: give a new or empty folder for the export`);
  const app = createViewerApp(options.store, { home: options.home, staticDir });
  const get = async (path: string): Promise<Answer> => {
    const response = await app.request(`/api/${path}`);
    return { status: response.status, text: await response.text() };
  };
  const id = options.runId;
  const run = segment(id);
  const detail = await get(`runs/${run}`);
  if (detail.status !== 200) throw new UsageError(errorOf(detail));

  const files = new ExportFiles(options.outDir);
  copyApp(staticDir, options.outDir);
  files.writeText('index.html', index);
  const manifest: ExportManifest = { run: id, stepChunk, exportedAt: new Date().toISOString() };
  files.writeText(EXPORT_MANIFEST_FILE, `window.${EXPORT_MANIFEST_GLOBAL} = ${JSON.stringify(manifest)};\n`);

  const info = JSON.parse((await get('info')).text) as InfoResponse;
  // The store's path stays on this machine; the header names the export instead.
  files.answer(['info'], { status: 200, text: JSON.stringify({ ...info, home: `static export of run ${id}` }) });
  const { run: summary, arena } = JSON.parse(detail.text) as RunDetail;
  const runs: Page<RunDetail['run']> = { total: 1, offset: 0, limit: 1, items: [summary] };
  files.answer(['runs'], { status: 200, text: JSON.stringify(runs) });
  files.answer(['runs', id], detail);

  const matches = await runMatches(get, run);
  const list: Page<MatchSummary> = { total: matches.length, offset: 0, limit: matches.length, items: matches };
  files.answer(['runs', id, 'matches'], { status: 200, text: JSON.stringify(list) });

  const snapshots = await get(`runs/${run}/experience`);
  files.answer(['runs', id, 'experience'], snapshots);
  for (const { game, trial, checkpoint } of JSON.parse(snapshots.text) as ExperienceSummary[]) {
    const path = ['runs', id, 'experience', game, trial, checkpoint];
    files.answer(path, await get(path.map(segment).join('/')));
  }
  for (const { repetition, snapshots: stored } of arena?.repetitions ?? [])
    for (const { id: snapshot } of stored) {
      const path = ['runs', id, 'arena', repetition, 'snapshots', snapshot];
      files.answer(path, await get(path.map(segment).join('/')));
    }

  const progress = options.progress?.(matches.length);
  try {
    for (const match of matches) {
      const detailAnswer = await get(`matches/${segment(match.id)}`);
      files.answer(['matches', match.id], detailAnswer);
      const steps = detailAnswer.status === 200 ? (JSON.parse(detailAnswer.text) as MatchDetail).steps : 0;
      // Chunk k holds steps [k·stepChunk, (k+1)·stepChunk); one more, empty but for the final observations, when the
      // steps fill their last chunk, so that every position 0…steps has a chunk.
      for (let chunk = 0; chunk <= Math.floor(steps / stepChunk); chunk++) {
        const from = chunk * stepChunk;
        const to = Math.min(steps, from + stepChunk);
        files.answer(
          ['matches', match.id, 'steps', chunk],
          await get(`matches/${segment(match.id)}/steps?from=${from}&to=${to}`),
        );
      }
      progress?.tick(match.id);
    }
  } finally {
    progress?.stop();
  }
  return { matches: matches.length, files: files.count, bytes: files.bytes };
}

/** One API answer: its status and its JSON text. */
interface Answer {
  readonly status: number;
  readonly text: string;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Every match of the run, page by page. */
async function runMatches(get: (path: string) => Promise<Answer>, run: string): Promise<MatchSummary[]> {
  const matches: MatchSummary[] = [];
  for (;;) {
    const after = matches.at(-1)?.id;
    const answer = await get(`runs/${run}/matches?limit=${listPage}${after ? `&after=${segment(after)}` : ''}`);
    const page = JSON.parse(answer.text) as Page<MatchSummary>;
    matches.push(...page.items);
    if (page.items.length === 0 || matches.length >= page.total) return matches;
  }
}

function errorOf(answer: Answer): string {
  try {
    return String((JSON.parse(answer.text) as { error?: unknown }).error ?? `HTTP ${answer.status}`);
  } catch {
    return `HTTP ${answer.status}`;
  }
}

/**
 * The app's index.html with the manifest loaded before the app; UsageError when the app is not built, or was built
 * to load as a module, which browsers refuse on file:// pages.
 */
function exportIndexHtml(staticDir: string): string {
  const path = join(staticDir, 'index.html');
  if (!existsSync(path)) throw new UsageError(`the viewer app is not built (no ${path}): run \`npm run build\` first`);
  const html = readFileSync(path, 'utf8');
  if (/<script[^>]*type="module"/.test(html) || !html.includes('</head>'))
    throw new UsageError(`the viewer build in ${staticDir} cannot open from disk: rebuild it with \`npm run build\``);
  return html.replace('</head>', `  <script src="./${EXPORT_MANIFEST_FILE}"></script>\n  </head>`);
}

/** Copies the built app's files but index.html (written with the manifest) into `outDir`. */
function copyApp(staticDir: string, outDir: string): void {
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(outDir, relative(staticDir, from));
    if (to === join(outDir, 'index.html')) continue;
    makeDirectory(dirname(to));
    copyFileSync(from, to);
  }
}

/** The export's files, counted as they are written. */
class ExportFiles {
  count = 0;
  bytes = 0;

  constructor(private readonly outDir: string) {}

  /** Writes `text` to `file` (relative to the export). */
  writeText(file: string, text: string): void {
    const path = join(this.outDir, file);
    makeDirectory(dirname(path));
    writeFileSync(path, text);
    this.count++;
    this.bytes += Buffer.byteLength(text);
  }

  /** Writes the data file of the API path `segments`, which hands `answer` to the app when loaded. */
  answer(segments: readonly (string | number)[], answer: Answer): void {
    const file = exportDataFile(segments);
    this.writeText(file, `${EXPORT_DATA_CALLBACK}(${JSON.stringify(file)}, ${answer.status}, ${answer.text});\n`);
  }
}
