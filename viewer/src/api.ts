// Typed helpers over the viewer's JSON API (src/server/viewer-api.ts): GETs, and the play page's POSTs; the only place
// the app talks to the server. Opened from a static export (`xparena view --export`), the same calls read its files.
import type {
  ArenaSnapshotDetail,
  ComparisonView,
  ExperienceDetail,
  ExperienceSummary,
  InfoResponse,
  MatchDetail,
  MatchSummary,
  Page,
  PlaySessionResponse,
  PlayStartRequest,
  PlayState,
  RunDetail,
  RunSummary,
  StepsResponse,
} from '../../src/server/viewer-api.js';
import { ApiError } from './api-error.js';
import type { MatchesAt } from './router.js';
import { exportManifest, staticApi, staticPlayApi } from './static-api.js';

/** GETs `path` (under /api) and parses its JSON; throws ApiError on a non-2xx answer. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return answerOf<T>(await fetch(`api${path}`, { signal, headers: { accept: 'application/json' } }));
}

/** A response's JSON; throws ApiError with the server's `{ error }` message on a non-2xx answer. */
async function answerOf<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'error' in body ? String(body.error) : `HTTP ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return body as T;
}

function query(parameters: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const segment = encodeURIComponent;

/** The query parameters of a matches page of `limit` starting `at` (keyset: after or before a match, or the last). */
function matchesQuery(at: MatchesAt | undefined, limit: number): string {
  if (!at) return query({ limit });
  if ('after' in at) return query({ after: at.after, limit });
  if ('before' in at) return query({ before: at.before, limit });
  return query({ last: 1, limit });
}

/** The endpoints the pages use, one function each, over HTTP. */
const httpApi = {
  info: (signal?: AbortSignal) => getJson<InfoResponse>('/info', signal),
  runs: (offset: number, limit: number, signal?: AbortSignal) =>
    getJson<Page<RunSummary>>(`/runs${query({ offset, limit })}`, signal),
  run: (id: string, signal?: AbortSignal) => getJson<RunDetail>(`/runs/${segment(id)}`, signal),
  runMatches: (id: string, at: MatchesAt | undefined, limit: number, signal?: AbortSignal) =>
    getJson<Page<MatchSummary>>(`/runs/${segment(id)}/matches${matchesQuery(at, limit)}`, signal),
  matches: (at: MatchesAt | undefined, limit: number, signal?: AbortSignal) =>
    getJson<Page<MatchSummary>>(`/matches${matchesQuery(at, limit)}`, signal),
  match: (id: string, signal?: AbortSignal) => getJson<MatchDetail>(`/matches/${segment(id)}`, signal),
  steps: (id: string, from: number, to: number, signal?: AbortSignal) =>
    getJson<StepsResponse>(`/matches/${segment(id)}/steps${query({ from, to })}`, signal),
  experience: async (id: string, signal?: AbortSignal): Promise<readonly ExperienceSummary[]> => {
    // The contract names the row type only; accept a plain list or a page of them.
    const body = await getJson<readonly ExperienceSummary[] | Page<ExperienceSummary>>(
      `/runs/${segment(id)}/experience`,
      signal,
    );
    return Array.isArray(body) ? body : (body as Page<ExperienceSummary>).items;
  },
  arenaSnapshot: (id: string, repetition: number, snapshot: string, signal?: AbortSignal) =>
    getJson<ArenaSnapshotDetail>(`/runs/${segment(id)}/arena/${repetition}/snapshots/${segment(snapshot)}`, signal),
  snapshot: (id: string, game: string, trial: number, checkpoint: number, signal?: AbortSignal) =>
    getJson<ExperienceDetail>(`/runs/${segment(id)}/experience/${segment(game)}/${trial}/${checkpoint}`, signal),
  compare: (runs: readonly string[], by: string, signal?: AbortSignal) =>
    getJson<ComparisonView>(`/compare${query({ runs: runs.join(','), by })}`, signal),
};

/** The data the pages read: the server's API, or the files of the static export this page was opened from. */
export type ViewerApi = typeof httpApi;
export const api: ViewerApi = exportManifest ? staticApi(exportManifest) : httpApi;

/** The play page's requests: the token from `playSession` goes in every one (see src/server/play-routes.ts). */
const httpPlayApi = {
  session: (signal?: AbortSignal) => getJson<PlaySessionResponse>('/play/session', signal),
  start: (token: string, request: PlayStartRequest) => postJson<PlayState>('/play', token, request),
  act: (token: string, id: string, text: string) => postJson<PlayState>(`/play/${segment(id)}/act`, token, { text }),
  quit: (token: string, id: string) => postJson<PlayState>(`/play/${segment(id)}/quit`, token, {}),
};

export type ViewerPlayApi = typeof httpPlayApi;
/** Play needs the server: a static export answers that it is off. */
export const playApi: ViewerPlayApi = exportManifest ? staticPlayApi : httpPlayApi;

async function postJson<T>(path: string, token: string, body: unknown): Promise<T> {
  return answerOf<T>(
    await fetch(`api${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-xparena-token': token },
      body: JSON.stringify(body),
    }),
  );
}
