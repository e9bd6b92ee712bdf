// Where an agent CLI is installed, so the sandbox can show it: the directory of its real executable, or the npm
// package that holds it (a `bin` script usually links into one).
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from '../../core/usage-error.js';
import { blockedForSandboxUser } from '../../sandbox/bwrap-args.js';

/** The host paths the sandbox must show read-only for `executable` to run there (none when it lives under /usr). */
export function cliInstallation(executable: string): string[] {
  const found = spawnSync('which', [executable], { encoding: 'utf8' });
  const path = found.status === 0 ? found.stdout.trim() : '';
  if (!path) throw new UsageError(`'${executable}' is not on PATH; install the CLI first`);
  const paths = [dirname(path), packageRoot(realpathSync(path))];
  const outside = [...new Set(paths)].filter((dir) => !dir.startsWith('/usr/'));
  for (const dir of outside) {
    const blocked = blockedForSandboxUser(dir);
    if (blocked) {
      throw new UsageError(
        `'${executable}' is installed under ${blocked}, which the sandbox's user (uid 65534) cannot read; install it where others can read it (e.g. npm install -g into /usr/local) or run xparena as a non-root user`,
      );
    }
  }
  return outside;
}

/** The nearest directory above `file` with a package.json (within four levels), else the file's own directory. */
function packageRoot(file: string): string {
  let dir = dirname(file);
  for (let level = 0; level < 4; level++) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dir === dirname(dir)) break;
    dir = dirname(dir);
  }
  return dirname(file);
}
