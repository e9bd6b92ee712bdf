// Paldean Clodsire ex (PAL 130): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Paldean Clodsire ex (PAL 130). */
export const paldeanClodsireEx: PokemonCard = {
  kind: 'pokemon',
  id: 'paldean-clodsire-ex',
  name: 'Paldean Clodsire ex',
  printing: 'PAL 130',
  stage: 'stage1',
  evolvesFrom: 'Paldean Wooper',
  hp: 280,
  type: 'Darkness',
  tags: ['ex'],
  weakness: 'Fighting',
  retreat: 3,
  abilities: [
    {
      name: 'Toxic Wetland',
      text: "Once in your turn, while a Stadium (either player's) is in play, you may Poison your opponent's Active Pokémon.",
      effects: [
        { type: 'use-limit', perTurn: 'this-pokemon' },
        { type: 'require', condition: { type: 'stadium-in-play' } },
        { type: 'special-condition', target: 'opponent-active', conditions: ['Poisoned'] },
      ],
    },
  ],
  attacks: [
    {
      name: 'Needle Bone',
      cost: ['Darkness', 'Colorless', 'Colorless'],
      damage: 200,
      text: 'Flip a coin. On tails, this Pokémon cannot attack during your next turn.',
      effects: [{ type: 'coin-flip', heads: [], tails: [{ type: 'attack-lock' }] }],
    },
  ],
};
