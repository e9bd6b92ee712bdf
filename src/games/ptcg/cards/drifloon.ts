// Drifloon (SVI 89): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Drifloon (SVI 89). */
export const drifloon: PokemonCard = {
  kind: 'pokemon',
  id: 'drifloon',
  name: 'Drifloon',
  printing: 'SVI 89',
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
      name: 'Gust',
      cost: ['Colorless', 'Colorless'],
      damage: 10,
      text: '',
      effects: [],
    },
    {
      name: 'Balloon Blast',
      cost: ['Psychic', 'Psychic'],
      damage: 30,
      damageSuffix: '×',
      text: 'Does 30 damage times the number of damage counters on this Pokémon.',
      effects: [{ type: 'damage-per', per: 'damage-counters-on-self', amount: 30, mode: 'times' }],
    },
  ],
};
