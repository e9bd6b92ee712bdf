// A program's manifest, `xparena-program.json` in its directory: validated once with zod where it enters.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { UsageError } from '../../core/usage-error.js';

/** The manifest's file name in a program's directory. */
export const programManifestFile = 'xparena-program.json';

const programManifestSchema = z.object({
  name: z.string().regex(/^[A-Za-z0-9._-]+$/, 'must be letters, digits, -, _ or .'),
  version: z.string().min(1, 'must not be empty'),
  language: z.string().min(1, 'must not be empty'),
  entry: z.array(z.string().min(1, 'must not hold an empty argument')).min(1, 'must name a command'),
});

/** What a program says about itself: its name and version (recorded), language, and the command that runs it. */
export type ProgramManifest = z.infer<typeof programManifestSchema>;

/** Reads `dir`'s manifest; throws a one-line UsageError naming the file and the field that is missing or wrong. */
export function readProgramManifest(dir: string): ProgramManifest {
  const file = join(dir, programManifestFile);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`program ${dir} has no readable ${programManifestFile} (see docs/program-protocol.md)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = programManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '(the whole file)';
    const message = issue?.code === 'invalid_type' ? `must be ${issue.expected}` : (issue?.message ?? 'is invalid');
    throw new UsageError(`${file}: field '${field}' ${message}`);
  }
  return parsed.data;
}
