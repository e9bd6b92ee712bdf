import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { drifloon } from './drifloon.js';
import { cardById, cardByName } from './index.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Drifloon', () => {
  it('is a Basic Psychic Pokémon with 70 HP, Weakness Darkness, Resistance Fighting and Retreat Cost 1', () => {
    expect(drifloon).toMatchObject({
      kind: 'pokemon',
      name: 'Drifloon',
      printing: 'SVI 89',
      stage: 'basic',
      hp: 70,
      type: 'Psychic',
      tags: [],
      weakness: 'Darkness',
      resistance: 'Fighting',
      retreat: 1,
    });
    expect(drifloon).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Gust (CC, 10) and Balloon Blast (PP, 30×)', () => {
    expect(drifloon.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Gust', ['Colorless', 'Colorless'], 10, undefined],
      ['Balloon Blast', ['Psychic', 'Psychic'], 30, '×'],
    ]);
  });

  it('has no Ability', () => {
    expect(drifloon.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('drifloon')).toBe(drifloon);
    expect(cardByName('Drifloon')).toBe(drifloon);
  });

  const psychic = 'basic-psychic-energy';

  it('Gust does 10 damage', () => {
    const state = scenario({
      players: [{ active: { card: 'drifloon', energy: [psychic, psychic] } }, { active: 'darkrai' }],
    });
    expect(pokemonAt(act(state, 'attack Gust'), 1).damage).toBe(10);
  });

  it('Balloon Blast does 30 damage for each damage counter on Drifloon', () => {
    const attack = (damage: number) =>
      act(
        scenario({
          players: [{ active: { card: 'drifloon', damage, energy: [psychic, psychic] } }, { active: 'pidgeot-ex' }],
        }),
        'attack Balloon Blast',
      );
    expect(pokemonAt(attack(40), 1).damage).toBe(120);
    expect(pokemonAt(attack(0), 1).damage).toBe(0);
  });

  it('applies Weakness to Balloon Blast damage', () => {
    const state = scenario({
      players: [{ active: { card: 'drifloon', damage: 20, energy: [psychic, psychic] } }, { active: 'darkrai' }],
    });
    expect(pokemonAt(act(state, 'attack Balloon Blast'), 1).damage).toBe(60);
    const weak = scenario({
      players: [
        { active: { card: 'drifloon', damage: 20, energy: [psychic, psychic] } },
        { active: { card: 'lucario', evolvedFrom: ['riolu'] } },
      ],
    });
    expect(pokemonAt(act(weak, 'attack Balloon Blast'), 1).damage).toBe(120);
  });
});
