// The shape of a Kuhn poker action: one of the four betting words.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import { type KuhnAction, kuhnActions } from './kuhn-poker-rules.js';

/** Every Kuhn poker action; which are legal depends on the betting so far. */
export const kuhnPokerActionSchema = actionSchema<KuhnAction>()(
  z.enum(kuhnActions as readonly [KuhnAction, ...KuhnAction[]]),
);
