// Drifblim (SVI 90): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Drifblim (SVI 90). */
export const drifblim: PokemonCard = {
  kind: 'pokemon',
  id: 'drifblim',
  name: 'Drifblim',
  printing: 'SVI 90',
  stage: 'stage1',
  evolvesFrom: 'Drifloon',
  hp: 110,
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
      damage: 30,
      text: '',
      effects: [],
    },
    {
      name: 'Curse Spreading',
      cost: ['Psychic', 'Psychic', 'Psychic'],
      damage: 0,
      text: "Place 8 damage counters on your opponent's Pokémon, split among them however you like.",
      effects: [{ type: 'place-damage-counters', target: 'opponent-distributed', count: 8 }],
    },
  ],
};
