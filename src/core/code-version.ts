import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './package-root.js';

/** The package version of this build, recorded with every run. */
export function codeVersion(): string {
  const path = join(packageRoot, 'package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}
