// Pidgey (MEW 16): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Pidgey (MEW 16). */
export const pidgey: PokemonCard = {
  kind: 'pokemon',
  id: 'pidgey',
  name: 'Pidgey',
  printing: 'MEW 16',
  stage: 'basic',
  hp: 50,
  type: 'Colorless',
  tags: [],
  weakness: 'Lightning',
  resistance: 'Fighting',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Call for Family',
      cost: ['Colorless'],
      damage: 0,
      text: 'Put up to 2 Basic Pokémon from your deck onto your Bench, then shuffle the deck.',
      effects: [{ type: 'search-deck', filter: { categories: ['pokemon'], stage: 'basic' }, max: 2, to: 'bench' }],
    },
    {
      name: 'Tackle',
      cost: ['Colorless', 'Colorless'],
      damage: 20,
      text: '',
      effects: [],
    },
  ],
};
