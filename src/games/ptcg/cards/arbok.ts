// Arbok (TEF 101): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Arbok (TEF 101). */
export const arbok: PokemonCard = {
  kind: 'pokemon',
  id: 'arbok',
  name: 'Arbok',
  printing: 'TEF 101',
  stage: 'stage1',
  evolvesFrom: 'Ekans',
  hp: 130,
  type: 'Darkness',
  tags: [],
  weakness: 'Fighting',
  retreat: 2,
  abilities: [],
  attacks: [
    {
      name: 'Panic Poison',
      cost: ['Darkness'],
      damage: 0,
      text: "The opponent's Active Pokémon becomes Burned, Confused and Poisoned.",
      effects: [
        { type: 'special-condition', target: 'opponent-active', conditions: ['Burned', 'Confused', 'Poisoned'] },
      ],
    },
    {
      name: 'Darkness Fang',
      cost: ['Darkness', 'Darkness'],
      damage: 70,
      text: '',
      effects: [],
    },
  ],
};
