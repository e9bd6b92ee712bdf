// The shape of every PTCG action (see PtcgAction): which cards, slots and names are legal depends on the state.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import type { PtcgAction } from './ptcg-action.js';

const count = z.number().int().min(0);
/** 0 is the Active Pokémon, 1..5 the Bench. */
const slot = z.number().int().min(0).max(5);
const card = { card: count, name: z.string() };
const onto = { ...card, slot, target: z.string() };

/** Every well-formed PTCG action; the compile-time check in `actionSchema` fails when a PtcgAction variant is missing. */
export const ptcgActionSchema = actionSchema<PtcgAction>()(
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('turn-order'), first: z.boolean() }),
    z.strictObject({ type: z.literal('mulligan-draw'), count }),
    z.strictObject({ type: z.literal('place-active'), ...card }),
    z.strictObject({ type: z.literal('place-bench'), ...card }),
    z.strictObject({ type: z.literal('ready') }),
    z.strictObject({ type: z.literal('play-basic'), ...card }),
    z.strictObject({ type: z.literal('evolve'), ...onto }),
    z.strictObject({ type: z.literal('attach-energy'), ...onto }),
    z.strictObject({ type: z.literal('play-item'), ...card }),
    z.strictObject({ type: z.literal('play-supporter'), ...card }),
    z.strictObject({ type: z.literal('attach-tool'), ...onto }),
    z.strictObject({ type: z.literal('play-stadium'), ...card }),
    z.strictObject({ type: z.literal('use-stadium'), name: z.string() }),
    z.strictObject({ type: z.literal('use-ability'), slot, name: z.string(), target: z.string() }),
    z.strictObject({ type: z.literal('retreat'), slot, target: z.string() }),
    z.strictObject({ type: z.literal('attack'), attack: count, name: z.string() }),
    z.strictObject({ type: z.literal('end-turn') }),
    z.strictObject({ type: z.literal('choose-card'), ...card }),
    z.strictObject({
      type: z.literal('choose-pokemon'),
      player: z.number().int().min(0).max(1),
      slot,
      name: z.string(),
    }),
    z.strictObject({ type: z.literal('answer'), yes: z.boolean() }),
    z.strictObject({ type: z.literal('done') }),
  ]),
);
