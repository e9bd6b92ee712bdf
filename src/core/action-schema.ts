// One definition of each game's action shapes (a zod schema beside its action type), and the check every structured
// action passes before the game sees it: a malformed action is an invalid attempt with a reason, never a crash.
import type { z } from 'zod';
import type { Game } from './game.js';

/**
 * Returns a function that returns its schema unchanged, after checking at compile time that the schema's output is
 * an `A` and that every `A` is an output of the schema (so no action variant is missing: a mismatch fails as `never`).
 */
export function actionSchema<A>(): <S extends z.ZodType<A>>(
  schema: S & ([A] extends [z.output<S>] ? unknown : never),
) => S {
  return (schema) => schema;
}

/** Issues named in a shape error, so one wild action cannot make the feedback huge. */
const shownIssues = 3;

/** Why `action` does not have the shape of any of `game`'s actions (one line, for the agent), or null when it does. */
export function actionShapeError(game: Game, action: unknown): string | null {
  const result = game.actionSchema.safeParse(action);
  if (result.success) return null;
  const issues = result.error.issues.slice(0, shownIssues).map((issue) => {
    const message = issue.message.replace(/^Invalid input: /, '');
    return issue.path.length ? `at ${issue.path.map(String).join('.')}: ${message}` : message;
  });
  const more = result.error.issues.length - shownIssues;
  return `malformed action: ${issues.join('; ')}${more > 0 ? ` (and ${more} more problems)` : ''}`;
}
