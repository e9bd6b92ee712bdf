// A sandbox has a network namespace of its own, so nothing of the host is reachable from it. To give an agent shell
// its seat's MCP server (and, when allowed, the egress proxy), a relay started inside before the shell listens on the
// sandbox's loopback and carries each connection to a Unix socket of the host that is bound into the sandbox.
import { dirname } from 'node:path';

/** One relayed port: connections to 127.0.0.1:`port` inside reach the host's Unix socket `socket`. */
export interface RelayRoute {
  readonly port: number;
  readonly socket: string;
}

/** The file the relay creates once every port listens; the wrapper waits for it before starting the shell. */
const readyFile = '/tmp/.xparena-relay-ready';

// Plain JavaScript for `node -e` (the sandbox has node but not our sources); argv[1] holds the routes as JSON.
const relaySource = `
const net = require('node:net');
const routes = JSON.parse(process.argv[1]);
let waiting = routes.length;
for (const { port, socket } of routes) {
  net.createServer((client) => {
    const upstream = net.connect(socket);
    const drop = () => { client.destroy(); upstream.destroy(); };
    client.on('error', drop);
    upstream.on('error', drop);
    client.pipe(upstream).pipe(client);
  }).listen(port, '127.0.0.1', () => {
    if (--waiting === 0) require('node:fs').writeFileSync(${JSON.stringify(readyFile)}, '');
  });
}`;

/** How long the wrapper waits for the relay to listen: 500 polls of 10 ms. */
const wrapper = [
  'node -e "$1" "$2" &',
  'n=0',
  `while [ ! -e ${readyFile} ]; do`,
  '  n=$((n+1))',
  '  if [ $n -gt 500 ]; then echo "xparena: the sandbox\'s loopback relay did not start" >&2; exit 125; fi',
  '  sleep 0.01',
  'done',
  'shift 2',
  'exec "$@"',
].join('\n');

/** `argv` wrapped so that it starts once the relay listens on every route's port inside the sandbox. */
export function withLoopbackRelay(routes: readonly RelayRoute[], argv: readonly string[]): string[] {
  if (routes.length === 0) return [...argv];
  return ['/bin/sh', '-c', wrapper, 'sh', relaySource, JSON.stringify(routes), ...argv];
}

/** The host paths the relay needs visible inside: node's own directory when it is not under /usr. */
export function relayReadOnlyPaths(): string[] {
  const nodeDir = dirname(process.execPath);
  return nodeDir.startsWith('/usr/') ? [] : [nodeDir];
}
