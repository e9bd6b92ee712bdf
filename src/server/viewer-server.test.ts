import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/store.js';
import { RunMetrics } from './run-metrics.js';
import { contentSecurityPolicy } from './security-headers.js';
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

  it('sets the security headers on API, static and error responses', async () => {
    for (const path of ['/api/info', '/api/runs/nope', '/', '/assets/app.js', '/api/nope']) {
      const response = await app.request(path);
      expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
      expect(response.headers.get('Content-Security-Policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
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
    expect(await script.text()).toBe('console.log("app")');
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
  it('reuses a run’s views until its match count changes', () => {
    const metrics = new RunMetrics(store);
    const version = store.runVersion(fixtureRuns.tournament) as { matches: number; updatedAt: string };
    const first = metrics.views(fixtureRuns.tournament, version);
    expect(metrics.views(fixtureRuns.tournament, version)).toBe(first);
    const more = metrics.views(fixtureRuns.tournament, { ...version, matches: version.matches + 1 });
    expect(more).not.toBe(first);
    expect(more).toEqual(first);
  });
});

describe('startViewer', () => {
  it('serves on a free port, reports the real URL and closes', async () => {
    const viewer = await startViewer({ home, port: 0, host: '127.0.0.1', staticDir: build });
    expect(viewer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(viewer.url).not.toMatch(/:0\/$/);
    const runs = await fetch(`${viewer.url}api/runs?limit=1`);
    expect(((await runs.json()) as { total: number }).total).toBe(3);
    const page = await fetch(`${viewer.url}runs/x`);
    expect(await page.text()).toContain('<div id="root">');
    await viewer.close();
    await expect(fetch(`${viewer.url}api/info`)).rejects.toThrow();
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

/** A GET over loopback with the Host header given, as a DNS-rebinding page would send it. */
function get(port: number, address: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: address, port, path, headers: { Host: host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
