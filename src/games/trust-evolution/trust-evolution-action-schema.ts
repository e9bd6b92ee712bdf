// The shape of an Evolution of Trust action: a move, END, or the invalid-answer no-op `none`.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import { moves } from './payoff.js';
import type { TrustAction } from './trust-evolution-game.js';

/** Every Evolution of Trust action; END is legal only for the single seat. */
export const trustEvolutionActionSchema = actionSchema<TrustAction>()(z.enum([...moves, 'END', 'none']));
