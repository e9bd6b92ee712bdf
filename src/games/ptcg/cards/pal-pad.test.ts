import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { palPad } from './pal-pad.js';
import { act, can, zone } from './test-card-play.js';

describe('Pal Pad', () => {
  it('is an Item card named Pal Pad', () => {
    expect(palPad).toMatchObject({ kind: 'trainer', trainer: 'item', name: 'Pal Pad', printing: 'SVI 182' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('pal-pad')).toBe(palPad);
    expect(cardByName('Pal Pad')).toBe(palPad);
  });

  it('shuffles up to 2 Supporter cards from the discard pile into the deck', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['pal-pad'], discard: ['iono', 'nest-ball', 'boss-orders', 'judge'], deck: ['ralts'] },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'play Pal Pad');
    expect(texts(choosing).some((text) => text.startsWith('choose Nest Ball'))).toBe(false);
    const after = act(choosing, 'choose Iono', "choose Boss's Orders");
    expect(after.pending).toEqual([]);
    expect(zone(after, 0, 'deck').sort()).toEqual(['boss-orders', 'iono', 'ralts']);
    expect(zone(after, 0, 'discard').sort()).toEqual(['judge', 'nest-ball', 'pal-pad']);
  });

  it('cannot be played without a Supporter in the discard pile', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['pal-pad'], discard: ['nest-ball'] }, { active: 'riolu' }],
    });
    expect(can(state, 'play Pal Pad')).toBe(false);
  });
});
