import { describe, expect, it } from 'vitest';
import { type ScenarioPokemon, scenario, texts } from '../test-ptcg-scenario.js';
import { gardevoirEx } from './gardevoir-ex.js';
import { cardById, cardByName } from './index.js';
import { act, can, ids, pokemonAt, zone } from './test-card-play.js';

describe('Gardevoir ex', () => {
  it('is a Stage 2 Psychic Pokémon ex with 310 HP that evolves from Kirlia, Weakness Darkness, Resistance Fighting and Retreat Cost 2', () => {
    expect(gardevoirEx).toMatchObject({
      kind: 'pokemon',
      name: 'Gardevoir ex',
      printing: 'SVI 86',
      stage: 'stage2',
      evolvesFrom: 'Kirlia',
      hp: 310,
      type: 'Psychic',
      tags: ['ex'],
      weakness: 'Darkness',
      resistance: 'Fighting',
      retreat: 2,
    });
  });

  it('attacks with Miracle Force (PPC, 190)', () => {
    expect(gardevoirEx.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual(
      [['Miracle Force', ['Psychic', 'Psychic', 'Colorless'], 190, undefined]],
    );
  });

  it('has the Ability Psychic Embrace', () => {
    expect(gardevoirEx.abilities.map((ability) => ability.name)).toEqual(['Psychic Embrace']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('gardevoir-ex')).toBe(gardevoirEx);
    expect(cardByName('Gardevoir ex')).toBe(gardevoirEx);
  });

  const psychic = 'basic-psychic-energy';
  const board = (bench: readonly ScenarioPokemon[], discard: readonly string[]) =>
    scenario({
      players: [
        { active: { card: 'gardevoir-ex', evolvedFrom: ['ralts', 'kirlia'] }, bench, discard },
        { active: 'darkrai' },
      ],
    });

  it('Psychic Embrace attaches a Basic Psychic Energy from the discard pile to a Psychic Pokémon and puts 2 damage counters on it', () => {
    const state = board(['drifloon', 'riolu'], [psychic, 'basic-fighting-energy']);
    const choosing = act(state, 'use Psychic Embrace');
    const targets = texts(choosing).map((text) => text.split(' (')[0]);
    expect(targets).toEqual(['choose Gardevoir ex', 'choose Drifloon']);
    const after = act(choosing, 'choose Drifloon', 'choose Basic Psychic Energy');
    expect(ids(after, pokemonAt(after, 0, 1).energy)).toEqual([psychic]);
    expect(pokemonAt(after, 0, 1).damage).toBe(20);
    expect(zone(after, 0, 'discard')).toEqual(['basic-fighting-energy']);
  });

  it('Psychic Embrace can be used as often as its player likes in a turn', () => {
    const state = board(['drifloon'], [psychic, psychic, psychic]);
    const after = act(
      state,
      'use Psychic Embrace',
      'choose Drifloon',
      'choose Basic Psychic Energy',
      'use Psychic Embrace',
      'choose Drifloon',
      'choose Basic Psychic Energy',
      'use Psychic Embrace',
      'choose Gardevoir ex',
      'choose Basic Psychic Energy',
    );
    expect(pokemonAt(after, 0, 1).energy).toHaveLength(2);
    expect(pokemonAt(after, 0, 1).damage).toBe(40);
    expect(pokemonAt(after, 0).damage).toBe(20);
    expect(can(after, 'use Psychic Embrace')).toBe(false);
  });

  it('Psychic Embrace cannot choose a Pokémon that the 2 damage counters would Knock Out', () => {
    const state = board(
      [
        { card: 'drifloon', damage: 50 },
        { card: 'ralts', damage: 40 },
      ],
      [psychic],
    );
    const choosing = act(state, 'use Psychic Embrace');
    expect(texts(choosing).map((text) => text.split(' (')[0])).toEqual(['choose Gardevoir ex', 'choose Ralts']);
  });

  it('Psychic Embrace cannot be used without Basic Psychic Energy in the discard pile', () => {
    expect(can(board(['drifloon'], ['basic-fighting-energy']), 'use Psychic Embrace')).toBe(false);
  });

  it('Miracle Force does 190 damage and Gardevoir ex recovers from every Special Condition', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'gardevoir-ex',
            evolvedFrom: ['ralts', 'kirlia'],
            energy: [psychic, psychic, psychic],
            conditions: ['poisoned', 'burned'],
          },
        },
        { active: 'pidgeot-ex' },
      ],
    });
    const after = act(state, 'attack Miracle Force');
    expect(pokemonAt(after, 1).damage).toBe(190);
    const gardevoir = pokemonAt(after, 0);
    expect([gardevoir.poisoned, gardevoir.burned, gardevoir.rotation, gardevoir.damage]).toEqual([
      false,
      false,
      null,
      0,
    ]);
  });
});
