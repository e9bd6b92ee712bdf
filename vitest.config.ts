import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const include = ['src/**/*.test.ts', 'viewer/**/*.test.ts', 'bench/**/*.test.ts'];
// A module mock lives in the module cache, so files that mock run in fresh workers; all others share a worker's
// modules, which saves a second of imports per file (src/test-setup.ts restores the process state they touch).
const mocking = ['src', 'viewer', 'bench']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

// Files that take 15 s or more on a 2-core machine, slowest first. They start first, so that the workers finish
// together: without a results cache (a clean clone, as in CI) Vitest orders files by size, and a short file that runs
// long started last leaves one core idle till the end.
const slowFiles = [
  'src/cli/demo-command.test.ts',
  'src/cli/pool-command.test.ts',
  'src/cli/aaarena-kill.test.ts',
  'viewer/tests/viewer.test.ts',
  'src/games/conformance.test.ts',
  'src/protocols/every-experience.test.ts',
  'src/cli/interrupt-run.test.ts',
  'src/cli/aaarena-run.test.ts',
];

/** Vitest's order (project by project, longest first when it has timings), with `slowFiles` first in each project. */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = slowFiles.indexOf(relative(import.meta.dirname, spec.moduleId));
      return index === -1 ? slowFiles.length : index;
    };
    const projects = new Map<string, TestSpecification[]>();
    for (const spec of sorted) projects.set(spec.project.name, [...(projects.get(spec.project.name) ?? []), spec]);
    // Array.prototype.sort is stable: files not listed keep Vitest's order.
    return [...projects.values()].flatMap((specs) => specs.sort((a, b) => rank(a) - rank(b)));
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core idle, half of a 2-core machine: there two workers took 503 s instead of 612 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['src/test-global-setup.ts'],
    setupFiles: ['src/test-setup.ts'],
    sequence: { sequencer: SlowFilesFirst },
    reporters: ['default', 'json'],
    outputFile: { json: '.xparena-test/results.json' },
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'isolated', include: mocking, isolate: true } },
    ],
  },
});
