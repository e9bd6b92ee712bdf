// Validates MatchRecords that come from outside (JSONL imports, files given to `replay`). It must accept every
// record playMatch can produce and keep every field (zod drops unknown keys): the type check below fails the build
// when MatchRecord gains a field this schema lacks.
import { z } from 'zod';
import { invalidPolicySchema } from '../core/invalid-policy-schema.js';
import { MATCH_RECORD_FORMAT, type MatchRecord } from '../core/match-record.js';

const usage = z.object({
  inputTokens: z.number().optional(),
  outputTokens: z.number().optional(),
  cachedTokens: z.number().optional(),
  reasoningTokens: z.number().optional(),
  costUsd: z.number().optional(),
  calls: z.number().optional(),
});

const retry = z.object({
  status: z.number().int().optional(),
  kind: z.string(),
  waitMs: z.number(),
  error: z.string(),
});

const exchange = z.object({
  model: z.string(),
  request: z.unknown(),
  text: z.string(),
  toolCalls: z.array(z.object({ name: z.string(), input: z.unknown() })).optional(),
  usage: usage.optional(),
  latencyMs: z.number().optional(),
  cached: z.boolean().optional(),
  failure: z.enum(['infra', 'model']).optional(),
  error: z.string().optional(),
  retries: z.array(retry).optional(),
});

/** A rejected attempt: unparseable text and late answers have no `action`. */
const invalidAttempt = z.object({
  text: z.string().optional(),
  action: z.unknown().optional(),
  error: z.string(),
  usage: usage.optional(),
  exchanges: z.array(exchange).optional(),
});

const move = z.object({
  player: z.number().int().min(0),
  action: z.unknown(),
  text: z.string(),
  raw: z.string().optional(),
  note: z.string().optional(),
  log: z.string().optional(),
  stderr: z.string().optional(),
  selfScore: z.number().optional(),
  usage: usage.optional(),
  exchanges: z.array(exchange).optional(),
  invalid: z.array(invalidAttempt).optional(),
  fallback: z.boolean().optional(),
});

export const matchRecordSchema = z.object({
  formatVersion: z.literal(MATCH_RECORD_FORMAT),
  id: z.string().min(1),
  game: z.string().min(1),
  version: z.number().int(),
  params: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  seed: z.number().int(),
  seats: z
    .array(
      z.object({
        agent: z.string(),
        name: z.string(),
        experience: z.string().optional(),
        usage: usage.optional(),
        session: z.object({ id: z.string(), workspace: z.string(), resumed: z.boolean() }).strict().optional(),
      }),
    )
    .min(1),
  invalid: invalidPolicySchema.optional(),
  steps: z.array(z.object({ moves: z.array(move), rewards: z.array(z.number()).optional() })),
  end: z.object({
    status: z.enum(['finished', 'step-limit', 'forfeit', 'error', 'infra']),
    scores: z.array(z.number()).nullable(),
    player: z.number().int().optional(),
    message: z.string().optional(),
    attempts: z.array(invalidAttempt).optional(),
    stderr: z.string().optional(),
    stateHash: z.string(),
  }),
});

/** Every key path of a type (array elements as `[]`), to compare the schema's shape with MatchRecord's. */
type KeyPaths<T> = T extends readonly (infer E)[]
  ? `[]` | `[].${KeyPaths<E>}`
  : T extends object
    ? { [K in keyof T & string]-?: K | `${K}.${KeyPaths<NonNullable<T[K]>>}` }[keyof T & string]
    : never;
type Missing = Exclude<KeyPaths<MatchRecord>, KeyPaths<z.output<typeof matchRecordSchema>>>;
/** Fails to compile while MatchRecord has a field the schema lacks (which import would silently drop). */
const schemaCoversRecord: [Missing] extends [never] ? true : Missing = true;
void schemaCoversRecord;

/** Parses one record; returns a message naming the first problem instead of throwing. */
export function parseMatchRecord(value: unknown): { ok: true; record: MatchRecord } | { ok: false; error: string } {
  const result = matchRecordSchema.safeParse(value);
  if (result.success) return { ok: true, record: result.data as MatchRecord };
  const issue = result.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : '(record)';
  return { ok: false, error: `${path}: ${issue?.message ?? 'invalid'}` };
}
