// Output folders are checked before any work, so that a long run never ends on an output it cannot write.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeDirectory } from '../core/make-directory.js';
import { UsageError } from '../core/usage-error.js';

/** Creates the folder `dir` (and its parents) and writes a probe file there; UsageError naming `flag` if it cannot. */
export function assertWritableFolder(dir: string, flag: string): void {
  try {
    makeDirectory(dir);
    const probe = join(dir, `.xparena-write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new UsageError(
      `cannot write to the folder '${dir}'${typeof code === 'string' ? ` (${code})` : ''}: choose another with ${flag}`,
    );
  }
}
