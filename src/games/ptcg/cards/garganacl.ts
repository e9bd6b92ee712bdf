// Garganacl (PAL 123): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Garganacl (PAL 123). */
export const garganacl: PokemonCard = {
  kind: 'pokemon',
  id: 'garganacl',
  name: 'Garganacl',
  printing: 'PAL 123',
  stage: 'stage2',
  evolvesFrom: 'Naclstack',
  hp: 180,
  type: 'Fighting',
  tags: [],
  weakness: 'Grass',
  retreat: 3,
  abilities: [
    {
      name: 'Blessed Salt',
      text: 'During every Pokémon Checkup, each of your Pokémon is healed of 20 damage.',
      effects: [{ type: 'passive', timing: 'checkup', effects: [{ type: 'heal', target: 'own-each', amount: 20 }] }],
    },
  ],
  attacks: [
    {
      name: 'Knocking Hammer',
      cost: ['Fighting', 'Fighting'],
      damage: 130,
      text: "Put the top card of your opponent's deck into their discard pile.",
      effects: [{ type: 'mill', count: 1 }],
    },
  ],
};
