import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { charmeleon } from './charmeleon.js';
import { cardById, cardByName } from './index.js';
import { act, can, idAt, ids, pokemonAt, zone } from './test-card-play.js';

describe('Charmeleon', () => {
  it('is a Stage 1 Fire Pokémon with 100 HP that evolves from Charmander, Weakness Water and Retreat Cost 2', () => {
    expect(charmeleon).toMatchObject({
      kind: 'pokemon',
      name: 'Charmeleon',
      printing: 'MEW 5',
      stage: 'stage1',
      evolvesFrom: 'Charmander',
      hp: 100,
      type: 'Fire',
      tags: [],
      weakness: 'Water',
      retreat: 2,
    });
    expect(charmeleon).not.toHaveProperty('resistance');
  });

  it('attacks with Combustion (R, 20) and Fire Blast (RRR, 90)', () => {
    expect(charmeleon.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Combustion', ['Fire'], 20, undefined],
      ['Fire Blast', ['Fire', 'Fire', 'Fire'], 90, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(charmeleon.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('charmeleon')).toBe(charmeleon);
    expect(cardByName('Charmeleon')).toBe(charmeleon);
  });

  const fire = 'basic-fire-energy';

  it('Combustion does 20 damage', () => {
    const state = scenario({
      players: [{ active: { card: 'charmeleon', evolvedFrom: ['charmander'], energy: [fire] } }, { active: 'darkrai' }],
    });
    expect(pokemonAt(act(state, 'attack Combustion'), 1).damage).toBe(20);
  });

  it('Fire Blast does 90 damage and discards an Energy from Charmeleon', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'charmeleon',
            evolvedFrom: ['charmander'],
            energy: [fire, fire, fire, 'basic-psychic-energy'],
          },
        },
        { active: 'darkrai' },
      ],
    });
    const after = act(state, 'attack Fire Blast', 'choose Basic Psychic Energy');
    expect(pokemonAt(after, 1).damage).toBe(90);
    expect(ids(after, pokemonAt(after, 0).energy)).toEqual([fire, fire, fire]);
    expect(zone(after, 0, 'discard')).toEqual(['basic-psychic-energy']);
  });

  it('evolves from Charmander, but not on the turn that Charmander came into play', () => {
    const ready = scenario({ players: [{ active: 'charmander', hand: ['charmeleon'] }, { active: 'riolu' }] });
    expect(idAt(act(ready, 'evolve Charmander (Active) into Charmeleon'), 0)).toBe('charmeleon');
    const fresh = scenario({
      players: [{ active: { card: 'charmander', since: 3 }, hand: ['charmeleon'] }, { active: 'riolu' }],
    });
    expect(can(fresh, 'evolve')).toBe(false);
  });
});
