import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'viewer/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core idle, half of a 2-core machine: there two workers took 503 s instead of 612 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', 'json'],
    outputFile: { json: '.xparena-test/results.json' },
  },
});
