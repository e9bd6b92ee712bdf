// DNS-rebinding defence: a page on evil.example.com whose name is made to resolve to 127.0.0.1 reaches the viewer
// with `Host: evil.example.com`, so only requests naming loopback, the bound host or an allowed name are served.
import type { MiddlewareHandler } from 'hono';

/** The host names always accepted: this machine's loopback. */
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/** A host name as a Host header carries it: lower case, IPv6 literals in brackets. */
function normalHostName(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/** The host name of a Host header value (or URL host), without its port: `[::1]:7300` → `[::1]`. */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1) || value;
  const colon = value.indexOf(':');
  return colon < 0 ? value : value.slice(0, colon);
}

/**
 * Middleware answering 403 to a request whose Host header (or URL, where it has no Host header) names neither
 * loopback nor one of `allowed` (the bound host and each `--allow-host`), with or without a port.
 */
export function hostCheck(allowed: readonly string[]): MiddlewareHandler {
  const names = new Set([...loopbackNames, ...allowed.map(normalHostName)]);
  return async (c, next) => {
    const header = c.req.header('host');
    for (const host of [header, new URL(c.req.url).host]) {
      if (host !== undefined && !names.has(hostName(host)))
        return c.json(
          {
            error: `host '${host}' is not allowed: open the viewer by a loopback address (http://127.0.0.1:<port>/), or start it with --allow-host ${hostName(host)}`,
          },
          403,
        );
    }
    await next();
  };
}
