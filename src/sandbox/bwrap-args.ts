// The bubblewrap command line of the sandbox: what a program sees (read-only system and program directory, private
// /tmp, no network, uid 65534, a cleared environment) is decided here and nowhere else.
import { existsSync, lchownSync, lstatSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Where the program directory appears inside the sandbox; also the working directory. */
export const programMount = '/program';

/** The environment a sandboxed program gets (everything else is cleared). */
export const sandboxEnvironment: Readonly<Record<string, string>> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  LANG: 'C.UTF-8',
};

/** Where a writable workspace appears inside the sandbox (agent shells); then the working directory. */
export const workspaceMount = '/workspace';

/** What the sandbox shows besides the system: the program directory, and for agent shells more (see SandboxSpec). */
export interface SandboxView {
  readonly dir: string;
  readonly workspace?: string | undefined;
  readonly writableWithin?: readonly string[] | undefined;
  readonly readOnly?: readonly string[] | undefined;
  readonly mounts?: readonly WritableMount[] | undefined;
  readonly env?: Readonly<Record<string, string>> | undefined;
}

/** A writable host directory shown at another path inside the sandbox (e.g. an agent CLI's home). */
export interface WritableMount {
  readonly host: string;
  readonly at: string;
}

/** `bwrap` arguments that run `argv` with the view's program directory mounted read-only at /program. */
export function bwrapArgs(view: SandboxView | string, argv: readonly string[]): string[] {
  const {
    dir,
    workspace,
    writableWithin,
    readOnly = [],
    mounts = [],
    env = {},
  } = typeof view === 'string' ? { dir: view } : view;
  return [
    '--unshare-all',
    '--uid',
    '65534',
    '--gid',
    '65534',
    '--cap-drop',
    'ALL',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    ...Object.entries({ ...sandboxEnvironment, ...env }).flatMap(([name, value]) => ['--setenv', name, value]),
    '--ro-bind',
    '/usr',
    '/usr',
    ...rootLinks(),
    '--ro-bind',
    '/etc',
    '/etc',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    dir,
    programMount,
    ...readOnly.flatMap((path) => ['--ro-bind', path, path]),
    ...(workspace ? workspaceBinds(workspace, writableWithin) : []),
    ...mounts.flatMap(({ host, at }) => ['--bind', host, at]),
    '--chdir',
    workspace ? workspaceMount : programMount,
    '--',
    ...argv,
  ];
}

/** The workspace writable as a whole, or read-only but for the directories of `writableWithin`. */
function workspaceBinds(workspace: string, writableWithin: readonly string[] | undefined): string[] {
  if (!writableWithin) return ['--bind', workspace, workspaceMount];
  return [
    '--ro-bind',
    workspace,
    workspaceMount,
    ...writableWithin.flatMap((path) => ['--bind', join(workspace, path), join(workspaceMount, path)]),
  ];
}

/** /bin, /lib, /lib64 and /sbin as the host has them: symlinks into /usr (merged /usr) or read-only binds. */
function rootLinks(): string[] {
  return ['/bin', '/sbin', '/lib', '/lib64'].flatMap((path) => {
    if (!existsSync(path)) return [];
    if (lstatSync(path).isSymbolicLink()) return ['--symlink', readlinkSync(path), path];
    return ['--ro-bind', path, path];
  });
}

/**
 * The prefix that runs bwrap as uid 65534 on the host too when xparena runs as root: bwrap started by root maps the
 * sandbox's uid to host root, and the program could then read root-only files such as /etc/shadow.
 */
export function dropRootPrefix(): string[] {
  if (process.getuid?.() !== 0) return [];
  return ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--'];
}

/**
 * The first path that keeps uid 65534 out of `dir` when bwrap runs as that uid (see `dropRootPrefix`): a parent
 * without search permission for others, or `dir` without read and search permission for others.
 */
export function blockedForSandboxUser(dir: string): string | undefined {
  if (dropRootPrefix().length === 0) return undefined;
  const absolute = resolve(dir);
  const parents: string[] = [];
  for (let path = dirname(absolute); ; path = dirname(path)) {
    parents.unshift(path);
    if (path === dirname(path)) break;
  }
  for (const parent of parents) if ((statSync(parent).mode & 0o001) === 0) return parent;
  return (statSync(absolute).mode & 0o005) === 0o005 ? undefined : absolute;
}

/** The sandbox's user on the host when xparena runs as root (see `dropRootPrefix`). */
const sandboxUid = 65534;

/**
 * Makes `path` (a workspace the sandbox writes to) the sandbox user's when xparena runs as root; else nothing to do.
 * Links are changed themselves, never followed: a kept workspace holds what the sandboxed CLI made, and a link it
 * planted to a host file must not hand that file over.
 */
export function handToSandboxUser(path: string): void {
  if (dropRootPrefix().length === 0) return;
  lchownSync(path, sandboxUid, sandboxUid);
  if (!lstatSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) handToSandboxUser(join(path, entry));
}
