import { readFileSync } from 'node:fs';

/** The package version of this build, recorded with every run. */
export function codeVersion(): string {
  const path = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}
