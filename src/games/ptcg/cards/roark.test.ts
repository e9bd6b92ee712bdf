import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { roark } from './roark.js';
import { act, zone } from './test-card-play.js';

describe('Roark', () => {
  it('is a Supporter card named Roark', () => {
    expect(roark).toMatchObject({ kind: 'trainer', trainer: 'supporter', name: 'Roark', printing: 'PAR 173' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('roark')).toBe(roark);
    expect(cardByName('Roark')).toBe(roark);
  });

  it('draws 2 cards and then puts a Basic Energy card from the discard pile into the hand', () => {
    const state = scenario({
      players: [
        {
          active: 'riolu',
          hand: ['roark'],
          deck: ['nest-ball', 'lucario', 'switch'],
          discard: ['iono', 'basic-fighting-energy'],
        },
        { active: 'ralts' },
      ],
    });
    const after = act(state, 'play Roark', 'choose Basic Fighting Energy');
    expect(after.pending).toEqual([]);
    expect(zone(after, 0, 'hand').sort()).toEqual(['basic-fighting-energy', 'lucario', 'nest-ball']);
    expect(zone(after, 0, 'discard').sort()).toEqual(['iono', 'roark']);
  });

  it('still draws 2 cards when the discard pile has no Basic Energy', () => {
    const state = scenario({
      players: [{ active: 'riolu', hand: ['roark'], deck: ['nest-ball', 'lucario', 'switch'] }, { active: 'ralts' }],
    });
    const after = act(state, 'play Roark');
    expect(after.pending).toEqual([]);
    expect(zone(after, 0, 'hand').sort()).toEqual(['lucario', 'nest-ball']);
  });
});
