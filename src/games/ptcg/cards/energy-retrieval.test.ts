import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { energyRetrieval } from './energy-retrieval.js';
import { cardById, cardByName } from './index.js';
import { act, can, zone } from './test-card-play.js';

describe('Energy Retrieval', () => {
  it('is an Item card named Energy Retrieval', () => {
    expect(energyRetrieval).toMatchObject({
      kind: 'trainer',
      trainer: 'item',
      name: 'Energy Retrieval',
      printing: 'SVI 171',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('energy-retrieval')).toBe(energyRetrieval);
    expect(cardByName('Energy Retrieval')).toBe(energyRetrieval);
  });

  it('puts up to 2 Basic Energy cards from the discard pile into the hand', () => {
    const state = scenario({
      players: [
        {
          active: 'ralts',
          hand: ['energy-retrieval'],
          discard: ['basic-psychic-energy', 'iono', 'basic-fire-energy', 'basic-psychic-energy'],
        },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'play Energy Retrieval');
    expect(texts(choosing).some((text) => text.startsWith('choose Iono'))).toBe(false);
    const after = act(choosing, 'choose Basic Fire Energy', 'choose Basic Psychic Energy');
    expect(zone(after, 0, 'hand').sort()).toEqual(['basic-fire-energy', 'basic-psychic-energy']);
    expect(zone(after, 0, 'discard').sort()).toEqual(['basic-psychic-energy', 'energy-retrieval', 'iono']);
  });

  it('cannot be played without Basic Energy in the discard pile', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['energy-retrieval'], discard: ['iono'] }, { active: 'riolu' }],
    });
    expect(can(state, 'play Energy Retrieval')).toBe(false);
  });
});
