import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { act, can, zone } from './test-card-play.js';
import { ultraBall } from './ultra-ball.js';

describe('Ultra Ball', () => {
  it('is an Item card named Ultra Ball', () => {
    expect(ultraBall).toMatchObject({ kind: 'trainer', trainer: 'item', name: 'Ultra Ball', printing: 'SVI 196' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('ultra-ball')).toBe(ultraBall);
    expect(cardByName('Ultra Ball')).toBe(ultraBall);
  });

  it('discards two other cards from the hand, then puts any Pokémon from the deck into the hand', () => {
    const state = scenario({
      players: [
        {
          active: 'ralts',
          hand: ['ultra-ball', 'iono', 'switch'],
          deck: ['gardevoir-ex', 'basic-psychic-energy', 'nest-ball'],
        },
        { active: 'riolu' },
      ],
    });
    const searching = act(state, 'play Ultra Ball', 'choose Iono', 'choose Switch');
    expect(texts(searching).filter((text) => text.startsWith('choose'))).toEqual([
      expect.stringMatching(/^choose Gardevoir ex/),
    ]);
    const after = act(searching, 'choose Gardevoir ex');
    expect(zone(after, 0, 'hand')).toEqual(['gardevoir-ex']);
    expect(zone(after, 0, 'discard').sort()).toEqual(['iono', 'switch', 'ultra-ball']);
  });

  it('cannot be played with fewer than two other cards in the hand', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['ultra-ball', 'iono'], deck: ['kirlia'] }, { active: 'riolu' }],
    });
    expect(can(state, 'play Ultra Ball')).toBe(false);
  });
});
