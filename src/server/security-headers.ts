// Every viewer response carries the same protective headers, and the viewer answers only GET and HEAD, except for the
// play page's POSTs (play-routes.ts, which check them further): it reads the store and never changes it otherwise.
import type { MiddlewareHandler } from 'hono';

/** The app is a Vite React build: scripts only from our origin (no inline scripts), inline styles allowed for React. */
export const contentSecurityPolicy =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** The only paths that take a POST: starting a play match, and acting in or quitting one. */
const playPosts = /^\/api\/play(\/[0-9a-f]{32}\/(act|quit))?$/;

/** Sets the security headers on every response and answers 405 to any method but GET and HEAD (and the play POSTs). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const playPost = c.req.method === 'POST' && playPosts.test(new URL(c.req.url).pathname);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !playPost) {
      c.header('Allow', 'GET, HEAD');
      c.status(405);
      c.res = c.json({ error: `method ${c.req.method} not allowed: the viewer is read-only (GET and HEAD only)` }, 405);
    } else {
      await next();
    }
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  };
}
