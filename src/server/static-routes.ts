// Serves the built React app (dist/viewer) with a fallback to index.html for the app's own routes, and never a
// file outside the build folder.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

/** The app's build folder shipped with the package: `dist/viewer` at the package root (from `src/` or `dist/`). */
export const defaultStaticDir = fileURLToPath(new URL('../../dist/viewer/', import.meta.url));

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const missingBuild = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>xparena viewer</title></head>
<body><h1>xparena viewer</h1><p>The viewer app is not built. Run <code>npm run build</code>, then reload this page.</p>
<p>The JSON API is available under <a href="/api/info">/api/info</a>.</p></body></html>
`;

/** Static files of `root` with SPA fallback; a path that leaves `root` (e.g. `%2e%2e/`) is answered 403. */
export function staticRoutes(root: string): Hono {
  const base = resolve(root);
  const app = new Hono();
  app.get('*', (c) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('bad path', 400);
    }
    if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return c.text('forbidden', 403);
    const file = resolve(base, `.${path}`);
    if (file !== base && !file.startsWith(base + sep)) return c.text('forbidden', 403);
    if (isFile(file)) return sendFile(file);
    // Missing files with an extension (a stale asset) are 404s; other paths are the app's routes.
    if (extname(path) !== '') return c.text('not found', 404);
    const index = resolve(base, 'index.html');
    if (!existsSync(index)) return c.html(missingBuild, 200, { 'Cache-Control': 'no-store' });
    return sendFile(index);
  });
  return app;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function sendFile(file: string): Response {
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  // Vite puts content hashes in asset names, so those never change; index.html must always be fresh.
  const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  return new Response(readFileSync(file), { headers: { 'Content-Type': type, 'Cache-Control': cache } });
}
