// The shape of a masked duel action: an assertion or skip, then an attack, a skill or a pass.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import { type CreatureType, creatureTypes } from './masked-duel-roster.js';
import type { DuelAction } from './masked-duel-state.js';

const slot = z.number().int().min(0).max(63);

/** Every masked duel action; which slots are legal depends on the state. */
export const maskedDuelActionSchema = actionSchema<DuelAction>()(
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('assert'),
      slot,
      type: z.enum(creatureTypes as readonly [CreatureType, ...CreatureType[]]),
    }),
    z.strictObject({ kind: z.literal('skip') }),
    z.strictObject({ kind: z.literal('attack'), unit: slot, target: slot }),
    z.strictObject({ kind: z.literal('skill'), unit: slot, target: slot.nullable() }),
    z.strictObject({ kind: z.literal('pass') }),
  ]),
);
