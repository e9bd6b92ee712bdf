// Squawkabilly ex (PAL 169): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Squawkabilly ex (PAL 169). */
export const squawkabillyEx: PokemonCard = {
  kind: 'pokemon',
  id: 'squawkabilly-ex',
  name: 'Squawkabilly ex',
  printing: 'PAL 169',
  stage: 'basic',
  hp: 160,
  type: 'Colorless',
  tags: ['ex'],
  weakness: 'Lightning',
  resistance: 'Fighting',
  retreat: 1,
  abilities: [
    {
      name: 'Squawk and Seize',
      text: 'Once, in your first turn only, you may put your whole hand in the discard pile and draw 6 cards. Only 1 Squawk and Seize can be used per turn, whichever Pokémon has it.',
      effects: [
        { type: 'use-limit', perTurn: 'player' },
        { type: 'require', condition: { type: 'first-turn' } },
        { type: 'hand-reset', players: 'self', hand: 'discard', draw: 6 },
      ],
    },
  ],
  attacks: [
    {
      name: 'Motivate',
      cost: ['Colorless'],
      damage: 20,
      text: 'Choose up to 2 Basic Energy cards in your discard pile and attach them to 1 Benched Pokémon of yours.',
      effects: [
        {
          type: 'attach-from-discard',
          energy: { categories: ['basic-energy'] },
          max: 2,
          target: 'choose-own-benched',
        },
      ],
    },
  ],
};
