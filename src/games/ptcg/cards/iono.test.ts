import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { iono } from './iono.js';
import { act, can, zone } from './test-card-play.js';

describe('Iono', () => {
  it('is a Supporter card named Iono', () => {
    expect(iono).toMatchObject({ kind: 'trainer', trainer: 'supporter', name: 'Iono', printing: 'PAL 185' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('iono')).toBe(iono);
    expect(cardByName('Iono')).toBe(iono);
  });

  it('puts both hands on the bottom of the decks, then each player draws one card per Prize left', () => {
    const state = scenario({
      players: [
        {
          active: 'ralts',
          hand: ['iono', 'nest-ball', 'switch'],
          deck: ['kirlia', 'kirlia', 'kirlia', 'kirlia', 'kirlia'],
          prizes: 4,
        },
        { active: 'riolu', hand: ['judge'], deck: ['lucario', 'lucario', 'lucario'], prizes: 2 },
      ],
    });
    const after = act(state, 'play Iono');
    expect(zone(after, 0, 'hand')).toEqual(['kirlia', 'kirlia', 'kirlia', 'kirlia']);
    expect(zone(after, 0, 'deck').slice(-2).sort()).toEqual(['nest-ball', 'switch']);
    expect(zone(after, 1, 'hand')).toEqual(['lucario', 'lucario']);
    expect(zone(after, 1, 'deck')).toEqual(['lucario', 'judge']);
    expect(zone(after, 0, 'discard')).toEqual(['iono']);
  });

  it('cannot be played when both hands are empty besides Iono, since nobody would draw (it would do nothing)', () => {
    const state = scenario({ players: [{ active: 'ralts', hand: ['iono'] }, { active: 'riolu' }] });
    expect(can(state, 'play Iono')).toBe(false);
  });
});
