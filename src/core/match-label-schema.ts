// A typed label as JSON, e.g. in a job sent to another process: the stored shapes (match-label.ts) with a `type`
// tag instead of the protocol, as a zod schema built from the same field lists.
import { z } from 'zod';
import { type LabelFieldKind, labelShapes, type MatchLabel } from './match-label.js';

function fieldSchema(kind: LabelFieldKind): z.ZodType {
  if (kind === 'string') return z.string();
  if (kind === 'count') return z.number().int().nonnegative();
  if (kind === 'positive') return z.number().int().positive();
  return z.enum(kind as readonly [string, ...string[]]);
}

const structured = Object.entries(labelShapes).map(([type, { fields }]) =>
  z.strictObject({
    type: z.literal(type),
    ...Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, fieldSchema(kind)])),
  }),
);

/** Any match label with its `type` tag. */
export const matchLabelSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), text: z.string() }),
  ...structured,
]) as unknown as z.ZodType<MatchLabel>;
