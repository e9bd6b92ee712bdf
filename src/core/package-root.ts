// Where the files shipped with xparena (package.json, pools/, sdk/, dist/viewer/) lie, from the sources or a build,
// and the package's version, read from its package.json once.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's root directory and the version its package.json names. */
const found = findPackage(dirname(fileURLToPath(import.meta.url)));

/**
 * The package's root directory: the nearest folder above this module whose package.json is xparena's. Found, not
 * assumed at a fixed depth, so it holds from `src/core/` (tsx), `dist/core/` (tsc), `dist/bin/` (the bundled CLI, whose
 * folder has a package.json of its own) and `dist-bench/src/core/` (the benchmarks).
 */
export const packageRoot = found.root;

/** The package's version (package.json). */
export const packageVersion = found.version;

function findPackage(from: string): { root: string; version: string } {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === 'xparena' && version) return { root: dir, version };
    }
    if (dirname(dir) === dir) throw new Error(`xparena's package.json is not in any folder above ${from}`);
  }
}
