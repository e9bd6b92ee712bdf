import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { earthenVessel } from './earthen-vessel.js';
import { cardById, cardByName } from './index.js';
import { act, can, zone } from './test-card-play.js';

describe('Earthen Vessel', () => {
  it('is an Item card named Earthen Vessel', () => {
    expect(earthenVessel).toMatchObject({
      kind: 'trainer',
      trainer: 'item',
      name: 'Earthen Vessel',
      printing: 'PAR 163',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('earthen-vessel')).toBe(earthenVessel);
    expect(cardByName('Earthen Vessel')).toBe(earthenVessel);
  });

  it('discards another card from the hand, then puts up to 2 Basic Energy cards from the deck into the hand', () => {
    const state = scenario({
      players: [
        {
          active: 'ralts',
          hand: ['earthen-vessel', 'iono'],
          deck: ['basic-psychic-energy', 'nest-ball', 'basic-fighting-energy', 'basic-psychic-energy'],
        },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'play Earthen Vessel', 'choose Iono');
    expect(texts(choosing).some((text) => text.startsWith('choose Nest Ball'))).toBe(false);
    const after = act(choosing, 'choose Basic Fighting Energy', 'choose Basic Psychic Energy');
    expect(zone(after, 0, 'hand').sort()).toEqual(['basic-fighting-energy', 'basic-psychic-energy']);
    expect(zone(after, 0, 'discard').sort()).toEqual(['earthen-vessel', 'iono']);
  });

  it('cannot be played without another card in the hand to discard', () => {
    const state = scenario({ players: [{ active: 'ralts', hand: ['earthen-vessel'] }, { active: 'riolu' }] });
    expect(can(state, 'play Earthen Vessel')).toBe(false);
  });
});
