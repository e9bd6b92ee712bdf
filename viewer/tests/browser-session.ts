// One headless Chromium on the freshly built app and the real viewer server over a store a test fills: what the
// replay and experience page tests share (the page, its console errors, and opening a hash).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { type RunningViewer, startViewer } from '../../src/server/viewer-server.js';

const chromiumPath = '/usr/bin/chromium';
const repository = new URL('../../', import.meta.url).pathname;

/** A started app: the page, the console errors since the last `open`, and the server's base URL. */
export interface BrowserSession {
  readonly page: Page;
  readonly url: string;
  readonly errors: string[];
  /** Loads `hash` of the app, clearing the errors seen so far. */
  open(hash: string): Promise<void>;
  /** Answers the API's JSON for `path` (e.g. `/matches/abc`). */
  api<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

/** Throws, saying what to install, unless Debian's chromium is there (checked before any slow set-up). */
export function requireChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `${chromiumPath} is missing: the viewer's browser tests need Debian's chromium (apt-get install chromium)`,
    );
  }
}

/** Builds the app fresh into `outDir` (never a stale dist/viewer). */
export async function buildApp(outDir: string): Promise<void> {
  await build({
    configFile: join(repository, 'viewer/vite.config.ts'),
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
  });
}

/** A headless Chromium page and the console and uncaught page errors it has shown (clear with `length = 0`). */
export interface LaunchedBrowser {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/** Launches headless Chromium with its profile in `profileDir`, no network of its own beyond what pages request. */
export async function launchChromium(
  profileDir: string,
  viewport: { readonly width: number; readonly height: number } = { width: 1200, height: 820 },
): Promise<LaunchedBrowser> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    viewport,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Builds the app while `fill` fills the store of a new home directory, then serves both and opens Chromium. */
export async function startBrowserSession<T>(
  fill: (home: string) => Promise<T>,
): Promise<BrowserSession & { filled: T }> {
  requireChromium();
  const workDir = mkdtempSync(join(tmpdir(), 'xparena-browser-'));
  const staticDir = join(workDir, 'app');
  const home = join(workDir, 'home');
  mkdirSync(home);
  const [, filled] = await Promise.all([buildApp(staticDir), fill(home)]);
  const viewer: RunningViewer = await startViewer({ home, port: 0, host: '127.0.0.1', staticDir });
  const { context, page, errors } = await launchChromium(join(workDir, 'profile'), { width: 1400, height: 900 });
  return {
    page,
    url: viewer.url,
    errors,
    filled,
    async open(hash) {
      errors.length = 0;
      await page.goto(`${viewer.url}${hash}`);
      await page.waitForLoadState('domcontentloaded');
    },
    async api<R>(path: string) {
      const response = await fetch(new URL(`api${path}`, viewer.url));
      if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
      return (await response.json()) as R;
    },
    async close() {
      await context.close();
      await viewer.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
