// A job read where it enters a process (a child runner, later a queue worker) is validated once here, so the code
// that plays it reads a typed job.
import { z } from 'zod';
import { invalidPolicySchema } from '../core/invalid-policy-schema.js';
import { matchLabelSchema } from '../core/match-label-schema.js';
import type { MatchJob } from './match-job.js';

const experienceSnapshotSchema = z.strictObject({
  name: z.string(),
  hash: z.string(),
  state: z.unknown(),
  model: z.string().optional(),
  embed: z.string().optional(),
});

/** The JSON shape of a MatchJob. */
export const matchJobSchema = z.strictObject({
  game: z.string(),
  version: z.number().int(),
  params: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  seats: z.array(z.string()).min(1),
  experience: z.array(experienceSnapshotSchema.nullable()).optional(),
  seed: z.number().int(),
  label: matchLabelSchema.optional(),
  invalid: invalidPolicySchema.optional(),
});

/** Fails to compile while the schema's output is not a MatchJob. */
const schemaIsJob: z.output<typeof matchJobSchema> extends MatchJob ? true : never = true;
void schemaIsJob;

/** The job in JSON `text`; throws an error naming the first problem when it is no job. */
export function parseMatchJob(text: string): MatchJob {
  const parsed = matchJobSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`not a match job: ${issue?.path.join('.') || 'job'}: ${issue?.message ?? 'invalid'}`);
}
