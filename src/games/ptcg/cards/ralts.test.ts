import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { ralts } from './ralts.js';
import { act, benchIds, can, pokemonAt } from './test-card-play.js';

describe('Ralts', () => {
  it('is a Basic Psychic Pokémon with 70 HP, Weakness Darkness, Resistance Fighting and Retreat Cost 1', () => {
    expect(ralts).toMatchObject({
      kind: 'pokemon',
      name: 'Ralts',
      printing: 'SVI 84',
      stage: 'basic',
      hp: 70,
      type: 'Psychic',
      tags: [],
      weakness: 'Darkness',
      resistance: 'Fighting',
      retreat: 1,
    });
    expect(ralts).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Psyshot (PC, 30)', () => {
    expect(ralts.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Psyshot', ['Psychic', 'Colorless'], 30, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(ralts.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('ralts')).toBe(ralts);
    expect(cardByName('Ralts')).toBe(ralts);
  });

  it('Psyshot does 30 damage', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-fire-energy'] } },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Psyshot'), 1).damage).toBe(30);
  });

  it('cannot attack without enough Energy', () => {
    const state = scenario({
      players: [{ active: { card: 'ralts', energy: ['basic-psychic-energy'] } }, { active: 'darkrai' }],
    });
    expect(can(state, 'attack Psyshot')).toBe(false);
  });

  it('can be played from the hand onto the Bench', () => {
    const state = scenario({ players: [{ active: 'drifloon', hand: ['ralts'] }, { active: 'darkrai' }] });
    expect(benchIds(act(state, 'play Ralts'), 0)).toEqual(['ralts']);
  });
});
