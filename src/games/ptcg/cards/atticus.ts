// Atticus (PAF 77): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Atticus (PAF 77). */
export const atticus: TrainerCard = {
  kind: 'trainer',
  id: 'atticus',
  name: 'Atticus',
  printing: 'PAF 77',
  trainer: 'supporter',
  text: "Playable only while your opponent's Active Pokémon is Poisoned. Put your hand into your deck, shuffle it, and draw 7 cards.",
  effects: [
    { type: 'require', condition: { type: 'opponent-active-condition', condition: 'Poisoned' } },
    { type: 'hand-reset', players: 'self', hand: 'shuffle', draw: 7 },
  ],
};
