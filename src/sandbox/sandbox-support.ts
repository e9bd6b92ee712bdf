// What this machine offers the sandbox, probed for real once per process: bubblewrap that can start, user namespaces,
// writable cgroup v1 memory, pids and cpuacct controllers, prlimit (and setpriv when running as root).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bwrapArgs, dropRootPrefix } from './bwrap-args.js';
import { type CgroupController, cgroupControllers, ownCgroupDir } from './cgroup.js';
import type { SandboxSupport } from './sandboxed-process.js';

/** One thing the sandbox needs; `fix` says what to install or change when it is missing. */
export interface SandboxCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
  readonly fix?: string;
}

let cached: readonly SandboxCheck[] | undefined;

/** The sandbox's requirements on this machine, probed on the first call and remembered for the process. */
export function sandboxChecks(): readonly SandboxCheck[] {
  cached ??= probe();
  return cached;
}

/** Whether programs can be sandboxed here; `missing` has one line per failed check. */
export function sandboxSupport(): SandboxSupport {
  const missing = sandboxChecks()
    .filter((check) => !check.ok)
    .map((check) => `${check.name}: ${check.detail}${check.fix ? ` (${check.fix})` : ''}`);
  return { available: missing.length === 0, missing };
}

function probe(): SandboxCheck[] {
  const checks = [
    userNamespaces(),
    bubblewrap(),
    ...cgroupControllers.map(cgroupWritable),
    tool('prlimit', 'util-linux'),
  ];
  if (dropRootPrefix().length > 0) checks.push(tool('setpriv', 'util-linux'));
  return checks;
}

function tool(name: string, debianPackage: string): SandboxCheck {
  const result = spawnSync(name, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    return { name, ok: false, detail: 'not found', fix: `apt-get install ${debianPackage}` };
  }
  return { name, ok: true, detail: result.stdout.split('\n')[0] ?? '' };
}

function bubblewrap(): SandboxCheck {
  const name = 'bubblewrap';
  const version = spawnSync('bwrap', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    return { name, ok: false, detail: 'bwrap not found', fix: 'apt-get install bubblewrap' };
  }
  const [command = 'bwrap', ...args] = [...dropRootPrefix(), 'bwrap', ...bwrapArgs('/usr', ['/usr/bin/true'])];
  const trial = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000 });
  if (trial.error || trial.status !== 0) {
    const reason = trial.error?.message ?? trial.stderr.trim().split('\n')[0] ?? `exit ${trial.status}`;
    return { name, ok: false, detail: `bwrap cannot start a sandbox: ${reason}`, fix: 'allow user namespaces' };
  }
  return { name, ok: true, detail: `${version.stdout.trim()} starts a sandbox` };
}

function userNamespaces(): SandboxCheck {
  const name = 'user namespaces';
  const settings: [string, (value: string) => boolean, string][] = [
    ['/proc/sys/user/max_user_namespaces', (value) => value === '0', 'sysctl -w user.max_user_namespaces=10000'],
    [
      '/proc/sys/kernel/unprivileged_userns_clone',
      (value) => value === '0',
      'sysctl -w kernel.unprivileged_userns_clone=1',
    ],
    [
      '/proc/sys/kernel/apparmor_restrict_unprivileged_userns',
      (value) => value === '1',
      'sysctl -w kernel.apparmor_restrict_unprivileged_userns=0, or an AppArmor profile for bwrap',
    ],
  ];
  for (const [file, refuses, fix] of settings) {
    const value = readSetting(file);
    if (value !== undefined && refuses(value)) return { name, ok: false, detail: `${file} is ${value}`, fix };
  }
  return { name, ok: true, detail: 'allowed' };
}

function readSetting(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** What the probe writes into a fresh group of each controller, to prove the host may set the program's limits. */
const probeSettings: Readonly<Record<CgroupController, readonly [file: string, value: string]>> = {
  memory: ['memory.limit_in_bytes', String(64 * 1024 * 1024)],
  pids: ['pids.max', '16'],
  // Clearing the counter is a write the host may do only where it owns the group.
  cpuacct: ['cpuacct.usage', '0'],
};

function cgroupWritable(controller: CgroupController): SandboxCheck {
  const name = `cgroup ${controller}`;
  const fix = `mount the cgroup v1 ${controller} controller at /sys/fs/cgroup/${controller} and run as root`;
  let parent: string;
  try {
    parent = ownCgroupDir(controller);
  } catch (error) {
    return { name, ok: false, detail: (error as Error).message, fix };
  }
  const dir = join(parent, `xparena-probe-${process.pid}`);
  try {
    mkdirSync(dir);
    const [file, value] = probeSettings[controller];
    writeFileSync(join(dir, file), value);
    return { name, ok: true, detail: `writable at ${parent}` };
  } catch (error) {
    return {
      name,
      ok: false,
      detail: `cannot create a group under ${parent}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      fix,
    };
  } finally {
    try {
      rmdirSync(dir);
    } catch {}
  }
}
