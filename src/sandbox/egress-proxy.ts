// The only way out of an agent shell's sandbox when the user allows its model provider: an HTTP proxy on a Unix socket
// of the host that opens tunnels (CONNECT) and forwards plain requests to the allowed host:port pairs only, and
// refuses everything else with 403. DNS is resolved here, on the host; the sandbox itself has no network.
import { chmodSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';

/** A listening proxy: its socket, what it refused so far (for fault messages), and how to stop it. */
export interface EgressProxy {
  readonly socket: string;
  readonly refused: readonly string[];
  close(): Promise<void>;
}

/** `host` or `host:port` (443 when omitted), lower-cased; IPv6 literals in brackets. */
export function hostPort(entry: string): string {
  const trimmed = entry.trim().toLowerCase();
  return /:\d+$/.test(trimmed) ? trimmed : `${trimmed}:443`;
}

/** Starts the proxy on `socket` (reachable by the sandbox's user), letting through only `allowed` host:port pairs. */
export async function startEgressProxy(socket: string, allowed: readonly string[]): Promise<EgressProxy> {
  const allow = new Set(allowed.map(hostPort));
  const refused: string[] = [];
  const permitted = (target: string) => {
    if (allow.has(target)) return true;
    if (refused.length < 100) refused.push(target);
    return false;
  };
  const open = new Set<Socket>();
  const track = (stream: Socket) => {
    open.add(stream);
    stream.once('close', () => open.delete(stream));
  };

  const server = createServer((incoming, outgoing) => {
    // A plain-HTTP request through a proxy names its absolute URL.
    let url: URL;
    try {
      url = new URL(incoming.url ?? '');
    } catch {
      outgoing.writeHead(400).end('only absolute http:// URLs and CONNECT are proxied\n');
      return;
    }
    const target = `${url.hostname.toLowerCase()}:${url.port || '80'}`;
    if (url.protocol !== 'http:' || !permitted(target)) {
      outgoing.writeHead(403).end(`xparena: ${target} is not an allowed host of this sandbox\n`);
      return;
    }
    const forwarded = httpRequest(
      {
        host: url.hostname,
        port: url.port || 80,
        method: incoming.method,
        path: url.pathname + url.search,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end(`xparena: ${target}: ${error.message}\n`);
    });
    incoming.pipe(forwarded);
  });

  server.on('connect', (incoming, client: Socket, head: Buffer) => {
    track(client);
    const target = (incoming.url ?? '').toLowerCase();
    const match = /^(.+):(\d+)$/.exec(target);
    if (!match?.[1] || !permitted(target)) {
      client.end(
        `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\nxparena: ${target} is not an allowed host of this sandbox\n`,
      );
      return;
    }
    const upstream = connect(Number(match[2]), match[1].replace(/^\[|\]$/g, ''));
    track(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    client.on('error', drop);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  // The sandbox runs as another user when xparena runs as root.
  chmodSync(socket, 0o666);
  return {
    socket,
    refused,
    close: () =>
      new Promise((resolve) => {
        for (const stream of open) stream.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
