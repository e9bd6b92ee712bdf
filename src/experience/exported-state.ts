// An experience's state as a file, to carry what was learned in one run into another (another game, deck or model):
// `xparena experience export` writes it, and `--experience 'name?from=state.json'` starts from it.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { UsageError } from '../core/usage-error.js';
import type { Experience } from './experience.js';

/** The format's name and version, so a file is recognised and read as it was written. */
export const EXPORTED_STATE_FORMAT = 'xparena-experience-state';
export const EXPORTED_STATE_VERSION = 1;

const exportedStateSchema = z.object({
  format: z.literal(EXPORTED_STATE_FORMAT),
  formatVersion: z.literal(EXPORTED_STATE_VERSION),
  experience: z.string(),
  /** Where it was learned: the run, game, trial and checkpoint, and the snapshot's hash. */
  source: z.object({
    run: z.string(),
    game: z.string(),
    trial: z.number().int(),
    checkpoint: z.number().int(),
    hash: z.string(),
  }),
  state: z.unknown(),
});

/** A state file's contents. */
export type ExportedState = z.output<typeof exportedStateSchema>;

/** Reads the state file at `path` for experience `name`; throws UsageError saying what is wrong with it. */
export function readExportedState(path: string, name: string): ExportedState {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read the experience state file '${path}': ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`'${path}' is not JSON: write it with xparena experience export`);
  }
  const parsed = exportedStateSchema.safeParse(json);
  if (!parsed.success) {
    throw new UsageError(`'${path}' is not an experience state file (write it with xparena experience export)`);
  }
  if (parsed.data.experience !== name) {
    throw new UsageError(
      `'${path}' holds a '${parsed.data.experience}' state, not a '${name}' one: use ${parsed.data.experience}?from=${path}`,
    );
  }
  return parsed.data;
}

/** `experience` starting from `state` instead of its empty initial state (the state carries its own settings). */
export function startingFrom(experience: Experience, state: unknown): Experience {
  return { ...experience, initial: () => state };
}
