import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { buddyBuddyPoffin } from './buddy-buddy-poffin.js';
import { cardById, cardByName } from './index.js';
import { act, benchIds, can, zone } from './test-card-play.js';

describe('Buddy-Buddy Poffin', () => {
  it('is an Item card named Buddy-Buddy Poffin', () => {
    expect(buddyBuddyPoffin).toMatchObject({
      kind: 'trainer',
      trainer: 'item',
      name: 'Buddy-Buddy Poffin',
      printing: 'TEF 144',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('buddy-buddy-poffin')).toBe(buddyBuddyPoffin);
    expect(cardByName('Buddy-Buddy Poffin')).toBe(buddyBuddyPoffin);
  });

  it('puts up to 2 Basic Pokémon with at most 70 HP from the deck onto the Bench', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['buddy-buddy-poffin'], deck: ['hitmonchan', 'drifloon', 'kirlia', 'ralts'] },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'play Buddy-Buddy Poffin');
    const offered = texts(choosing).filter((text) => text.startsWith('choose'));
    expect(offered.some((text) => text.includes('Hitmonchan') || text.includes('Kirlia'))).toBe(false);
    const after = act(choosing, 'choose Drifloon', 'choose Ralts');
    expect(benchIds(after, 0).sort()).toEqual(['drifloon', 'ralts']);
    expect(zone(after, 0, 'deck').sort()).toEqual(['hitmonchan', 'kirlia']);
  });

  it('cannot be played while the Bench is full', () => {
    const state = scenario({
      players: [
        {
          active: 'ralts',
          bench: ['ralts', 'ralts', 'ralts', 'ralts', 'ralts'],
          hand: ['buddy-buddy-poffin'],
          deck: ['drifloon'],
        },
        { active: 'riolu' },
      ],
    });
    expect(can(state, 'play Buddy-Buddy Poffin')).toBe(false);
  });
});
