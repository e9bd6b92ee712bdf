// The worker thread `RunViewsThread` measures runs in: it opens the store read-only once and answers each run id with
// its views (or why they could not be measured), so the viewer's request thread never rates a large run itself.
import { parentPort, workerData } from 'node:worker_threads';
import { Store } from '../store/store.js';
import { runViews } from './run-metrics.js';

/** A request: the views of one run. */
export interface RunViewsRequest {
  readonly id: number;
  readonly runId: string;
}

/** The answer to request `id`: the views, or the error message; or, once at start, that the thread is ready. */
export type RunViewsReply =
  | { readonly id: number; readonly views: ReturnType<typeof runViews> }
  | { readonly id: number; readonly error: string }
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
port.on('message', ({ id, runId }: RunViewsRequest) => {
  try {
    if (typeof store === 'string') throw new Error(store);
    port.postMessage({ id, views: runViews(runId, store) } satisfies RunViewsReply);
  } catch (error) {
    port.postMessage({ id, error: message(error) } satisfies RunViewsReply);
  }
});
