import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { riolu } from './riolu.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Riolu', () => {
  it('is a Basic Fighting Pokémon with 70 HP, Weakness Psychic and Retreat Cost 1', () => {
    expect(riolu).toMatchObject({
      kind: 'pokemon',
      name: 'Riolu',
      printing: 'SVI 113',
      stage: 'basic',
      hp: 70,
      type: 'Fighting',
      tags: [],
      weakness: 'Psychic',
      retreat: 1,
    });
    expect(riolu).not.toHaveProperty('resistance');
    expect(riolu).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Punch (F, 10) and Reckless Charge (FC, 50)', () => {
    expect(riolu.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Punch', ['Fighting'], 10, undefined],
      ['Reckless Charge', ['Fighting', 'Colorless'], 50, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(riolu.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('riolu')).toBe(riolu);
    expect(cardByName('Riolu')).toBe(riolu);
  });

  const fighting = 'basic-fighting-energy';

  it('Punch does 10 damage', () => {
    const state = scenario({ players: [{ active: { card: 'riolu', energy: [fighting] } }, { active: 'darkrai' }] });
    expect(pokemonAt(act(state, 'attack Punch'), 1).damage).toBe(10);
  });

  it('Reckless Charge does 50 damage and 20 damage to Riolu itself', () => {
    const state = scenario({
      players: [{ active: { card: 'riolu', energy: [fighting, fighting] } }, { active: 'darkrai' }],
    });
    const after = act(state, 'attack Reckless Charge');
    expect(pokemonAt(after, 1).damage).toBe(50);
    expect(pokemonAt(after, 0).damage).toBe(20);
  });
});
