// Rare Candy (SVI 191): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Rare Candy (SVI 191). */
export const rareCandy: TrainerCard = {
  kind: 'trainer',
  id: 'rare-candy',
  name: 'Rare Candy',
  printing: 'SVI 191',
  trainer: 'item',
  text: 'Choose one of your Basic Pokémon in play and evolve it with a Stage 2 card from your hand that evolves from its Stage 1, skipping the Stage 1. It cannot be played in your first turn, nor on a Basic Pokémon put into play this turn.',
  effects: [{ type: 'skip-evolve' }],
};
