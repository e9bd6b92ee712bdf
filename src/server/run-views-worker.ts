// The worker thread `RunViewsThread` measures runs in: it opens the store read-only once and answers each run id with
// its views, and each comparison query with the comparison (or why they could not be made), so the viewer's request
// thread never rates a large run itself.
import { parentPort, workerData } from 'node:worker_threads';
import { UsageError } from '../core/usage-error.js';
import { Store } from '../store/store.js';
import { type ComparisonQuery, comparisonView } from './comparison-view.js';
import { runViews } from './run-metrics.js';
import type { ComparisonView } from './viewer-api.js';

/** A request: the views of one run, or the comparison of several (`home` holds AAArena runs' arenas). */
export type RunViewsRequest =
  | { readonly id: number; readonly runId: string }
  | { readonly id: number; readonly compare: ComparisonQuery; readonly home: string };

/**
 * The answer to request `id`: the views or the comparison, or the error message (`usage` when the request was at
 * fault); or, once at start, that the thread is ready.
 */
export type RunViewsReply =
  | { readonly id: number; readonly views: ReturnType<typeof runViews> }
  | { readonly id: number; readonly comparison: ComparisonView }
  | { readonly id: number; readonly error: string; readonly usage?: true }
  | { readonly ready: true };

const port = parentPort;
if (!port) throw new Error('run-views-worker runs only as a worker thread started by RunViewsThread');
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
// A store that cannot be opened is every request's answer, not a crash of the thread.
let store: Store | string;
try {
  store = new Store((workerData as { path: string }).path, { readonly: true });
} catch (error) {
  store = message(error);
}
port.postMessage({ ready: true } satisfies RunViewsReply);
port.on('message', (request: RunViewsRequest) => {
  const { id } = request;
  try {
    if (typeof store === 'string') throw new Error(store);
    if ('compare' in request)
      port.postMessage({
        id,
        comparison: comparisonView(store, request.home, request.compare),
      } satisfies RunViewsReply);
    else port.postMessage({ id, views: runViews(request.runId, store) } satisfies RunViewsReply);
  } catch (error) {
    const usage = error instanceof UsageError ? { usage: true as const } : {};
    port.postMessage({ id, error: message(error), ...usage } satisfies RunViewsReply);
  }
});
