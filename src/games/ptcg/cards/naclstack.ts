// Naclstack (PAL 122): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Naclstack (PAL 122). */
export const naclstack: PokemonCard = {
  kind: 'pokemon',
  id: 'naclstack',
  name: 'Naclstack',
  printing: 'PAL 122',
  stage: 'stage1',
  evolvesFrom: 'Nacli',
  hp: 100,
  type: 'Fighting',
  tags: [],
  weakness: 'Grass',
  retreat: 3,
  abilities: [],
  attacks: [
    {
      name: 'Salt Cannon',
      cost: ['Fighting', 'Fighting'],
      damage: 60,
      damageSuffix: '×',
      text: 'Flip 3 coins. Does 60 damage for each heads.',
      effects: [{ type: 'damage-per', per: 'heads', coins: 3, amount: 60, mode: 'times' }],
    },
  ],
};
