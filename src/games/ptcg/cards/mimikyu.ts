// Mimikyu (PAL 97): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Mimikyu (PAL 97). */
export const mimikyu: PokemonCard = {
  kind: 'pokemon',
  id: 'mimikyu',
  name: 'Mimikyu',
  printing: 'PAL 97',
  stage: 'basic',
  hp: 70,
  type: 'Psychic',
  tags: [],
  weakness: 'Metal',
  retreat: 1,
  abilities: [
    {
      name: 'Safeguard',
      text: "Attacks of your opponent's Pokémon ex and Pokémon V do no damage to this Pokémon.",
      effects: [
        {
          type: 'passive',
          timing: 'while-in-play',
          effects: [{ type: 'prevent-damage', attacker: { ruleBox: true } }],
        },
      ],
    },
  ],
  attacks: [
    {
      name: 'Ghost Eye',
      cost: ['Psychic', 'Colorless'],
      damage: 0,
      text: "Your opponent's Active Pokémon gets 7 damage counters.",
      effects: [{ type: 'place-damage-counters', target: 'opponent-active', count: 7 }],
    },
  ],
};
