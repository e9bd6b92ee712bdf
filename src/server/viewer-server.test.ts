import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '../store/store.js';
import { RunMetrics, runViews } from './run-metrics.js';
import { fixtureRuns, viewerFixture } from './test-viewer-store.js';
import { type InfoResponse, VIEWER_API_VERSION } from './viewer-api.js';
import { createViewerApp, startViewer } from './viewer-server.js';

let store: Store;
let home: string;
let app: ReturnType<typeof createViewerApp>;
const outside = mkdtempSync(join(tmpdir(), 'xparena-viewer-build-'));
const build = join(outside, 'viewer');
mkdirSync(join(build, 'assets'), { recursive: true });
writeFileSync(join(outside, 'secret.txt'), 'secret');
writeFileSync(join(build, 'index.html'), '<!doctype html><div id="root"></div><script src="/assets/app.js"></script>');
writeFileSync(join(build, 'assets', 'app.js'), 'console.log("app")');
writeFileSync(join(build, 'assets', 'big.js'), `console.log(${JSON.stringify('x'.repeat(5000))})`);

/** The viewer's policy, as docs/viewer.md states it. */
const contentSecurityPolicy =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
/** Headers some security middleware sets that the viewer's policy leaves out. */
const otherSecurityHeaders = [
  'Cross-Origin-Embedder-Policy',
  'Cross-Origin-Resource-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
  'Permissions-Policy',
];

beforeAll(async () => {
  const fixture = await viewerFixture();
  store = fixture.store;
  home = fixture.home;
  app = createViewerApp(store, { home, staticDir: build });
});
afterAll(() => store.close());

