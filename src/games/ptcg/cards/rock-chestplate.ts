// Rock Chestplate (SVI 192): a Tool card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Rock Chestplate (SVI 192). */
export const rockChestplate: TrainerCard = {
  kind: 'trainer',
  id: 'rock-chestplate',
  name: 'Rock Chestplate',
  printing: 'SVI 192',
  trainer: 'tool',
  text: "If the Pokémon holding this card is a Fighting Pokémon, it takes 30 less damage from attacks of your opponent's Pokémon (after Weakness and Resistance).",
  effects: [
    {
      type: 'passive',
      timing: 'while-attached',
      effects: [{ type: 'damage-reduction', amount: 30, pokemon: { type: 'Fighting' } }],
    },
  ],
};
