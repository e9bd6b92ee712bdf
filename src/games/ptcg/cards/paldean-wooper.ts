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
      text: 'Find a Stadium card in your deck, reveal it, add it to your hand, and shuffle your deck afterwards.',
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
