// Scream Tail (PAR 86): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Scream Tail (PAR 86). */
export const screamTail: PokemonCard = {
  kind: 'pokemon',
  id: 'scream-tail',
  name: 'Scream Tail',
  printing: 'PAR 86',
  stage: 'basic',
  hp: 90,
  type: 'Psychic',
  tags: ['ancient'],
  weakness: 'Darkness',
  resistance: 'Fighting',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Slap',
      cost: ['Psychic'],
      damage: 30,
      text: '',
      effects: [],
    },
    {
      name: 'Roaring Scream',
      cost: ['Psychic', 'Colorless'],
      damage: 0,
      text: "Choose one of your opponent's Pokémon; this attack does 20 damage to it for each damage counter on this Pokémon. A Benched Pokémon takes no Weakness or Resistance.",
      effects: [
        { type: 'damage-per', per: 'damage-counters-on-self', amount: 20, mode: 'times', target: 'choose-opponent' },
      ],
    },
  ],
};
