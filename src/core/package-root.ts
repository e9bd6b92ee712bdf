// Where the files shipped with xparena (package.json, pools/, sdk/, dist/viewer/) lie, from the sources or a build.
import { fileURLToPath } from 'node:url';

/**
 * The package's root directory. This module lies two levels below it wherever it runs: `src/core/` (tsx),
 * `dist/core/` (tsc) and `dist/bin/` (the bundled CLI, scripts/bundle-cli.mjs), so one relative path serves all three.
 */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
