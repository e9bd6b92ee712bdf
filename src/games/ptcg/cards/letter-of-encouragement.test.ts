import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { letterOfEncouragement } from './letter-of-encouragement.js';
import { act, can, zone } from './test-card-play.js';

describe('Letter of Encouragement', () => {
  it('is an Item card named Letter of Encouragement', () => {
    expect(letterOfEncouragement).toMatchObject({
      kind: 'trainer',
      trainer: 'item',
      name: 'Letter of Encouragement',
      printing: 'OBF 189',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('letter-of-encouragement')).toBe(letterOfEncouragement);
    expect(cardByName('Letter of Encouragement')).toBe(letterOfEncouragement);
  });

  it('puts up to 3 Basic Energy cards from the deck into the hand after a Knock Out in the last turn', () => {
    const state = scenario({
      players: [
        {
          active: 'riolu',
          hand: ['letter-of-encouragement'],
          deck: [
            'basic-fighting-energy',
            'nest-ball',
            'basic-fighting-energy',
            'basic-psychic-energy',
            'basic-fighting-energy',
          ],
          lastKnockOut: 2,
        },
        { active: 'ralts' },
      ],
    });
    const choosing = act(state, 'play Letter of Encouragement');
    expect(texts(choosing).some((text) => text.startsWith('choose Nest Ball'))).toBe(false);
    const after = act(
      choosing,
      'choose Basic Fighting Energy',
      'choose Basic Fighting Energy',
      'choose Basic Psychic Energy',
    );
    expect(after.pending).toEqual([]);
    expect(zone(after, 0, 'hand').sort()).toEqual([
      'basic-fighting-energy',
      'basic-fighting-energy',
      'basic-psychic-energy',
    ]);
    expect(zone(after, 0, 'deck').sort()).toEqual(['basic-fighting-energy', 'nest-ball']);
  });

  it('cannot be played when none of its player Pokémon was Knocked Out in the opponent last turn', () => {
    for (const lastKnockOut of [-9, 1]) {
      const state = scenario({
        players: [{ active: 'riolu', hand: ['letter-of-encouragement'], lastKnockOut }, { active: 'ralts' }],
      });
      expect(can(state, 'play Letter of Encouragement')).toBe(false);
    }
  });
});
