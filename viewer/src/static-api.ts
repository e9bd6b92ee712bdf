// The app's data when it is opened from a static export (`xparena view --export`, src/server/static-export.ts): the
// API's answers, read from the export's data files. Those are classic scripts, loaded by a <script> tag each, because
// browsers refuse fetch() and module scripts on file:// pages; each hands its answer to a global callback.
import {
  EXPORT_DATA_CALLBACK,
  EXPORT_MANIFEST_GLOBAL,
  type ExportManifest,
  exportDataFile,
} from '../../src/server/static-export-layout.js';
import type {
  ExperienceSummary,
  MatchSummary,
  Page,
  PlaySessionResponse,
  StepsResponse,
} from '../../src/server/viewer-api.js';
import type { ViewerApi, ViewerPlayApi } from './api.js';
import { ApiError } from './api-error.js';
import type { MatchesAt } from './router.js';

const globals = window as unknown as Record<string, unknown>;

/** The manifest of the export this page was opened from; undefined when `xparena view` serves it. */
export const exportManifest = globals[EXPORT_MANIFEST_GLOBAL] as ExportManifest | undefined;

/** Answers handed over by data files that have run but whose load has not been settled yet, by file. */
const arrived = new Map<string, { readonly status: number; readonly body: unknown }>();
if (exportManifest)
  globals[EXPORT_DATA_CALLBACK] = (file: string, status: number, body: unknown) => arrived.set(file, { status, body });

/** Loaded answers (steps excepted: the replay keeps those it needs), so each file is read once. */
const loaded = new Map<string, Promise<unknown>>();

/** The answer of the data file for `segments` (as the API path it stands for); ApiError as the server would answer. */
function load<T>(segments: readonly (string | number)[], keep = true): Promise<T> {
  const file = exportDataFile(segments);
  const cached = loaded.get(file);
  if (cached) return cached as Promise<T>;
  const answer = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = file;
    script.onload = () => {
      script.remove();
      const data = arrived.get(file);
      arrived.delete(file);
      if (!data) reject(new ApiError(500, `${file} holds no answer: export the run again`));
      else if (data.status >= 200 && data.status < 300) resolve(data.body as T);
      else reject(new ApiError(data.status, errorMessage(data.body, data.status)));
    };
    script.onerror = () => {
      script.remove();
      loaded.delete(file);
      const run = exportManifest?.run;
      reject(new ApiError(404, `not in this export (${file} is missing): it holds the pages of run ${run} only`));
    };
    document.head.append(script);
  });
  if (keep) loaded.set(file, answer);
  return answer;
}

function errorMessage(body: unknown, status: number): string {
  return body && typeof body === 'object' && 'error' in body ? String(body.error) : `HTTP ${status}`;
}

/** `limit` matches of the run's list (which the export holds whole) starting `at`, as the server pages them. */
async function matchPage(run: string, at: MatchesAt | undefined, limit: number): Promise<Page<MatchSummary>> {
  const all = await load<Page<MatchSummary>>(['runs', run, 'matches']);
  const index = (id: string) => {
    const found = all.items.findIndex((match) => match.id === id);
    if (found < 0) throw new ApiError(400, `no match '${id}' in run ${run} to page from`);
    return found;
  };
  // The page's [offset, end) in the list.
  const bounds = (): [number, number] => {
    if (!at) return [0, limit];
    if ('after' in at) {
      const start = index(at.after) + 1;
      return [start, start + limit];
    }
    const end = 'before' in at ? index(at.before) : all.total;
    return [Math.max(0, end - limit), end];
  };
  const [offset, end] = bounds();
  return { total: all.total, offset, limit, items: all.items.slice(offset, end) };
}

/** Steps [from, to) of a match, from the chunk files that hold them (see static-export.ts). */
async function steps(manifest: ExportManifest, id: string, from: number, to: number): Promise<StepsResponse> {
  const chunk = (index: number) => load<StepsResponse>(['matches', id, 'steps', index], false);
  const first = Math.floor(from / manifest.stepChunk);
  const head = await chunk(first);
  const end = Math.min(to, head.total);
  const last = end > from ? Math.floor((end - 1) / manifest.stepChunk) : first;
  const rest = await Promise.all(Array.from({ length: last - first }, (_, offset) => chunk(first + 1 + offset)));
  const parts = [head, ...rest];
  const tail = end === head.total ? parts[parts.length - 1] : undefined;
  return {
    from,
    to: end,
    total: head.total,
    steps: parts.flatMap((part) => part.steps).filter((step) => step.index >= from && step.index < end),
    ...(tail?.final ? { final: tail.final } : {}),
    ...(tail?.finalCells ? { finalCells: tail.finalCells } : {}),
  };
}

/** The API's calls answered from the export of `manifest.run`; the matches list is that run's. */
export function staticApi(manifest: ExportManifest): ViewerApi {
  return {
    info: () => load(['info']),
    runs: () => load(['runs']),
    run: (id) => load(['runs', id]),
    runMatches: (id, at, limit) => matchPage(id, at, limit),
    matches: (at, limit) => matchPage(manifest.run, at, limit),
    match: (id) => load(['matches', id]),
    steps: (id, from, to) => steps(manifest, id, from, to),
    experience: (id) => load<readonly ExperienceSummary[]>(['runs', id, 'experience']),
    arenaSnapshot: (id, repetition, snapshot) => load(['runs', id, 'arena', repetition, 'snapshots', snapshot]),
    snapshot: (id, game, trial, checkpoint) => load(['runs', id, 'experience', game, trial, checkpoint]),
    compare: () => Promise.reject(new ApiError(405, 'comparing runs needs the viewer xparena view serves')),
  };
}

const playOff = 'this page is a static export of a run (people play in a viewer started by xparena view)';

/** Play is off in an export; the page asks for the session only, and never gets a token to send the rest with. */
export const staticPlayApi: ViewerPlayApi = {
  session: async (): Promise<PlaySessionResponse> => ({ enabled: false, reason: playOff }),
  start: () => Promise.reject(new ApiError(405, playOff)),
  act: () => Promise.reject(new ApiError(405, playOff)),
  quit: () => Promise.reject(new ApiError(405, playOff)),
};
