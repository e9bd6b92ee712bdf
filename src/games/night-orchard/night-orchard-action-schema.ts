// The shape of every night-orchard action: the fox's move, dash or scare, and the keeper's three hound moves.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import type { OrchardAction } from './night-orchard-state.js';

const direction = z.enum(['stay', 'up', 'down', 'left', 'right']);

/** Every action of either role; which moves go through depends on the trees, the hounds' stuns and the fox's skills. */
export const orchardActionSchema = actionSchema<OrchardAction>()(
  z.union([
    z.strictObject({ move: direction }),
    z.strictObject({ dash: z.enum(['up', 'down', 'left', 'right']) }),
    z.strictObject({ scare: z.literal(true) }),
    z.strictObject({ moves: z.tuple([direction, direction, direction]).readonly() }),
  ]),
);
