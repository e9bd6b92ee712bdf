import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'viewer/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', 'json'],
    outputFile: { json: '.xparena-test/results.json' },
  },
});
