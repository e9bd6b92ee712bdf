// The JSON shape of an invalid-action policy, read wherever a stored record or a queued job carries one.
import { z } from 'zod';
import type { InvalidActionPolicy } from './game.js';

/** Retries, then what is played when they run out (see InvalidActionPolicy). */
export const invalidPolicySchema = z.strictObject({
  retries: z.number().int().min(0),
  fallback: z.enum(['random', 'first', 'default', 'forfeit']),
});

/** Fails to compile while the schema's output is not an InvalidActionPolicy. */
const schemaIsPolicy: z.output<typeof invalidPolicySchema> extends InvalidActionPolicy ? true : never = true;
void schemaIsPolicy;
