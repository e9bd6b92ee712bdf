// Pidgeot ex (OBF 164): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Pidgeot ex (OBF 164). */
export const pidgeotEx: PokemonCard = {
  kind: 'pokemon',
  id: 'pidgeot-ex',
  name: 'Pidgeot ex',
  printing: 'OBF 164',
  stage: 'stage2',
  evolvesFrom: 'Pidgeotto',
  hp: 280,
  type: 'Colorless',
  tags: ['ex'],
  weakness: 'Lightning',
  resistance: 'Fighting',
  retreat: 0,
  abilities: [
    {
      name: 'Quick Search',
      text: 'Once in your turn, you may add any card of your deck to your hand, then shuffle the deck. A player can use only 1 Quick Search per turn, whichever Pokémon has it.',
      effects: [
        { type: 'use-limit', perTurn: 'player' },
        { type: 'search-deck', filter: {}, max: 1, to: 'hand' },
      ],
    },
  ],
  attacks: [
    {
      name: 'Blustery Wind',
      cost: ['Colorless', 'Colorless'],
      damage: 120,
      text: 'You may discard the Stadium in play.',
      effects: [{ type: 'discard-stadium', optional: true }],
    },
  ],
};
