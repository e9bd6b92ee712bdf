import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.ts', 'viewer/**/*.test.ts', 'bench/**/*.test.ts'];
// A module mock lives in the module cache, so files that mock run in fresh workers; all others share a worker's
// modules, which saves a second of imports per file (src/test-setup.ts restores the process state they touch).
const mocking = ['src', 'viewer', 'bench']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core idle, half of a 2-core machine: there two workers took 503 s instead of 612 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['src/test-setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.xparena-test/results.json' },
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'isolated', include: mocking, isolate: true } },
    ],
  },
});