describe('createViewerApp', () => {
  it('answers /api/info with the API version, the home and the games', async () => {
    const response = await app.request('/api/info');
    const info = (await response.json()) as InfoResponse;
    expect(info.apiVersion).toBe(VIEWER_API_VERSION);
    expect(info.home).toBe(home);
    expect(info.games).toContainEqual({ id: 'kuhn-poker', version: expect.any(Number), players: '2' });
  });

  it('sets the security headers, and only those, on API, static and error responses', async () => {
    const requests: [string, RequestInit?][] = [
      ['/api/info'],
      ['/api/runs/nope'],
      ['/'],
      ['/assets/app.js'],
      ['/api/nope'],
      ['/..%2fsecret.txt'],
      ['/api/info', { method: 'DELETE' }],
      ['/api/info', { headers: { 'Accept-Encoding': 'gzip' } }],
    ];
    for (const [path, init] of requests) {
      const response = await app.request(path, init);
      expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
      expect(response.headers.get('Content-Security-Policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      for (const header of otherSecurityHeaders)
        expect([path, header, response.headers.get(header)]).toEqual([path, header, null]);
    }
  });

  it('gzips JSON and app files for a client that accepts it, and sends them plain to one that does not', async () => {
    for (const path of [
      `/api/runs/${fixtureRuns.tournament}`,
      `/api/runs/${fixtureRuns.tournament}/matches`,
      '/assets/big.js',
    ]) {
      const plain = await app.request(path);
      const text = await plain.text();
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      const zipped = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
      expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
      const bytes = Buffer.from(await zipped.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(text));
      expect(gunzipSync(bytes).toString()).toBe(text);
    }
  });

  it('tags answers with an ETag and answers 304 without a body to a request that names it', async () => {
    for (const path of [
      '/api/info',
      `/api/runs/${fixtureRuns.tournament}`,
      '/',
      '/assets/app.js',
      `/runs/${fixtureRuns.tournament}`,
    ]) {
      const first = await app.request(path);
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^"[0-9a-f]+"$/);
      const again = await app.request(path, { headers: { 'If-None-Match': tag as string } });
      expect([path, again.status]).toEqual([path, 304]);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      const stale = await app.request(path, { headers: { 'If-None-Match': '"stale"' } });
      expect([path, stale.status]).toEqual([path, 200]);
    }
    // A gzipped answer carries the weak form of the same tag, which names it too.
    const zipped = await app.request('/api/info', { headers: { 'Accept-Encoding': 'gzip' } });
    const weak = zipped.headers.get('ETag') as string;
    expect(weak).toMatch(/^W\/"[0-9a-f]+"$/);
    const revalidated = await app.request('/api/info', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': weak },
    });
    expect(revalidated.status).toBe(304);
    // Errors are never tagged.
    expect((await app.request('/api/runs/nope')).headers.get('ETag')).toBeNull();
  });

  it('answers 405 to every method but GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await app.request('/api/runs', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
      expect(((await response.json()) as { error: string }).error).toMatch(/read-only/);
    }
    const head = await app.request('/api/info', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 404 with { error } for an unknown API route', async () => {
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'no API route /api/nope' });
  });

  it('serves the app’s files and falls back to index.html for the app’s routes', async () => {
    const script = await app.request('/assets/app.js');
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log("app")');
    expect((await app.request('/')).headers.get('Cache-Control')).toBe('no-cache');
    for (const path of ['/', `/runs/${fixtureRuns.tournament}`, '/matches/abc/steps']) {
      const page = await app.request(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<div id="root">');
    }
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('refuses paths that leave the build folder', async () => {
    for (const path of [
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const response = await app.request(path);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('secret');
    }
    const normalised = await app.request('/../secret.txt');
    expect(await normalised.text()).not.toBe('secret');
  });

  it('answers a plain page saying how to build the app when the build is missing', async () => {
    const bare = createViewerApp(store, { home, staticDir: join(build, 'missing') });
    const response = await bare.request('/runs');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build');
    expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
  });
});

describe('RunMetrics', () => {
  it('reuses a run’s views until its match count changes, then answers them stale while it measures again', async () => {
    let measured = 0;
    let release: () => void = () => {};
    const metrics = new RunMetrics(store, async (runId) => {
      measured++;
      // The second measurement waits until the test releases it, as a long rating in the worker would.
      if (measured === 2) await new Promise<void>((resolve) => (release = resolve));
      return runViews(runId, store);
    });
    const version = store.runVersion(fixtureRuns.tournament) as { matches: number; updatedAt: string };
    const first = await metrics.views(fixtureRuns.tournament, version);
    expect(first.stale).toBe(false);
    expect(first.views.leaderboard?.length).toBeGreaterThan(0);
    expect((await metrics.views(fixtureRuns.tournament, version)).views).toBe(first.views);
    const grown = { ...version, matches: version.matches + 1 };
    const stale = await metrics.views(fixtureRuns.tournament, grown);
    expect(stale).toEqual({ views: first.views, stale: true });
    expect((await metrics.views(fixtureRuns.tournament, grown)).stale).toBe(true);
    expect(measured).toBe(2);
    release();
    await vi.waitFor(async () => expect((await metrics.views(fixtureRuns.tournament, grown)).stale).toBe(false));
    const fresh = await metrics.views(fixtureRuns.tournament, grown);
    expect(fresh.views).not.toBe(first.views);
    expect(fresh.views).toEqual(first.views);
    expect(measured).toBe(2);
  });
});

describe('startViewer', () => {
  it('serves on a free port, reports the real URL and closes', async () => {
    const viewer = await startViewer({ home, port: 0, host: '127.0.0.1', staticDir: build });
    expect(viewer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(viewer.url).not.toMatch(/:0\/$/);
    const runs = await fetch(`${viewer.url}api/runs?limit=1`);
    expect(((await runs.json()) as { total: number }).total).toBe(3);
    // The run is measured in the viewer's worker thread, to the same views as in the request's thread.
    const path = `api/runs/${fixtureRuns.tournament}`;
    const detail = (await (await fetch(`${viewer.url}${path}`)).json()) as { leaderboard: unknown[] };
    expect(detail).toEqual(await (await app.request(`/${path}`)).json());
    expect(detail.leaderboard.length).toBeGreaterThan(0);
    const page = await fetch(`${viewer.url}runs/x`);
    expect(await page.text()).toContain('<div id="root">');
    await viewer.close();
    await expect(fetch(`${viewer.url}api/info`)).rejects.toThrow();
  });

  it('sends gzipped JSON and 304s over HTTP on Node (@hono/node-server)', async () => {
    const viewer = await startViewer({ home, port: 0, host: '127.0.0.1', staticDir: build });
    const port = Number(new URL(viewer.url).port);
    try {
      const path = `/api/runs/${fixtureRuns.tournament}/matches`;
      const zipped = await get(port, '127.0.0.1', path, 'localhost', { 'Accept-Encoding': 'gzip' });
      expect(zipped.status).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const page = JSON.parse(gunzipSync(zipped.bytes).toString()) as { total: number };
      expect(page.total).toBeGreaterThan(0);
      const tag = zipped.headers.etag as string;
      const again = await get(port, '127.0.0.1', path, 'localhost', {
        'Accept-Encoding': 'gzip',
        'If-None-Match': tag,
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    } finally {
      await viewer.close();
    }
  });

  it('rejects with EADDRINUSE when the port is taken', async () => {
    const first = await startViewer({ home, port: 0, host: '127.0.0.1', staticDir: build });
    const port = Number(new URL(first.url).port);
    await expect(startViewer({ home, port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await first.close();
  });

  it('answers 403 to a Host header that is not loopback, the bound host or an allowed name (DNS rebinding)', async () => {
    const viewer = await startViewer({
      home,
      port: 0,
      host: '127.0.0.2',
      staticDir: build,
      allowedHosts: ['Arena.LAN'],
    });
    const port = Number(new URL(viewer.url).port);
    try {
      for (const host of ['localhost', `localhost:${port}`, '127.0.0.1', `127.0.0.1:${port}`, `[::1]:${port}`, '[::1]'])
        expect([host, (await get(port, '127.0.0.2', '/api/runs', host)).status]).toEqual([host, 200]);
      for (const host of [`LOCALHOST:${port}`, `127.0.0.2:${port}`, 'arena.lan', `arena.lan:${port}`])
        expect([host, (await get(port, '127.0.0.2', '/api/runs', host)).status]).toEqual([host, 200]);
      for (const host of ['evil.example.com', `evil.example.com:${port}`, 'localhost.evil.example.com', '127.0.0.3']) {
        const response = await get(port, '127.0.0.2', '/api/runs', host);
        expect([host, response.status]).toEqual([host, 403]);
        expect(response.body).not.toContain('tournament');
        expect(JSON.parse(response.body)).toEqual({ error: expect.stringMatching(/^host '.*' is not allowed/) });
      }
      expect((await get(port, '127.0.0.2', '/', 'evil.example.com')).status).toBe(403);
    } finally {
      await viewer.close();
    }
  });
});

/** A GET over loopback with the Host header given (as a DNS-rebinding page would send it) and the raw bytes back. */
function get(
  port: number,
  address: string,
  path: string,
  host: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<{ status: number; body: string; bytes: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: address, port, path, headers: { ...headers, Host: host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, body: bytes.toString(), bytes, headers: response.headers });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
