import { describe, expect, it } from 'vitest';
import { type ScenarioPokemon, scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { rockChestplate } from './rock-chestplate.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Rock Chestplate', () => {
  it('is a Pokémon Tool card named Rock Chestplate', () => {
    expect(rockChestplate).toMatchObject({
      kind: 'trainer',
      trainer: 'tool',
      name: 'Rock Chestplate',
      printing: 'SVI 192',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('rock-chestplate')).toBe(rockChestplate);
    expect(cardByName('Rock Chestplate')).toBe(rockChestplate);
  });

  const psyshot = (defender: ScenarioPokemon) =>
    scenario({
      players: [
        { active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: defender, bench: ['riolu'] },
      ],
    });

  it('makes a Fighting Pokémon take 30 less damage after Weakness', () => {
    const after = act(psyshot({ card: 'lucario', evolvedFrom: ['riolu'], tool: 'rock-chestplate' }), 'attack Psyshot');
    expect(pokemonAt(after, 1).damage).toBe(30);
    expect(pokemonAt(act(psyshot({ card: 'lucario', evolvedFrom: ['riolu'] }), 'attack Psyshot'), 1).damage).toBe(60);
  });

  it('does nothing for a Pokémon that is not a Fighting Pokémon', () => {
    const after = act(psyshot({ card: 'charmander', tool: 'rock-chestplate' }), 'attack Psyshot');
    expect(pokemonAt(after, 1).damage).toBe(30);
  });
});
