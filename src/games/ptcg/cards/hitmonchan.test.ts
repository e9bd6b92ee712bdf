import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { hitmonchan } from './hitmonchan.js';
import { cardById, cardByName } from './index.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Hitmonchan', () => {
  it('is a Basic Fighting Pokémon with 120 HP, Weakness Psychic and Retreat Cost 1', () => {
    expect(hitmonchan).toMatchObject({
      kind: 'pokemon',
      name: 'Hitmonchan',
      printing: 'MEW 107',
      stage: 'basic',
      hp: 120,
      type: 'Fighting',
      tags: [],
      weakness: 'Psychic',
      retreat: 1,
    });
    expect(hitmonchan).not.toHaveProperty('resistance');
    expect(hitmonchan).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Excited Punch (FF, 60)', () => {
    expect(hitmonchan.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Excited Punch', ['Fighting', 'Fighting'], 60, undefined],
    ]);
  });

  it('has the Ability Counterattack', () => {
    expect(hitmonchan.abilities.map((ability) => ability.name)).toEqual(['Counterattack']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('hitmonchan')).toBe(hitmonchan);
    expect(cardByName('Hitmonchan')).toBe(hitmonchan);
  });

  it('Counterattack puts 3 damage counters on an attacker that damages it while Active', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: 'hitmonchan', bench: ['riolu'] },
      ],
    });
    const after = act(state, 'attack Psyshot');
    expect(pokemonAt(after, 1).damage).toBe(60);
    expect(pokemonAt(after, 0).damage).toBe(30);
  });

  it('Counterattack works even when Hitmonchan is Knocked Out, and not from the Bench', () => {
    const knockedOut = scenario({
      players: [
        { active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: { card: 'hitmonchan', damage: 90 }, bench: ['riolu'] },
      ],
    });
    expect(pokemonAt(act(knockedOut, 'attack Psyshot'), 0).damage).toBe(30);
    const benched = scenario({
      players: [
        { active: { card: 'scream-tail', damage: 10, energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: 'riolu', bench: ['hitmonchan'] },
      ],
    });
    const after = act(benched, 'attack Roaring Scream', 'choose Hitmonchan');
    expect(pokemonAt(after, 1, 1).damage).toBe(20);
    expect(pokemonAt(after, 0).damage).toBe(10);
  });

  it('Excited Punch does 60 damage, and 60 more when Hitmonchan used it in its player previous turn', () => {
    const fighting = 'basic-fighting-energy';
    const state = scenario({
      players: [
        { active: { card: 'hitmonchan', energy: [fighting, fighting] } },
        { active: 'pidgeot-ex', bench: ['pidgey'] },
      ],
    });
    const first = act(state, 'attack Excited Punch');
    // Resistance −30 on Pidgeot ex.
    expect(pokemonAt(first, 1).damage).toBe(30);
    const second = act(first, 'end turn', 'attack Excited Punch');
    expect(pokemonAt(second, 1).damage).toBe(30 + 90);
  });
});
