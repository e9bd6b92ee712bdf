// Charizard ex (OBF 125): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Charizard ex (OBF 125). */
export const charizardEx: PokemonCard = {
  kind: 'pokemon',
  id: 'charizard-ex',
  name: 'Charizard ex',
  printing: 'OBF 125',
  stage: 'stage2',
  evolvesFrom: 'Charmeleon',
  hp: 330,
  type: 'Darkness',
  tags: ['ex', 'tera'],
  weakness: 'Grass',
  retreat: 2,
  abilities: [
    {
      name: 'Infernal Reign',
      text: 'When you evolve one of your Pokémon into this card from your hand during your turn, you may take up to 3 Basic Fire Energy cards from your deck and attach them to your Pokémon, split however you like. Then shuffle your deck.',
      effects: [
        {
          type: 'passive',
          timing: 'on-evolve',
          optional: true,
          effects: [
            {
              type: 'attach-from-deck',
              energy: { categories: ['basic-energy'], type: 'Fire' },
              max: 3,
              target: 'own-distributed',
            },
          ],
        },
      ],
    },
  ],
  attacks: [
    {
      name: 'Burning Darkness',
      cost: ['Fire', 'Fire'],
      damage: 180,
      damageSuffix: '+',
      text: 'Deals 30 extra damage per Prize card your opponent has already taken.',
      effects: [{ type: 'damage-per', per: 'prizes-taken-by-opponent', amount: 30, mode: 'add' }],
    },
  ],
};
