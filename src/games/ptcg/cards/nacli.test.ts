import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { nacli } from './nacli.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Nacli', () => {
  it('is a Basic Fighting Pokémon with 70 HP, Weakness Grass and Retreat Cost 3', () => {
    expect(nacli).toMatchObject({
      kind: 'pokemon',
      name: 'Nacli',
      printing: 'PAL 121',
      stage: 'basic',
      hp: 70,
      type: 'Fighting',
      tags: [],
      weakness: 'Grass',
      retreat: 3,
    });
    expect(nacli).not.toHaveProperty('resistance');
    expect(nacli).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Salt Coating (F, 0) and Tackle (FF, 30)', () => {
    expect(nacli.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Salt Coating', ['Fighting'], 0, undefined],
      ['Tackle', ['Fighting', 'Fighting'], 30, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(nacli.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('nacli')).toBe(nacli);
    expect(cardByName('Nacli')).toBe(nacli);
  });

  const fighting = 'basic-fighting-energy';

  it('Salt Coating heals 20 damage from a chosen Pokémon of its player', () => {
    const state = scenario({
      players: [
        { active: { card: 'nacli', energy: [fighting], damage: 10 }, bench: [{ card: 'riolu', damage: 50 }] },
        { active: 'darkrai' },
      ],
    });
    const after = act(state, 'attack Salt Coating', 'choose Riolu');
    expect(pokemonAt(after, 0, 1).damage).toBe(30);
    expect(pokemonAt(after, 0).damage).toBe(10);
    expect(pokemonAt(after, 1).damage).toBe(0);
  });

  it('Tackle does 30 damage', () => {
    const state = scenario({
      players: [{ active: { card: 'nacli', energy: [fighting, fighting] } }, { active: 'darkrai' }],
    });
    expect(pokemonAt(act(state, 'attack Tackle'), 1).damage).toBe(30);
  });
});
