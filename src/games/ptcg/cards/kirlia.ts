// Kirlia (SVI 85): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Kirlia (SVI 85). */
export const kirlia: PokemonCard = {
  kind: 'pokemon',
  id: 'kirlia',
  name: 'Kirlia',
  printing: 'SVI 85',
  stage: 'stage1',
  evolvesFrom: 'Ralts',
  hp: 90,
  type: 'Psychic',
  tags: [],
  weakness: 'Darkness',
  resistance: 'Fighting',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Magical Shot',
      cost: ['Psychic', 'Colorless'],
      damage: 30,
      text: '',
      effects: [],
    },
    {
      name: 'Psychic',
      cost: ['Psychic', 'Psychic', 'Colorless'],
      damage: 60,
      damageSuffix: '+',
      text: 'Deals 20 extra damage per Energy attached to the opposing Active Pokémon.',
      effects: [{ type: 'damage-per', per: 'energy-on-opponent-active', amount: 20, mode: 'add' }],
    },
  ],
};
