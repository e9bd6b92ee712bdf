// Per-program cgroup v1 groups (memory, pids, cpuacct) under this process's own groups: limits the host kernel enforces
// on every process the program starts, the CPU time of all of them together, and the one list of those processes that
// a kill can trust.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxLimits } from './sandboxed-process.js';

/** The cgroup v1 controllers a program's group uses. */
export const cgroupControllers = ['memory', 'pids', 'cpuacct'] as const;
export type CgroupController = (typeof cgroupControllers)[number];

/** How often the host reads a program's CPU time; the CPU limit is enforced to within about this much. */
export const cpuPollMs = 50;

/** One program's groups; every process in them belongs to the program. */
export interface ProgramCgroup {
  /** The `cgroup.procs` files a wrapper writes its own pid into before it execs the program. */
  readonly procsFiles: readonly string[];
  /** The limit the program ran into so far, if any (after `release`, the one it had run into by then). */
  limitHit(): 'memory' | 'pids' | 'cpu' | undefined;
  /** SIGKILLs every process in the groups until none is left, then removes the groups. */
  release(): Promise<void>;
}

/** Where this process's own group of `controller` lives (v1 mount at /sys/fs/cgroup/<controller>). */
export function ownCgroupDir(controller: CgroupController): string {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[1]?.split(',').includes(controller));
  const path = line?.split(':')[2] ?? '/';
  const own = join('/sys/fs/cgroup', controller, path).replace(/\/$/, '');
  // In a container without a cgroup namespace the listed path is the host's; the mount shows the container's group.
  return existsSync(own) ? own : join('/sys/fs/cgroup', controller);
}

let created = 0;

/**
 * Creates the program's groups with `limits`; throws when the kernel refuses (the sandbox cannot start). The CPU limit
 * counts every process of the program together (a per-process rlimit would let a forking program use pids × as much):
 * the host polls the group's CPU time and kills the whole group once it passes the limit.
 */
export function createProgramCgroup(limits: SandboxLimits): ProgramCgroup {
  const name = `xparena-${process.pid}-${++created}-${Date.now().toString(36)}`;
  const dirs = Object.fromEntries(
    cgroupControllers.map((controller) => [controller, join(ownCgroupDir(controller), name)]),
  ) as Record<CgroupController, string>;
  try {
    for (const dir of Object.values(dirs)) mkdirSync(dir);
    const bytes = String(limits.memoryMb * 1024 * 1024);
    writeFileSync(join(dirs.memory, 'memory.limit_in_bytes'), bytes);
    try {
      // Swap counts too where the kernel accounts it; without swap accounting the file is absent.
      writeFileSync(join(dirs.memory, 'memory.memsw.limit_in_bytes'), bytes);
    } catch {}
    writeFileSync(join(dirs.pids, 'pids.max'), String(limits.pids));
  } catch (error) {
    for (const dir of Object.values(dirs)) {
      try {
        rmdirSync(dir);
      } catch {}
    }
    throw error;
  }
  let cpuSpent = false;
  const cpuLimitNs = limits.cpuSeconds * 1e9;
  const watch = setInterval(() => {
    if (cpuSpent || cpuUsageNs(dirs.cpuacct) < cpuLimitNs) return;
    cpuSpent = true;
    for (const pid of cgroupPids(dirs.cpuacct)) killQuietly(pid);
  }, cpuPollMs);
  watch.unref();
  const readLimit = (): 'memory' | 'pids' | 'cpu' | undefined => {
    if (cpuSpent) return 'cpu';
    if (counter(join(dirs.memory, 'memory.oom_control'), 'oom_kill') > 0) return 'memory';
    if (counter(join(dirs.pids, 'pids.events'), 'max') > 0) return 'pids';
    return undefined;
  };
  // Read once as the groups go, so that a kill's exit (often told after the groups are removed) keeps the limit.
  let atRelease: { readonly limit: ReturnType<typeof readLimit> } | undefined;
  return {
    procsFiles: Object.values(dirs).map((dir) => join(dir, 'cgroup.procs')),
    limitHit: () => (atRelease ? atRelease.limit : readLimit()),
    release: async () => {
      clearInterval(watch);
      atRelease ??= { limit: readLimit() };
      for (const dir of Object.values(dirs)) await killAndRemove(dir);
    },
  };
}

/** CPU time used so far by every process that was ever in the group, in nanoseconds. */
function cpuUsageNs(dir: string): number {
  try {
    return Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8'));
  } catch {
    return 0;
  }
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

function counter(file: string, key: string): number {
  try {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${key} `));
    return Number(line?.split(' ')[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The pids in a group now. */
export function cgroupPids(dir: string): number[] {
  try {
    return readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function killAndRemove(dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const pids = cgroupPids(dir);
    for (const pid of pids) killQuietly(pid);
    try {
      rmdirSync(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY' || attempt > 500) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Names of the program groups left under this process's groups (for leak checks). */
export function leftoverProgramCgroups(): string[] {
  return cgroupControllers.flatMap((controller) => {
    try {
      return readdirSync(ownCgroupDir(controller)).filter((name) => name.startsWith(`xparena-${process.pid}-`));
    } catch {
      return [];
    }
  });
}
