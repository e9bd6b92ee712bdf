import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'viewer/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one of this 2-core machine's cores idle; two workers took 503 s instead of 612 s.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: '.xparena-test/results.json' },
  },
});
