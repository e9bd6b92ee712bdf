import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { squawkabillyEx } from './squawkabilly-ex.js';
import { act, can, ids, pokemonAt, zone } from './test-card-play.js';

describe('Squawkabilly ex', () => {
  it('is a Basic Colorless Pokémon ex with 160 HP, Weakness Lightning, Resistance Fighting and Retreat Cost 1', () => {
    expect(squawkabillyEx).toMatchObject({
      kind: 'pokemon',
      name: 'Squawkabilly ex',
      printing: 'PAL 169',
      stage: 'basic',
      hp: 160,
      type: 'Colorless',
      tags: ['ex'],
      weakness: 'Lightning',
      resistance: 'Fighting',
      retreat: 1,
    });
    expect(squawkabillyEx).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Motivate (C, 20)', () => {
    expect(
      squawkabillyEx.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix]),
    ).toEqual([['Motivate', ['Colorless'], 20, undefined]]);
  });

  it('has the Ability Squawk and Seize', () => {
    expect(squawkabillyEx.abilities.map((ability) => ability.name)).toEqual(['Squawk and Seize']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('squawkabilly-ex')).toBe(squawkabillyEx);
    expect(cardByName('Squawkabilly ex')).toBe(squawkabillyEx);
  });

  it('Squawk and Seize discards the hand and draws 6 cards during its player first turn, once a turn', () => {
    const state = scenario({
      turn: 1,
      players: [
        { active: 'squawkabilly-ex', bench: ['squawkabilly-ex'], hand: ['iono', 'switch'] },
        { active: 'riolu' },
      ],
    });
    const after = act(state, 'use Squawk and Seize of Squawkabilly ex (Active)');
    expect(zone(after, 0, 'discard').sort()).toEqual(['iono', 'switch']);
    expect(zone(after, 0, 'hand')).toHaveLength(6);
    expect(can(after, 'use Squawk and Seize')).toBe(false);
  });

  it('Squawk and Seize works in the first turn of the player going second too', () => {
    const state = scenario({
      turn: 2,
      current: 1,
      players: [{ active: 'riolu' }, { active: 'squawkabilly-ex', hand: ['iono'] }],
    });
    expect(zone(act(state, 'use Squawk and Seize'), 1, 'hand')).toHaveLength(6);
  });

  it('Squawk and Seize cannot be used after its player first turn', () => {
    const state = scenario({ players: [{ active: 'squawkabilly-ex', hand: ['iono'] }, { active: 'riolu' }] });
    expect(can(state, 'use Squawk and Seize')).toBe(false);
  });

  it('Motivate does 20 damage and attaches up to 2 Basic Energy from the discard pile to one Benched Pokémon', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'squawkabilly-ex', energy: ['basic-fire-energy'] },
          bench: ['charmander', 'pidgey'],
          discard: ['basic-fire-energy', 'iono', 'basic-lightning-energy'],
        },
        { active: 'darkrai' },
      ],
    });
    const after = act(
      state,
      'attack Motivate',
      'choose Pidgey',
      'choose Basic Fire Energy',
      'choose Basic Lightning Energy',
    );
    expect(after.pending).toEqual([]);
    expect(pokemonAt(after, 1).damage).toBe(20);
    expect(ids(after, pokemonAt(after, 0, 2).energy).sort()).toEqual(['basic-fire-energy', 'basic-lightning-energy']);
    expect(zone(after, 0, 'discard')).toEqual(['iono']);
  });
});
