// Rocky Helmet (SVI 193): a Tool card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Rocky Helmet (SVI 193). */
export const rockyHelmet: TrainerCard = {
  kind: 'trainer',
  id: 'rocky-helmet',
  name: 'Rocky Helmet',
  printing: 'SVI 193',
  trainer: 'tool',
  text: "While the Pokémon holding this card is your Active Pokémon, whenever an attack of your opponent's Pokémon damages it (even if it is Knocked Out), place 2 damage counters on the attacker.",
  effects: [{ type: 'passive', timing: 'while-attached', effects: [{ type: 'retaliate', counters: 2 }] }],
};
