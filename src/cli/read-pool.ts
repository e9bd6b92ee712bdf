// Reading a frozen rating pool file (written by `xparena rate --save-pool`) for the commands that rate against one.
import { readFileSync } from 'node:fs';
import { UsageError } from '../core/usage-error.js';
import { parseRatingPool } from '../measure/parse-rating-pool.js';
import type { RatingPool } from '../measure/rating-pool.js';

/** The pool in `path`; UsageError when it is missing, not JSON, or not a pool. */
export function readPoolFile(path: string): RatingPool {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read pool '${path}': check that the file exists (write one with --save-pool)`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`${path} is not valid JSON: a pool file is { "ratings": { "agent": 1500, … } }`);
  }
  return parseRatingPool(value, path);
}
