// The xparena version a run, a queued job or a worker records: the package's.
import { packageVersion } from './package-root.js';

/** The package version of this build, recorded with every run. */
export function codeVersion(): string {
  return packageVersion;
}
