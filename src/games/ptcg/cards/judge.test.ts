import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { judge } from './judge.js';
import { act, zone } from './test-card-play.js';

describe('Judge', () => {
  it('is a Supporter card named Judge', () => {
    expect(judge).toMatchObject({ kind: 'trainer', trainer: 'supporter', name: 'Judge', printing: 'SVI 176' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('judge')).toBe(judge);
    expect(cardByName('Judge')).toBe(judge);
  });

  it('shuffles both hands into the decks, then each player draws 4 cards', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['judge', 'nest-ball', 'switch', 'iono', 'iono', 'iono'], deck: ['kirlia', 'kirlia'] },
        { active: 'riolu', hand: ['lucario'], deck: ['riolu', 'riolu', 'riolu', 'riolu', 'riolu'] },
      ],
    });
    const after = act(state, 'play Judge');
    expect(zone(after, 0, 'hand')).toHaveLength(4);
    expect(zone(after, 0, 'deck')).toHaveLength(3);
    expect(zone(after, 1, 'hand')).toHaveLength(4);
    expect(zone(after, 1, 'deck')).toHaveLength(2);
    expect(zone(after, 0, 'discard')).toEqual(['judge']);
  });
});
