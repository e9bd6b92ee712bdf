// Charmeleon (MEW 5): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Charmeleon (MEW 5). */
export const charmeleon: PokemonCard = {
  kind: 'pokemon',
  id: 'charmeleon',
  name: 'Charmeleon',
  printing: 'MEW 5',
  stage: 'stage1',
  evolvesFrom: 'Charmander',
  hp: 100,
  type: 'Fire',
  tags: [],
  weakness: 'Water',
  retreat: 2,
  abilities: [],
  attacks: [
    {
      name: 'Combustion',
      cost: ['Fire'],
      damage: 20,
      text: '',
      effects: [],
    },
    {
      name: 'Fire Blast',
      cost: ['Fire', 'Fire', 'Fire'],
      damage: 90,
      text: 'Discard 1 Energy attached to this Pokémon.',
      effects: [{ type: 'remove-energy', target: 'self', count: 1, to: 'discard' }],
    },
  ],
};
