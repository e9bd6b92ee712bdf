// Every viewer response carries the same protective headers (Hono's secure-headers, set to exactly the policy below),
// and the viewer answers only GET and HEAD, except for the play page's POSTs (play-routes.ts, which check them
// further): it reads the store and never changes it otherwise.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The app is a Vite React build: scripts only from our origin (no inline scripts), inline styles allowed for React. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The only paths that take a POST: starting a play match, and acting in or quitting one. */
const playPosts = /^\/api\/play(\/[0-9a-f]{32}\/(act|quit))?$/;

/**
 * Sets Content-Security-Policy, `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer` on every
 * response, and no other header of secure-headers' defaults (the policy docs/viewer.md states).
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy,
    xContentTypeOptions: true,
    referrerPolicy: true,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** Answers 405 to any method but GET and HEAD (and the play POSTs). */
export function readOnlyMethods(): MiddlewareHandler {
  return async (c, next) => {
    const playPost = c.req.method === 'POST' && playPosts.test(new URL(c.req.url).pathname);
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || playPost) return next();
    return c.json({ error: `method ${c.req.method} not allowed: the viewer is read-only (GET and HEAD only)` }, 405, {
      Allow: 'GET, HEAD',
    });
  };
}
