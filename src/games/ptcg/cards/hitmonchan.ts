// Hitmonchan (MEW 107): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Hitmonchan (MEW 107). */
export const hitmonchan: PokemonCard = {
  kind: 'pokemon',
  id: 'hitmonchan',
  name: 'Hitmonchan',
  printing: 'MEW 107',
  stage: 'basic',
  hp: 120,
  type: 'Fighting',
  tags: [],
  weakness: 'Psychic',
  retreat: 1,
  abilities: [
    {
      name: 'Counterattack',
      text: "While this Pokémon is your Active Pokémon, whenever an attack of your opponent's Pokémon damages it (even if it is Knocked Out), place 3 damage counters on the attacker.",
      effects: [{ type: 'passive', timing: 'while-in-play', effects: [{ type: 'retaliate', counters: 3 }] }],
    },
  ],
  attacks: [
    {
      name: 'Excited Punch',
      cost: ['Fighting', 'Fighting'],
      damage: 60,
      text: 'If this Pokémon used Excited Punch during your previous turn, this attack does 60 more damage (before Weakness and Resistance).',
      effects: [
        { type: 'damage-bonus', amount: 60, condition: { type: 'used-attack-last-turn', attack: 'Excited Punch' } },
      ],
    },
  ],
};
