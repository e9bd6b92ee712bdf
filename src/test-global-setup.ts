// Runs once before the tests: compiles and bundles the CLI to dist-test/ (as `npm run build` does to dist/) for the
// tests that run `xparena` as a process of its own: they run the bundle as shipped. A compiled start costs about a
// quarter of the CPU of one through tsx, and those tests start dozens of them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default function setup(): void {
  const tsgo = fileURLToPath(new URL('../node_modules/.bin/tsgo', import.meta.url));
  const args = ['-p', 'tsconfig.build.json', '--outDir', 'dist-test', '--declaration', 'false', '--sourceMap', 'false'];
  const built = spawnSync(tsgo, args, { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`compiling the CLI for the tests failed:\n${built.stdout}${built.stderr}`);
  const bundled = spawnSync(process.execPath, ['scripts/bundle-cli.mjs', 'dist-test'], { cwd: root, encoding: 'utf8' });
  if (bundled.status !== 0) throw new Error(`bundling the CLI for the tests failed:\n${bundled.stderr}`);
}
