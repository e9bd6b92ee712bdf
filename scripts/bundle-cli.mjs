// Bundles the compiled CLI (`<out>/cli/xparena.js`, from tsc) into CommonJS chunks in `<out>/bin/` with rolldown, which
// bin/xparena.js loads. Usage: node scripts/bundle-cli.mjs <out>
//
// Why: start-up. A listing command otherwise spends more time in Node's ES module loader (resolving, linking and
// wrapping about 35 modules, commander and better-sqlite3 among them) than in its own work; as a few CommonJS chunks it
// starts about 20 ms sooner (docs/benchmarks.md). Each command stays a chunk of its own, required only when it runs
// (the dynamic imports of src/cli/main.ts), and the worker threads are entries beside the chunks, under the names the
// code starts them by.
// Packages stay outside (native addons, data files, ESM-only packages loaded by import()), except commander, which
// every command loads.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';

const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/bundle-cli.mjs <tsc output directory, e.g. dist>');
  process.exit(2);
}

/** Chunk names by entry: the CLI and the worker threads it starts by file name, which must sit beside the chunks. */
const entries = {
  xparena: 'cli/xparena.js',
  'run-js-worker': 'sandbox/run-js-worker.js',
  'run-views-worker': 'server/run-views-worker.js',
};

/**
 * commander requires child_process for subcommands that are programs of their own, which xparena has none of; it
 * loads on first use instead of at every start (about 7 ms).
 */
function isCommanderChildProcess(id, importer) {
  return id === 'node:child_process' && importer?.includes('/node_modules/commander/') === true;
}

const lazyChildProcess = {
  name: 'lazy-child-process',
  resolveId(id, importer) {
    return isCommanderChildProcess(id, importer) ? '\0lazy-child-process' : null;
  },
  load(id) {
    if (id !== '\0lazy-child-process') return null;
    return "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });";
  },
};

rmSync(join(out, 'bin'), { recursive: true, force: true });
const bundle = await rolldown({
  input: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(out, path)])),
  platform: 'node',
  external: (id, importer) => /^[^./]/.test(id) && id !== 'commander' && !isCommanderChildProcess(id, importer),
  plugins: [lazyChildProcess],
  logLevel: 'warn',
});
await bundle.write({
  dir: join(out, 'bin'),
  format: 'cjs',
  entryFileNames: '[name].js',
  chunkFileNames: '[name]-[hash].js',
});
await bundle.close();
// The package is "type": "module"; this folder's .js files are CommonJS.
writeFileSync(join(out, 'bin', 'package.json'), '{ "type": "commonjs" }\n');
