// The shape of a plants-vs-zombies action: a turn's placements (plant letter and cell each), or END.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import { type PlantLetter, type PvzAction, plantLetters } from './pvz-state.js';

const index = z.number().int().min(0);
/** A turn never plants more than the largest lawn has cells (8 × 12); longer lists are malformed, keeping huge arrays cheap. */
const maxPlacements = 96;

/** Every well-formed plants-vs-zombies action; which placements are legal depends on the lawn and the sun. */
export const pvzActionSchema = actionSchema<PvzAction>()(
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('plant'),
      placements: z
        .array(
          z.strictObject({
            plant: z.enum(plantLetters as readonly [PlantLetter, ...PlantLetter[]]),
            row: index,
            column: index,
          }),
        )
        .max(maxPlacements)
        .readonly(),
    }),
    z.strictObject({ type: z.literal('end') }),
  ]),
);
