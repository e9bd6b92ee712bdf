import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { charmander } from './charmander.js';
import { cardById, cardByName } from './index.js';
import { act, pokemonAt, zone } from './test-card-play.js';

describe('Charmander', () => {
  it('is a Basic Fire Pokémon with 70 HP, Weakness Water and Retreat Cost 1', () => {
    expect(charmander).toMatchObject({
      kind: 'pokemon',
      name: 'Charmander',
      printing: 'MEW 4',
      stage: 'basic',
      hp: 70,
      type: 'Fire',
      tags: [],
      weakness: 'Water',
      retreat: 1,
    });
    expect(charmander).not.toHaveProperty('resistance');
    expect(charmander).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Blazing Destruction (R, 0) and Steady Firebreathing (RR, 30)', () => {
    expect(charmander.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Blazing Destruction', ['Fire'], 0, undefined],
      ['Steady Firebreathing', ['Fire', 'Fire'], 30, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(charmander.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('charmander')).toBe(charmander);
    expect(cardByName('Charmander')).toBe(charmander);
  });

  it('Blazing Destruction discards the Stadium in play to its owner discard pile', () => {
    const state = scenario({
      stadium: 'perilous-jungle',
      stadiumOwner: 1,
      players: [{ active: { card: 'charmander', energy: ['basic-fire-energy'] } }, { active: 'ekans' }],
    });
    const after = act(state, 'attack Blazing Destruction');
    expect(after.stadium).toBe(-1);
    expect(zone(after, 1, 'discard')).toEqual(['perilous-jungle']);
    expect(pokemonAt(after, 1).damage).toBe(0);
  });

  it('Blazing Destruction does nothing without a Stadium in play', () => {
    const state = scenario({
      players: [{ active: { card: 'charmander', energy: ['basic-fire-energy'] } }, { active: 'ekans' }],
    });
    const after = act(state, 'attack Blazing Destruction');
    expect(after.stadium).toBe(-1);
    expect(pokemonAt(after, 1).damage).toBe(0);
  });

  it('Steady Firebreathing does 30 damage', () => {
    const state = scenario({
      players: [
        { active: { card: 'charmander', energy: ['basic-fire-energy', 'basic-fire-energy'] } },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Steady Firebreathing'), 1).damage).toBe(30);
  });
});
