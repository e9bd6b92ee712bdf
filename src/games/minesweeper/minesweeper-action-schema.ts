// The shape of a minesweeper action: uncover, flag or unflag a cell, END, or the invalid-answer no-op `none`.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import type { MinesweeperAction } from './minesweeper-state.js';

const index = z.number().int().min(0);

/** Every well-formed minesweeper action; which cells are legal depends on the board. */
export const minesweeperActionSchema = actionSchema<MinesweeperAction>()(
  z.union([
    z.strictObject({ type: z.enum(['uncover', 'flag', 'unflag']), row: index, column: index }),
    z.strictObject({ type: z.literal('end') }),
    z.strictObject({ type: z.literal('none') }),
  ]),
);
