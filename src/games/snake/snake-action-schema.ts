// The shape of a snake action: a direction, END, or the invalid-answer no-op NONE.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import { type SnakeAction, snakeDirections } from './snake-state.js';

/** Every snake action; which directions go through depends on the board. */
export const snakeActionSchema = actionSchema<SnakeAction>()(z.enum([...snakeDirections, 'END', 'NONE']));
