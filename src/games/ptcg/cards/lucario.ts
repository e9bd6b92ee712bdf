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
      text: "Deals 120 extra damage if, in your opponent's last turn, damage from an attack Knocked Out one of your Fighting Pokémon.",
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
