// Darkrai (OBF 136): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Darkrai (OBF 136). */
export const darkrai: PokemonCard = {
  kind: 'pokemon',
  id: 'darkrai',
  name: 'Darkrai',
  printing: 'OBF 136',
  stage: 'basic',
  hp: 130,
  type: 'Darkness',
  tags: [],
  weakness: 'Grass',
  retreat: 2,
  abilities: [],
  attacks: [
    {
      name: 'Dark Slumber',
      cost: ['Darkness'],
      damage: 20,
      text: "The opponent's Active Pokémon becomes Asleep.",
      effects: [{ type: 'special-condition', target: 'opponent-active', conditions: ['Asleep'] }],
    },
    {
      name: 'Night Cyclone',
      cost: ['Darkness', 'Darkness', 'Colorless'],
      damage: 120,
      text: 'Move every Energy attached to this Pokémon onto your Benched Pokémon, split however you like.',
      effects: [{ type: 'move-energy', to: 'own-benched-distributed' }],
    },
  ],
};
