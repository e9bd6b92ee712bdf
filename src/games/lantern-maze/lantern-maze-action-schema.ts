// The shape of a Lantern Maze action: one of six words; which ones are legal depends on the board.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import type { LanternMazeAction } from './lantern-maze-state.js';

/** Every Lantern Maze action. */
export const lanternMazeActionSchema = actionSchema<LanternMazeAction>()(
  z.enum(['stay', 'up', 'down', 'left', 'right', 'snare']),
);
