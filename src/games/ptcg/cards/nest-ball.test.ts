import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { nestBall } from './nest-ball.js';
import { act, benchIds, can, zone } from './test-card-play.js';

describe('Nest Ball', () => {
  it('is an Item card named Nest Ball', () => {
    expect(nestBall).toMatchObject({ kind: 'trainer', trainer: 'item', name: 'Nest Ball', printing: 'SVI 181' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('nest-ball')).toBe(nestBall);
    expect(cardByName('Nest Ball')).toBe(nestBall);
  });

  it('puts a Basic Pokémon chosen from the deck onto the Bench, offering no evolved Pokémon', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['nest-ball'], deck: ['kirlia', 'drifloon', 'basic-psychic-energy'] },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'play Nest Ball');
    expect(texts(choosing).filter((text) => text.startsWith('choose'))).toEqual([
      expect.stringMatching(/^choose Drifloon/),
    ]);
    const after = act(choosing, 'choose Drifloon');
    expect(benchIds(after, 0)).toEqual(['drifloon']);
    expect(zone(after, 0, 'deck').sort()).toEqual(['basic-psychic-energy', 'kirlia']);
    expect(zone(after, 0, 'discard')).toEqual(['nest-ball']);
  });

  it('may find nothing, and is still discarded', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['nest-ball'], deck: ['kirlia'] }, { active: 'riolu' }],
    });
    const after = act(state, 'play Nest Ball');
    expect(after.pending).toEqual([]);
    expect(benchIds(after, 0)).toEqual([]);
    expect(zone(after, 0, 'discard')).toEqual(['nest-ball']);
  });

  it('cannot be played while the Bench is full', () => {
    const state = scenario({
      players: [
        {
          active: 'ralts',
          bench: ['ralts', 'ralts', 'ralts', 'ralts', 'ralts'],
          hand: ['nest-ball'],
          deck: ['drifloon'],
        },
        { active: 'riolu' },
      ],
    });
    expect(can(state, 'play Nest Ball')).toBe(false);
  });
});
