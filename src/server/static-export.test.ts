import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../core/usage-error.js';
import { Store } from '../store/store.js';
import { exportRun } from './static-export.js';
import { EXPORT_MANIFEST_FILE, type ExportManifest, exportDataFile } from './static-export-layout.js';
import { fixtureRuns, requestJson, storeTetrisRun, tetrisRun, viewerFixture } from './test-viewer-store.js';
import type { ExperienceSummary, InfoResponse, MatchDetail, MatchSummary, Page, StepsResponse } from './viewer-api.js';
import { createViewerApp } from './viewer-server.js';

let store: Store;
let home: string;
let app: ReturnType<typeof createViewerApp>;
const work = mkdtempSync(join(tmpdir(), 'xparena-export-'));
/** A stand-in for the built app: an index.html loading one classic script. */
const build = join(work, 'app');
mkdirSync(join(build, 'assets'), { recursive: true });
writeFileSync(
  join(build, 'index.html'),
  '<!doctype html><html><head><script defer src="./assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(build, 'assets', 'app.js'), 'console.log("app")');

beforeAll(async () => {
  ({ store, home } = await viewerFixture());
  app = createViewerApp(store, { home, staticDir: build });
});
afterAll(() => store.close());

/** The status and answer a data file hands to the app. */
function answerIn(dir: string, segments: readonly (string | number)[]): { status: number; body: unknown } {
  const file = exportDataFile(segments);
  const text = readFileSync(join(dir, file), 'utf8');
  const prefix = `xparenaData(${JSON.stringify(file)}, `;
  expect(text.startsWith(prefix)).toBe(true);
  const [status, ...body] = text.slice(prefix.length, -');\n'.length).split(', ');
  return { status: Number(status), body: JSON.parse(body.join(', ')) };
}

async function api<T>(path: string): Promise<T> {
  const response = await app.request(`/api/${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('exportRun', () => {
  it('writes the app with the manifest, and every answer the run’s pages ask the API for', async () => {
    const out = join(work, 'episodes');
    const ticks: string[] = [];
    const progress = (matches: number) => ({
      tick: (label: string) => ticks.push(label),
      stop: () => ticks.push(`of ${matches}`),
    });
    const written = await exportRun({
      store,
      home,
      runId: fixtureRuns.episodes,
      outDir: out,
      staticDir: build,
      stepChunk: 32,
      progress,
    });

    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain(`<script src="./${EXPORT_MANIFEST_FILE}"></script>`);
    expect(index.indexOf(EXPORT_MANIFEST_FILE)).toBeLessThan(index.indexOf('</head>'));
    expect(readFileSync(join(out, 'assets', 'app.js'), 'utf8')).toBe('console.log("app")');
    const manifestText = readFileSync(join(out, EXPORT_MANIFEST_FILE), 'utf8');
    const manifest = JSON.parse(/^window\.xparenaExport = (.*);\n$/.exec(manifestText)?.[1] ?? '') as ExportManifest;
    expect(manifest).toMatchObject({ run: fixtureRuns.episodes, stepChunk: 32 });

    expect(answerIn(out, ['runs', fixtureRuns.episodes])).toEqual({
      status: 200,
      body: await api(`runs/${fixtureRuns.episodes}`),
    });
    const info = answerIn(out, ['info']).body as InfoResponse;
    expect(info.home).toBe(`static export of run ${fixtureRuns.episodes}`);
    expect(JSON.stringify(info)).not.toContain(home);
    const runs = answerIn(out, ['runs']).body as Page<{ id: string }>;
    expect(runs.items.map((run) => run.id)).toEqual([fixtureRuns.episodes]);

    const list = answerIn(out, ['runs', fixtureRuns.episodes, 'matches']).body as Page<MatchSummary>;
    const served = await api<Page<MatchSummary>>(`runs/${fixtureRuns.episodes}/matches?limit=500`);
    expect(list.items).toEqual(served.items);
    expect(list.total).toBe(2);
    expect(ticks).toEqual([...list.items.map((match) => match.id), 'of 2']);

    for (const { id } of list.items) {
      const detail = answerIn(out, ['matches', id]).body as MatchDetail;
      expect(detail).toEqual(await api(`matches/${id}`));
      expect(detail.steps).toBeGreaterThan(32);
      // The chunks, read in order, are the API's steps; those reaching the end have the final observations (the last
      // is empty when the steps fill the one before it).
      const chunks: StepsResponse[] = [];
      for (let chunk = 0; existsSync(join(out, exportDataFile(['matches', id, 'steps', chunk]))); chunk++)
        chunks.push(answerIn(out, ['matches', id, 'steps', chunk]).body as StepsResponse);
      expect(chunks).toHaveLength(Math.floor(detail.steps / 32) + 1);
      expect(chunks.map((chunk) => chunk.from)).toEqual(chunks.map((_, index) => index * 32));
      const whole = await api<StepsResponse>(`matches/${id}/steps?from=0&to=${detail.steps}`);
      expect(chunks.flatMap((chunk) => chunk.steps)).toEqual(whole.steps);
      expect(chunks.at(-1)?.final).toEqual(whole.final);
      for (const chunk of chunks) expect(chunk.final !== undefined).toBe(chunk.to === detail.steps);
    }
    expect(written.matches).toBe(2);
    expect(written.bytes).toBeGreaterThan(0);
  });

  it('carries the derived cells of a tetris replay (its settled pieces) in its step files', async () => {
    const tetris = new Store(join(work, 'tetris.db'));
    try {
      const id = await storeTetrisRun(tetris);
      const out = join(work, 'tetris');
      await exportRun({ store: tetris, home, runId: tetrisRun, outDir: out, staticDir: build, stepChunk: 20 });
      const served = await requestJson<StepsResponse>(
        createViewerApp(tetris, { home, staticDir: build }),
        `/api/matches/${id}/steps?from=0&to=200`,
      );
      const chunks: StepsResponse[] = [];
      for (let chunk = 0; existsSync(join(out, exportDataFile(['matches', id, 'steps', chunk]))); chunk++)
        chunks.push(answerIn(out, ['matches', id, 'steps', chunk]).body as StepsResponse);
      const cells = chunks.flatMap((chunk) => chunk.steps.map((step) => step.cells));
      expect(cells).toEqual(served.body.steps.map((step) => step.cells));
      expect(cells.every((board) => board !== undefined)).toBe(true);
      expect(chunks.at(-1)?.finalCells).toEqual(served.body.finalCells);
      expect(served.body.finalCells?.join('')).toMatch(/[IJLOSTZ]/);
    } finally {
      tetris.close();
    }
  });

  it('writes the experience snapshots of a run that has them', async () => {
    const out = join(work, 's3gym');
    await exportRun({ store, home, runId: fixtureRuns.s3gym, outDir: out, staticDir: build });
    const list = answerIn(out, ['runs', fixtureRuns.s3gym, 'experience']).body as ExperienceSummary[];
    expect(list.length).toBeGreaterThan(1);
    for (const { game, trial, checkpoint } of list) {
      const path = ['runs', fixtureRuns.s3gym, 'experience', game, trial, checkpoint];
      expect(answerIn(out, path)).toEqual({ status: 200, body: await api(path.join('/')) });
    }
  });

  it('refuses a folder that is not empty, an unbuilt app, a module build and an unknown run', async () => {
    const full = join(work, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'notes.txt'), 'mine');
    const run = { store, home, runId: fixtureRuns.tournament, staticDir: build };
    await expect(exportRun({ ...run, outDir: full })).rejects.toThrow(/is not empty: give a new or empty folder/);
    expect(readFileSync(join(full, 'notes.txt'), 'utf8')).toBe('mine');
    const fresh = join(work, 'fresh');
    const unbuilt = exportRun({ ...run, outDir: fresh, staticDir: join(work, 'nothing') });
    await expect(unbuilt).rejects.toThrow(/the viewer app is not built .* run `npm run build` first/);
    const modules = join(work, 'module-app');
    mkdirSync(modules);
    writeFileSync(
      join(modules, 'index.html'),
      '<html><head><script type="module" src="./a.js"></script></head></html>',
    );
    await expect(exportRun({ ...run, outDir: fresh, staticDir: modules })).rejects.toThrow(/cannot open from disk/);
    const unknown = exportRun({ ...run, runId: 'nope', outDir: fresh });
    await expect(unknown).rejects.toThrow(new UsageError("no stored run 'nope'"));
    expect(existsSync(fresh)).toBe(false);
  });
});

describe('exportDataFile', () => {
  it('keeps plain segments and writes any other as ~ and hex, so no id leaves data/', () => {
    expect(exportDataFile(['runs', 'tournament-1', 'matches'])).toBe('data/runs/tournament-1/matches.js');
    expect(exportDataFile(['matches', 'abc', 'steps', 3])).toBe('data/matches/abc/steps/3.js');
    expect(exportDataFile(['runs', '..'])).toBe('data/runs/~2e2e.js');
    expect(exportDataFile(['runs', 'a/b'])).toBe('data/runs/~612f62.js');
    expect(exportDataFile(['runs', '.hidden'])).toBe('data/runs/~2e68696464656e.js');
    expect(exportDataFile(['runs', 'é'])).toBe('data/runs/~c3a9.js');
  });
});
