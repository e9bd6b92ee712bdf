import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { pidgey } from './pidgey.js';
import { act, benchIds, pokemonAt } from './test-card-play.js';

describe('Pidgey', () => {
  it('is a Basic Colorless Pokémon with 50 HP, Weakness Lightning, Resistance Fighting and Retreat Cost 1', () => {
    expect(pidgey).toMatchObject({
      kind: 'pokemon',
      name: 'Pidgey',
      printing: 'MEW 16',
      stage: 'basic',
      hp: 50,
      type: 'Colorless',
      tags: [],
      weakness: 'Lightning',
      resistance: 'Fighting',
      retreat: 1,
    });
    expect(pidgey).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Call for Family (C, 0) and Tackle (CC, 20)', () => {
    expect(pidgey.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Call for Family', ['Colorless'], 0, undefined],
      ['Tackle', ['Colorless', 'Colorless'], 20, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(pidgey.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('pidgey')).toBe(pidgey);
    expect(cardByName('Pidgey')).toBe(pidgey);
  });

  it('Call for Family puts up to 2 Basic Pokémon from the deck onto the Bench', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'pidgey', energy: ['basic-fire-energy'] },
          deck: ['charmander', 'charmeleon', 'squawkabilly-ex', 'pidgey'],
        },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'attack Call for Family');
    expect(texts(choosing).some((text) => text.startsWith('choose Charmeleon'))).toBe(false);
    const after = act(choosing, 'choose Charmander', 'choose Squawkabilly ex');
    expect(benchIds(after, 0)).toEqual(['charmander', 'squawkabilly-ex']);
    expect(pokemonAt(after, 1).damage).toBe(0);
  });

  it('Tackle does 20 damage', () => {
    const state = scenario({
      players: [
        { active: { card: 'pidgey', energy: ['basic-fire-energy', 'basic-fire-energy'] } },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Tackle'), 1).damage).toBe(20);
  });
});
