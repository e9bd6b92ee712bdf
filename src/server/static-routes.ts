// Serves the built React app (dist/viewer) with @hono/node-server's serveStatic, falling back to index.html for the
// app's own routes, and never a file outside the build folder.
import { extname, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { packageRoot } from '../core/package-root.js';

/** The app's build folder shipped with the package: `dist/viewer` at the package root (from `src/` or `dist/`). */
export const defaultStaticDir = join(packageRoot, 'dist', 'viewer');

const missingBuild = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>xparena viewer</title></head>
<body><h1>xparena viewer</h1><p>The viewer app is not built. Run <code>npm run build</code>, then reload this page.</p>
<p>The JSON API is available under <a href="/api/info">/api/info</a>.</p></body></html>
`;

/** Answers 403 to a path that would leave the build folder once decoded (e.g. `%2e%2e/`), 400 to an undecodable one. */
const refuseEscapes: MiddlewareHandler = async (c, next) => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.text('bad path', 400);
  }
  if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return c.text('forbidden', 403);
  return next();
};

/** Vite puts content hashes in asset names, so those never change; everything else (index.html) must be fresh. */
const cacheControl: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok && !c.res.headers.has('Cache-Control'))
    c.res.headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
};

/** Static files of `root` with SPA fallback; a path that leaves `root` is answered 403. */
export function staticRoutes(root: string): Hono {
  const base = resolve(root);
  // Absolute paths instead of the `root` option, which logs an error at startup while the app is not built yet.
  const files = serveStatic({ rewriteRequestPath: (path) => join(base, path) });
  const index = serveStatic({ path: join(base, 'index.html') });
  const app = new Hono();
  app.use('*', refuseEscapes, cacheControl, files);
  // Missing files with an extension (a stale asset) are 404s; other paths are the app's routes.
  app.use('*', async (c, next) => (extname(c.req.path) === '' ? index(c, next) : c.text('not found', 404)));
  app.get('*', (c) => c.html(missingBuild, 200, { 'Cache-Control': 'no-store' }));
  return app;
}
