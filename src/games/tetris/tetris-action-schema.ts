// The shape of a tetris action: drop the piece at a one-based column with a rotation, END, or the no-op `none`.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import type { TetrisAction } from './tetris-state.js';

/** Every well-formed tetris action; which columns are legal depends on the piece and the board width. */
export const tetrisActionSchema = actionSchema<TetrisAction>()(
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('drop'),
      column: z.number().int().min(1),
      rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
    }),
    z.strictObject({ type: z.literal('end') }),
    z.strictObject({ type: z.literal('none') }),
  ]),
);
