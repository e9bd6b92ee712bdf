// Paldean Wooper (PAL 128): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Paldean Wooper (PAL 128). */
export const paldeanWooper: PokemonCard = {
  kind: 'pokemon',
  id: 'paldean-wooper',
  name: 'Paldean Wooper',
  printing: 'PAL 128',
  stage: 'basic',
  hp: 60,
  type: 'Darkness',
  tags: [],
  weakness: 'Fighting',
  retreat: 2,
  abilities: [],
  attacks: [
    {
      name: 'Find a Home',
      cost: ['Colorless'],
      damage: 0,
      text: 'Take a Stadium card from your deck, show it, and put it into your hand. Then shuffle your deck.',
      effects: [{ type: 'search-deck', filter: { categories: ['stadium'] }, max: 1, to: 'hand' }],
    },
    {
      name: 'Ram',
      cost: ['Darkness'],
      damage: 10,
      text: '',
      effects: [],
    },
  ],
};
