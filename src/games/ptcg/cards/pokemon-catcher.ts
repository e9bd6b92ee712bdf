// Pokémon Catcher (SVI 187): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Pokémon Catcher (SVI 187). */
export const pokemonCatcher: TrainerCard = {
  kind: 'trainer',
  id: 'pokemon-catcher',
  name: 'Pokémon Catcher',
  printing: 'SVI 187',
  trainer: 'item',
  text: "Flip a coin. On heads, choose one of your opponent's Benched Pokémon and switch it with their Active Pokémon.",
  effects: [
    { type: 'require', condition: { type: 'has-benched', player: 'opponent' } },
    { type: 'coin-flip', heads: [{ type: 'switch-active', player: 'opponent' }] },
  ],
};
