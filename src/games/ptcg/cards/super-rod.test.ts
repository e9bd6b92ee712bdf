import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { superRod } from './super-rod.js';
import { act, can, zone } from './test-card-play.js';

describe('Super Rod', () => {
  it('is an Item card named Super Rod', () => {
    expect(superRod).toMatchObject({ kind: 'trainer', trainer: 'item', name: 'Super Rod', printing: 'PAL 188' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('super-rod')).toBe(superRod);
    expect(cardByName('Super Rod')).toBe(superRod);
  });

  it('shuffles up to 3 Pokémon and Basic Energy cards from the discard pile into the deck, never a Trainer', () => {
    const state = scenario({
      players: [
        {
          active: 'ralts',
          hand: ['super-rod'],
          discard: ['kirlia', 'iono', 'basic-psychic-energy', 'drifloon', 'ralts'],
          deck: ['nest-ball'],
        },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'play Super Rod');
    expect(texts(choosing).some((text) => text.startsWith('choose Iono'))).toBe(false);
    const after = act(choosing, 'choose Kirlia', 'choose Basic Psychic Energy', 'choose Drifloon');
    expect(after.pending).toEqual([]);
    expect(zone(after, 0, 'deck').sort()).toEqual(['basic-psychic-energy', 'drifloon', 'kirlia', 'nest-ball']);
    expect(zone(after, 0, 'discard').sort()).toEqual(['iono', 'ralts', 'super-rod']);
  });

  it('cannot be played when the discard pile holds no Pokémon or Basic Energy', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['super-rod'], discard: ['iono'] }, { active: 'riolu' }],
    });
    expect(can(state, 'play Super Rod')).toBe(false);
  });
});
