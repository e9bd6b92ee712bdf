// Run views measured off the request thread: one worker thread over the store file (started early with `warm` or on
// first use, idle without keeping the process alive), so rating a 100,000-match run never holds up another request.
import { Worker } from 'node:worker_threads';
import { UsageError } from '../core/usage-error.js';
import type { ComparisonQuery } from './comparison-view.js';
import type { RunViews } from './run-metrics.js';
import type { RunViewsReply, RunViewsRequest } from './run-views-worker.js';
import type { ComparisonView } from './viewer-api.js';

/** Computes run views in a worker thread that opens the store at `path` read-only. */
export class RunViewsThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (answer: RunViews | ComparisonView) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly path: string) {}

  /** The views of run `runId`, measured in the worker; rejects with the worker's error. */
  views(runId: string): Promise<RunViews> {
    return this.ask((id) => ({ id, runId })) as Promise<RunViews>;
  }

  /** The comparison `query` asks for, made in the worker; rejects with the worker's error (a UsageError for a bad query). */
  compare(query: ComparisonQuery, home: string): Promise<ComparisonView> {
    return this.ask((id) => ({ id, compare: query, home })) as Promise<ComparisonView>;
  }

  private ask(request: (id: number) => RunViewsRequest): Promise<RunViews | ComparisonView> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage(request(id));
    });
  }

  /**
   * Starts the worker now and resolves once it has loaded its code and opened the store, so that the first run page
   * does not wait for that (it resolves too when the worker fails: requests then say why).
   */
  warm(): Promise<void> {
    if (this.worker) return Promise.resolve();
    const worker = this.start();
    return new Promise<void>((done) => {
      const ready = (reply: RunViewsReply) => {
        if ('ready' in reply) finish();
      };
      const finish = () => {
        worker.off('message', ready).off('exit', finish).off('error', finish);
        done();
      };
      worker.on('message', ready).once('exit', finish).once('error', finish);
    });
  }

  /** Ends the worker (a later request starts a new one). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = workerThread(this.path);
    worker.unref();
    worker.on('message', (reply: RunViewsReply) => {
      if ('ready' in reply) return;
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if ('views' in reply) waiting?.resolve(reply.views);
      else if ('comparison' in reply) waiting?.resolve(reply.comparison);
      else waiting?.reject(reply.usage ? new UsageError(reply.error) : new Error(reply.error));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    worker.on('error', (error) => fail(new Error(`the run views worker failed: ${error.message || String(error)}`)));
    worker.on('exit', (code) => fail(new Error(`the run views worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** The compiled worker beside this file, or the TypeScript one through tsx when running from sources. */
function workerThread(path: string): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./run-views-worker.js', import.meta.url), { workerData: { path } });
  const entry = JSON.stringify(new URL('./run-views-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`, {
    eval: true,
    workerData: { path },
  });
}
