import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { ekans } from './ekans.js';
import { cardById, cardByName } from './index.js';
import { act, flipsSince, pokemonAt } from './test-card-play.js';

describe('Ekans', () => {
  it('is a Basic Darkness Pokémon with 60 HP, Weakness Fighting and Retreat Cost 1', () => {
    expect(ekans).toMatchObject({
      kind: 'pokemon',
      name: 'Ekans',
      printing: 'TEF 100',
      stage: 'basic',
      hp: 60,
      type: 'Darkness',
      tags: [],
      weakness: 'Fighting',
      retreat: 1,
    });
    expect(ekans).not.toHaveProperty('resistance');
    expect(ekans).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Poison Blend (D, 0) and Bite (DD, 30)', () => {
    expect(ekans.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Poison Blend', ['Darkness'], 0, undefined],
      ['Bite', ['Darkness', 'Darkness'], 30, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(ekans.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('ekans')).toBe(ekans);
    expect(cardByName('Ekans')).toBe(ekans);
  });

  it("Poison Blend makes the opponent's Active Pokémon Confused and Poisoned on heads, and does nothing on tails", () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seen.size < 2 && seed < 40; seed++) {
      const state = scenario({
        seed,
        players: [{ active: { card: 'ekans', energy: ['basic-darkness-energy'] } }, { active: 'hitmonchan' }],
      });
      const after = act(state, 'attack Poison Blend');
      const [heads] = flipsSince(state, after);
      seen.add(heads === true);
      const target = pokemonAt(after, 1);
      expect([target.poisoned, target.rotation, target.damage]).toEqual(
        heads ? [true, 'confused', 10] : [false, null, 0],
      );
    }
    expect(seen.size).toBe(2);
  });

  it('Bite does 30 damage', () => {
    const state = scenario({
      players: [
        { active: { card: 'ekans', energy: ['basic-darkness-energy', 'basic-darkness-energy'] } },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Bite'), 1).damage).toBe(30);
  });
});
