// The shape of a nullify action: combine two units by index, END, or the no-op an invalid answer plays.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import type { NullifyAction } from './nullify-state.js';

const index = z.number().int().min(0);

/** Every well-formed nullify action; which pairs are legal depends on the units left. */
export const nullifyActionSchema = actionSchema<NullifyAction>()(
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('combine'), first: index, second: index }),
    z.strictObject({ type: z.literal('end') }),
    z.strictObject({ type: z.literal('none') }),
  ]),
);
