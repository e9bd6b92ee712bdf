// The play page's routes, the viewer's one write path: a person starts a match against built-in agents and sends its
// actions. Only on a loopback viewer; every request carries the viewer's per-start token in a header (which a page of
// another site can neither read nor send without a CORS preflight the viewer never grants), POSTs must be same-origin
// JSON, and they can do nothing but start such a match, act in it, and quit it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { UsageError } from '../core/usage-error.js';
import type { HumanSessions } from './human-sessions.js';
import type { PlaySessionResponse, PlayStartRequest } from './viewer-api.js';

/** The header every play request carries the token in. */
export const playTokenHeader = 'x-xparena-token';

/** Routes under /api/play; `sessions` is undefined where play is off, with `reason` saying why. */
export function playRoutes(sessions: HumanSessions | undefined, reason: string): Hono {
  const token = randomBytes(24).toString('base64url');
  const app = new Hono();
  app.get('/play/session', (c) =>
    c.json<PlaySessionResponse>(sessions ? { enabled: true, token } : { enabled: false, reason }),
  );
  app.use('/play/*', async (c, next) => {
    if (!sessions) return c.json({ error: `play is off: ${reason}` }, 403);
    const given = Buffer.from(c.req.header(playTokenHeader) ?? '');
    const wanted = Buffer.from(token);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return c.json(
        { error: `missing or wrong ${playTokenHeader} header (GET /api/play/session gives the token)` },
        403,
      );
    }
    if (c.req.method === 'POST') {
      const refusal = crossSite(c);
      if (refusal) return c.json({ error: refusal }, 403);
    }
    await next();
  });
  if (!sessions) return app;
  app.post('/play', (c) => answer(c, async () => sessions.start((await jsonBody(c)) as PlayStartRequest)));
  app.get('/play/:id', (c) => answer(c, async () => sessions.get(c.req.param('id'))));
  app.post('/play/:id/act', (c) =>
    answer(c, async () => {
      const body = (await jsonBody(c)) as { text?: unknown };
      if (typeof body.text !== 'string' || body.text.length > 10_000) {
        throw new UsageError('the body must be {"text": "<an action>"} (at most 10,000 characters)');
      }
      return sessions.act(c.req.param('id'), body.text);
    }),
  );
  app.post('/play/:id/quit', (c) => answer(c, () => sessions.quit(c.req.param('id'))));
  return app;
}

/** Why a POST is refused as cross-site (a form or script of another origin), or undefined when it is same-origin JSON. */
function crossSite(c: Context): string | undefined {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return 'play requests must be JSON (Content-Type: application/json)';
  }
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `cross-site request refused (${site})`;
  const origin = c.req.header('origin');
  const host = c.req.header('host');
  if (origin !== undefined && host !== undefined) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return `unreadable Origin '${origin}'`;
    }
    if (originHost.toLowerCase() !== host.toLowerCase()) {
      return `cross-origin request refused (Origin ${origin})`;
    }
  }
  return undefined;
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    return body;
  } catch {
    throw new UsageError('the body must be a JSON object');
  }
}

/** Runs a route's work: its result as JSON, a UsageError as 400 with its message. */
async function answer(c: Context, work: () => Promise<unknown>): Promise<Response> {
  try {
    return c.json(await work());
  } catch (error) {
    if (error instanceof UsageError) return c.json({ error: error.message }, 400);
    throw error;
  }
}
