// Runs one hostile program through spawnProgram and judges it: contained as its case says, and nothing of it left
// running afterwards (no process carrying its marker, no cgroup of it).
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HostileProgram, hostileLimits } from './hostile-programs.js';
import type { SandboxExit, SandboxedProcess } from './sandboxed-process.js';
import { type SpawnOptions, spawnProgram } from './spawn-program.js';

/** What happened to one hostile program; `failures` is empty when it was contained. */
export interface HostileOutcome {
  readonly name: string;
  readonly exit: SandboxExit;
  /** From start until the program ended (by a limit, by itself, or by the host's kill). */
  readonly containedMs: number;
  /** How long `kill()` took to leave nothing behind. */
  readonly killMs: number;
  readonly stdoutBytes: number;
  readonly failures: readonly string[];
}

/** Runs `program` in a fresh program directory and checks every expectation of it. */
export async function runHostileProgram(program: HostileProgram, options: SpawnOptions = {}): Promise<HostileOutcome> {
  const marker = `xparena-hostile-${randomBytes(6).toString('hex')}`;
  const listener = await loopbackListener();
  const datagrams = await loopbackDatagramListener();
  const dir = mkdtempSync(join(tmpdir(), 'xparena-hostile-'));
  const neighbour = program.neighbour ? await startNeighbour(options) : undefined;
  try {
    // The sandbox reads the directory as uid 65534.
    chmodSync(dir, 0o755);
    const file = program.language === 'bash' ? 'main.sh' : 'main.py';
    const source = program.source
      .replaceAll('{MARKER}', marker)
      .replaceAll('{PORT}', String(listener.port))
      .replaceAll('{UDP_PORT}', String(datagrams.port))
      .replaceAll('{NEIGHBOUR_DIR}', neighbour?.dir ?? '/nonexistent');
    writeFileSync(join(dir, file), `${source}\n`, { mode: 0o644 });
    const interpreter = program.language === 'bash' ? '/usr/bin/bash' : '/usr/bin/python3';
    const started = Date.now();
    const proc = spawnProgram(
      { dir, argv: [interpreter, file], limits: { ...hostileLimits, ...program.limits } },
      options,
    );
    proc.stdin.on('error', () => {});
    proc.stderr.resume();
    let stdout = '';
    let stdoutBytes = 0;
    let endedAt: number | undefined;
    proc.exited.then(() => {
      endedAt = Date.now();
    });
    const drive = program.drive;
    const enoughOutput = new Promise<void>((resolve) => {
      proc.stdout.on('data', (chunk: Buffer) => {
        stdoutBytes += chunk.length;
        if (stdout.length < 64 * 1024) stdout += chunk.toString('utf8');
        if (drive.type === 'read-then-kill' && stdoutBytes >= drive.bytes) {
          proc.stdout.pause();
          resolve();
        }
      });
    });
    const failures: string[] = [];
    if (drive.type === 'await-exit') {
      const ended = await Promise.race([proc.exited.then(() => true), delay(drive.deadlineMs).then(() => false)]);
      if (!ended) failures.push(`still running after ${drive.deadlineMs} ms`);
    } else if (drive.type === 'kill-after') {
      await Promise.race([proc.exited, delay(drive.ms)]);
    } else {
      await Promise.race([proc.exited, enoughOutput, delay(10_000)]);
    }
    const killStarted = Date.now();
    await proc.kill();
    const killMs = Date.now() - killStarted;
    const exit = await proc.exited;
    const expect = program.expect;
    if (expect.limit !== exit.limit) failures.push(`limit ${exit.limit ?? 'none'}, expected ${expect.limit ?? 'none'}`);
    if (expect.signal && exit.signal !== expect.signal)
      failures.push(`signal ${exit.signal}, expected ${expect.signal}`);
    for (const text of expect.stdoutIncludes ?? []) if (!stdout.includes(text)) failures.push(`stdout lacks ${text}`);
    for (const text of expect.stdoutExcludes ?? []) if (stdout.includes(text)) failures.push(`stdout has ${text}`);
    if (expect.noConnection && listener.connections() > 0) failures.push('the host listener was reached');
    if (expect.noConnection && datagrams.received() > 0) failures.push('the host received a datagram');
    if (expect.secretUnread && neighbour && stdout.includes(neighbour.secret))
      failures.push("read the other seat's secret");
    if (neighbour) {
      const exit = neighbour.exit();
      if (exit) failures.push(`the other seat's program ended meanwhile (${exit.signal ?? `code ${exit.code}`})`);
      await neighbour.process.kill();
      if (processesCarrying(neighbour.marker).length > 0) failures.push("the other seat's program was left running");
    }
    if (existsSync(join(dir, 'added')) || readFileSync(join(dir, file), 'utf8') !== `${source}\n`) {
      failures.push('the program directory changed');
    }
    const left = processesCarrying(marker);
    if (left.length > 0) failures.push(`processes left behind: ${left.join(', ')}`);
    return {
      name: program.name,
      exit,
      containedMs: (endedAt ?? Date.now()) - started,
      killMs,
      stdoutBytes,
      failures,
    };
  } finally {
    await neighbour?.process.kill();
    await listener.close();
    await datagrams.close();
    rmSync(dir, { recursive: true, force: true });
    if (neighbour) rmSync(neighbour.dir, { recursive: true, force: true });
  }
}

/** Another seat's program, sandboxed like the hostile one: it copies its secret into its /tmp and waits. */
interface Neighbour {
  readonly dir: string;
  readonly secret: string;
  readonly marker: string;
  readonly process: SandboxedProcess;
  /** How it ended, if it did before the host killed it. */
  exit(): SandboxExit | undefined;
}

async function startNeighbour(options: SpawnOptions): Promise<Neighbour> {
  const secret = `xparena-secret-${randomBytes(8).toString('hex')}`;
  const marker = `xparena-neighbour-${randomBytes(6).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'xparena-neighbour-'));
  // Readable by everyone on the host: only the sandbox keeps the other seat out.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'secret.txt'), `${secret}\n`, { mode: 0o644 });
  const source = `cp secret.txt /tmp/secret.txt && echo ready\nexec -a ${marker} /usr/bin/sleep 1000\n`;
  writeFileSync(join(dir, 'main.sh'), source, { mode: 0o644 });
  const process = spawnProgram({ dir, argv: ['/usr/bin/bash', 'main.sh'], limits: hostileLimits }, options);
  process.stdin.on('error', () => {});
  process.stderr.resume();
  let exit: SandboxExit | undefined;
  process.exited.then((value) => {
    exit = value;
  });
  const ready = new Promise<boolean>((resolve) => {
    process.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('ready')) resolve(true);
    });
    process.exited.then(() => resolve(false));
  });
  if (!(await Promise.race([ready, delay(10_000).then(() => false)]))) {
    await process.kill();
    rmSync(dir, { recursive: true, force: true });
    throw new Error("the other seat's program did not start");
  }
  return { dir, secret, marker, process, exit: () => exit };
}

/** Pids of host processes whose command line contains `marker`. */
export function processesCarrying(marker: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A UDP socket on 127.0.0.1 that counts the datagrams it receives (and answers none). */
async function loopbackDatagramListener(): Promise<{
  port: number;
  received: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const socket = createSocket('udp4');
  socket.on('message', () => {
    received++;
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    received: () => received,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

async function loopbackListener(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
