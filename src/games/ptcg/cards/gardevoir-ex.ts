// Gardevoir ex (SVI 86): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Gardevoir ex (SVI 86). */
export const gardevoirEx: PokemonCard = {
  kind: 'pokemon',
  id: 'gardevoir-ex',
  name: 'Gardevoir ex',
  printing: 'SVI 86',
  stage: 'stage2',
  evolvesFrom: 'Kirlia',
  hp: 310,
  type: 'Psychic',
  tags: ['ex'],
  weakness: 'Darkness',
  resistance: 'Fighting',
  retreat: 2,
  abilities: [
    {
      name: 'Psychic Embrace',
      text: 'Any number of times during your turn, you may pick a Basic Psychic Energy card in your discard pile, attach it to one of your Psychic Pokémon, and place 2 damage counters on it. A Pokémon those counters would Knock Out cannot be chosen.',
      effects: [
        { type: 'use-limit', perTurn: 'none' },
        {
          type: 'require',
          condition: { type: 'in-discard', filter: { categories: ['basic-energy'], type: 'Psychic' } },
        },
        {
          type: 'attach-from-discard',
          energy: { categories: ['basic-energy'], type: 'Psychic' },
          max: 1,
          target: 'choose-own',
          pokemon: { type: 'Psychic' },
          countersOnTarget: 2,
        },
      ],
    },
  ],
  attacks: [
    {
      name: 'Miracle Force',
      cost: ['Psychic', 'Psychic', 'Colorless'],
      damage: 190,
      text: 'This Pokémon recovers from every Special Condition.',
      effects: [{ type: 'clear-conditions', target: 'self' }],
    },
  ],
};
