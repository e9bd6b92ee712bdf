// Ralts (SVI 84): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Ralts (SVI 84). */
export const ralts: PokemonCard = {
  kind: 'pokemon',
  id: 'ralts',
  name: 'Ralts',
  printing: 'SVI 84',
  stage: 'basic',
  hp: 70,
  type: 'Psychic',
  tags: [],
  weakness: 'Darkness',
  resistance: 'Fighting',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Psyshot',
      cost: ['Psychic', 'Colorless'],
      damage: 30,
      text: '',
      effects: [],
    },
  ],
};
