// A Redis server for tests: Debian's redis-server on a free loopback port with a temporary directory and no
// persistence, stopped by the test. Where redis-server is not installed, `redisMissing` says so and the tests skip.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Why the Redis tests skip here, or undefined when redis-server can run. */
export const redisMissing: string | undefined =
  spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0
    ? undefined
    : 'redis-server is not installed (Debian: apt-get install -y redis-server): the queue tests are skipped';

export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** Stops the server (SIGKILL: nothing is kept) and removes its directory. */
  stop(): Promise<void>;
  /** Starts the server again on the same port, empty (a Redis restart without persistence). */
  restart(): Promise<void>;
}

/** A free loopback TCP port. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once `port` answers PING with PONG (polling for up to 10 s). */
async function answersPing(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within 10 s`);
}

/** Starts redis-server on a free loopback port. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'xparena-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    await answersPing(port);
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  // A test process that ends without its afterAll (a timeout, a crash) leaves no server behind.
  process.once('exit', () => child?.kill('SIGKILL'));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      await kill();
      await start();
    },
  };
}
