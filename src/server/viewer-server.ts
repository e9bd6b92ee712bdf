// `xparena view`'s server: the read-only JSON API over the store (routes split by concern) and the built React app,
// behind the same security headers, compressed and with ETags, served by @hono/node-server.
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { gameModules } from '../games/registry.js';
import { Store } from '../store/store.js';
import { arenaRoutes } from './arena-routes.js';
import { type CompareRuns, compareRoutes } from './compare-routes.js';
import type { ComparisonQuery } from './comparison-view.js';
import { experienceRoutes } from './experience-routes.js';
import { hostCheck } from './host-check.js';
import { HumanSessions } from './human-sessions.js';
import { matchRoutes } from './match-routes.js';
import { playRoutes } from './play-routes.js';
import { ReplayCache } from './replay-cache.js';
import { type MeasureRun, RunMetrics } from './run-metrics.js';
import { runRoutes } from './run-routes.js';
import { RunSummaries } from './run-summary.js';
import { RunViewsThread } from './run-views-thread.js';
import { readOnlyMethods, securityHeaders } from './security-headers.js';
import { defaultStaticDir, staticRoutes } from './static-routes.js';
import { type InfoResponse, VIEWER_API_VERSION } from './viewer-api.js';

/**
 * Where the viewer reads from: the store's home directory and the app's build folder (default: dist/viewer); and
 * the host names it answers to besides loopback (the bound host and any `--allow-host`).
 */
export interface ViewerOptions {
  readonly home: string;
  readonly staticDir?: string;
  readonly allowedHosts?: readonly string[];
  /** The play page's matches; without it the page is off, for `playOff`'s reason. */
  readonly play?: HumanSessions;
  readonly playOff?: string;
  /** How run views are measured (default: in the request's thread; `startViewer` measures in a worker thread). */
  readonly measureRuns?: MeasureRun;
  /** How runs are compared (the same default, and the same worker thread in `startViewer`). */
  readonly compareRuns?: CompareRuns;
}

/**
 * The viewer as a Hono app over an open store, which it only reads (the play page writes its matches through
 * `options.play`'s own writer); test it with `app.request(...)`.
 */
export function createViewerApp(store: Store, options: ViewerOptions): Hono {
  const app = new Hono();
  app.use('*', securityHeaders(), readOnlyMethods(), hostCheck(options.allowedHosts ?? []));
  // Outside in: gzip what the ETag middleware answered, so a 304 has no body to compress and the tag (made weak by
  // compress) names the uncompressed answer.
  app.use('*', compress(), etag());
  const info: InfoResponse = {
    apiVersion: VIEWER_API_VERSION,
    home: options.home,
    games: gameModules.map(({ game }) => ({
      id: game.id,
      version: game.version,
      players: game.playerCounts.join(', '),
    })),
  };
  app.get('/api/info', (c) => c.json(info));
  app.route(
    '/api',
    runRoutes(store, new RunSummaries(store), new RunMetrics(store, options.measureRuns), options.home),
  );
  app.route('/api', compareRoutes(store, options.home, options.compareRuns));
  app.route('/api', arenaRoutes(store, options.home));
  app.route('/api', experienceRoutes(store));
  app.route('/api', matchRoutes(store, new ReplayCache(8)));
  app.route('/api', playRoutes(options.play, options.playOff ?? 'this viewer was started without it'));
  app.get('/api/*', (c) => c.json({ error: `no API route ${new URL(c.req.url).pathname}` }, 404));
  app.route('/', staticRoutes(options.staticDir ?? defaultStaticDir));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status as ContentfulStatusCode);
    return c.json({ error: `internal error: ${error instanceof Error ? error.message : String(error)}` }, 500);
  });
  return app;
}

/** A running viewer: its URL (with the real port when started on port 0) and how to stop it. */
export interface RunningViewer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the viewer on `host:port` (port 0 picks a free one) over `store`, else the store in `home` opened
 * read-only; the store is closed with the viewer. Rejects with the listen error (e.g. code `EADDRINUSE`) when the
 * port cannot be bound.
 */
export async function startViewer(options: {
  readonly home: string;
  readonly port: number;
  readonly host: string;
  readonly staticDir?: string;
  readonly store?: Store;
  readonly allowedHosts?: readonly string[];
}): Promise<RunningViewer> {
  const home = resolve(options.home);
  const store = options.store ?? new Store(join(home, 'xparena.db'), { readonly: true });
  const allowedHosts = [options.host, ...(options.allowedHosts ?? [])];
  // People play only on a viewer no other machine can reach.
  const play = isLoopback(options.host) ? new HumanSessions(() => new Store(join(home, 'xparena.db'))) : undefined;
  const playOff = `the viewer listens on ${options.host}, beyond loopback`;
  // Runs are measured in a worker thread over the store file (an in-memory store has no file to share).
  const thread = store.path === ':memory:' ? undefined : new RunViewsThread(store.path);
  await thread?.warm();
  const measureRuns = thread && ((runId: string) => thread.views(runId));
  const compareRuns = thread && ((query: ComparisonQuery) => thread.compare(query, home));
  const app = createViewerApp(store, {
    home,
    staticDir: options.staticDir,
    allowedHosts,
    play,
    playOff,
    ...(measureRuns ? { measureRuns } : {}),
    ...(compareRuns ? { compareRuns } : {}),
  });
  const server = createAdaptorServer({ fetch: app.fetch });
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port, options.host, () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    store.close();
    play?.close();
    await thread?.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}/`,
    close: () => {
      closing ??= new Promise<void>((done) => {
        play?.close();
        server.close(() => {
          store.close();
          void thread?.close().then(done);
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      return closing;
    },
  };
}

function isLoopback(host: string): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host.toLowerCase());
}
