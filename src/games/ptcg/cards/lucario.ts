// Lucario (SVI 114): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Lucario (SVI 114). */
export const lucario: PokemonCard = {
  kind: 'pokemon',
  id: 'lucario',
  name: 'Lucario',
  printing: 'SVI 114',
  stage: 'stage1',
  evolvesFrom: 'Riolu',
  hp: 130,
  type: 'Fighting',
  tags: [],
  weakness: 'Psychic',
  retreat: 2,
  abilities: [],
  attacks: [
    {
      name: 'Avenging Knuckle',
      cost: ['Fighting'],
      damage: 30,
      damageSuffix: '+',
      text: "If attack damage Knocked Out any of your Fighting Pokémon during your opponent's last turn, this attack does 120 more damage.",
      effects: [
        {
          type: 'damage-bonus',
          amount: 120,
          condition: { type: 'knocked-out-last-turn', pokemonType: 'Fighting', byAttackDamage: true },
        },
      ],
    },
    {
      name: 'Accelerating Stab',
      cost: ['Fighting', 'Colorless', 'Colorless'],
      damage: 120,
      text: 'This Pokémon cannot use Accelerating Stab during your next turn.',
      effects: [{ type: 'attack-lock', attack: 'Accelerating Stab' }],
    },
  ],
};
