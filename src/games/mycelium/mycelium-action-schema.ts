// The shape of a mycelium action: grow or split a tip towards a direction, spore from a tip, harden, or wait.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import { type Direction, directions, type MyceliumAction } from './mycelium-state.js';

const tip = z.number().int().min(0);
const dir = z.enum(directions as readonly [Direction, ...Direction[]]);

/** Every well-formed mycelium action; which tips and directions are legal depends on the board. */
export const myceliumActionSchema = actionSchema<MyceliumAction>()(
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('grow'), tip, dir }),
    z.strictObject({ type: z.literal('split'), tip, dir }),
    z.strictObject({ type: z.literal('spore'), tip }),
    z.strictObject({ type: z.literal('harden') }),
    z.strictObject({ type: z.literal('wait') }),
  ]),
);
