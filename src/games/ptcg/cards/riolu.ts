// Riolu (SVI 113): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Riolu (SVI 113). */
export const riolu: PokemonCard = {
  kind: 'pokemon',
  id: 'riolu',
  name: 'Riolu',
  printing: 'SVI 113',
  stage: 'basic',
  hp: 70,
  type: 'Fighting',
  tags: [],
  weakness: 'Psychic',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Punch',
      cost: ['Fighting'],
      damage: 10,
      text: '',
      effects: [],
    },
    {
      name: 'Reckless Charge',
      cost: ['Fighting', 'Colorless'],
      damage: 50,
      text: 'This Pokémon does 20 damage to itself as well.',
      effects: [{ type: 'self-damage', amount: 20 }],
    },
  ],
};
