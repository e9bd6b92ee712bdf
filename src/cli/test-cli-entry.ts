// The CLI as a process of its own in tests: the bundled entry the global set-up (src/test-global-setup.ts) builds
// from the sources, so it is never older than them.
import { fileURLToPath } from 'node:url';

/** `node <cliEntry> …` runs `xparena …` from this checkout's sources, compiled for this test run. */
export const cliEntry = fileURLToPath(new URL('../../dist-test/bin/xparena.js', import.meta.url));
