// A run spec or suite file that did not validate, as one UsageError listing every problem with its field.
import type { z } from 'zod';
import { UsageError } from '../../core/usage-error.js';

/** `invalid <what>:` then a line per issue, `  <field.path>: <message>` (`(top level)` for the whole document). */
export function specError(what: string, error: z.ZodError): UsageError {
  const problems = error.issues.map((issue) => `  ${issue.path.join('.') || '(top level)'}: ${issue.message}`);
  return new UsageError(`invalid ${what}:\n${problems.join('\n')}`);
}
