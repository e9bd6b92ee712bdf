// A per-program cgroup v1 pair (memory and pids) under this process's own groups: limits the host kernel enforces on
// every process the program starts, and the one list of those processes that a kill can trust.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxLimits } from './sandboxed-process.js';

/** The cgroup v1 controllers a program's group uses. */
export const cgroupControllers = ['memory', 'pids'] as const;
export type CgroupController = (typeof cgroupControllers)[number];

/** One program's memory and pids groups; every process in them belongs to the program. */
export interface ProgramCgroup {
  /** The `cgroup.procs` files a wrapper writes its own pid into before it execs the program. */
  readonly procsFiles: readonly string[];
  /** The limit the program ran into so far, if any (read before `release`). */
  limitHit(): 'memory' | 'pids' | undefined;
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

/** Creates the program's groups with `limits`; throws when the kernel refuses (the sandbox cannot start). */
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
  return {
    procsFiles: Object.values(dirs).map((dir) => join(dir, 'cgroup.procs')),
    limitHit: () => {
      if (counter(join(dirs.memory, 'memory.oom_control'), 'oom_kill') > 0) return 'memory';
      if (counter(join(dirs.pids, 'pids.events'), 'max') > 0) return 'pids';
      return undefined;
    },
    release: async () => {
      for (const dir of Object.values(dirs)) await killAndRemove(dir);
    },
  };
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
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
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
