import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { paldeanWooper } from './paldean-wooper.js';
import { act, pokemonAt, zone } from './test-card-play.js';

describe('Paldean Wooper', () => {
  it('is a Basic Darkness Pokémon with 60 HP, Weakness Fighting and Retreat Cost 2', () => {
    expect(paldeanWooper).toMatchObject({
      kind: 'pokemon',
      name: 'Paldean Wooper',
      printing: 'PAL 128',
      stage: 'basic',
      hp: 60,
      type: 'Darkness',
      tags: [],
      weakness: 'Fighting',
      retreat: 2,
    });
    expect(paldeanWooper).not.toHaveProperty('resistance');
    expect(paldeanWooper).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Find a Home (C, 0) and Ram (D, 10)', () => {
    expect(
      paldeanWooper.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix]),
    ).toEqual([
      ['Find a Home', ['Colorless'], 0, undefined],
      ['Ram', ['Darkness'], 10, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(paldeanWooper.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('paldean-wooper')).toBe(paldeanWooper);
    expect(cardByName('Paldean Wooper')).toBe(paldeanWooper);
  });

  it('Find a Home puts a Stadium card from the deck into the hand', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'paldean-wooper', energy: ['basic-darkness-energy'] },
          deck: ['iono', 'perilous-jungle', 'ekans'],
        },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'attack Find a Home');
    expect(texts(choosing).filter((text) => text.startsWith('choose'))).toEqual([
      expect.stringMatching(/^choose Perilous Jungle/),
    ]);
    const after = act(choosing, 'choose Perilous Jungle');
    expect(zone(after, 0, 'hand')).toEqual(['perilous-jungle']);
    expect(pokemonAt(after, 1).damage).toBe(0);
  });

  it('Ram does 10 damage', () => {
    const state = scenario({
      players: [{ active: { card: 'paldean-wooper', energy: ['basic-darkness-energy'] } }, { active: 'riolu' }],
    });
    expect(pokemonAt(act(state, 'attack Ram'), 1).damage).toBe(10);
  });
});
