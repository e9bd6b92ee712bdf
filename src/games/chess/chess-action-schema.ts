// The shape of a chess action: a prediction names each piece (one ASCII letter) with a [row, column] cell; skip; END.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import type { ChessAction } from './chess-state.js';

const index = z.number().int().min(0);

/** Every well-formed chess action; which letters and cells are legal depends on the board (`actionError`). */
export const chessActionSchema = actionSchema<ChessAction>()(
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('predict'),
      cells: z.record(z.string().regex(/^[A-Za-z]$/, 'a piece is one letter'), z.tuple([index, index]).readonly()),
    }),
    z.strictObject({ type: z.literal('skip') }),
    z.strictObject({ type: z.literal('end') }),
  ]),
);
