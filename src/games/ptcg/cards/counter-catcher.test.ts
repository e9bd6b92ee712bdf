import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { counterCatcher } from './counter-catcher.js';
import { cardById, cardByName } from './index.js';
import { act, benchIds, can, idAt } from './test-card-play.js';

describe('Counter Catcher', () => {
  it('is an Item card named Counter Catcher', () => {
    expect(counterCatcher).toMatchObject({
      kind: 'trainer',
      trainer: 'item',
      name: 'Counter Catcher',
      printing: 'PAR 160',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('counter-catcher')).toBe(counterCatcher);
    expect(cardByName('Counter Catcher')).toBe(counterCatcher);
  });

  it('switches in a chosen opponent Benched Pokémon while its player has more Prizes left', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['counter-catcher'], prizes: 4 },
        { active: 'riolu', bench: ['hitmonchan', 'lucario'], prizes: 3 },
      ],
    });
    const after = act(state, 'play Counter Catcher', 'choose Hitmonchan');
    expect(idAt(after, 1)).toBe('hitmonchan');
    expect(benchIds(after, 1).sort()).toEqual(['lucario', 'riolu']);
  });

  it('cannot be played with as many or fewer Prizes left than the opponent', () => {
    for (const prizes of [3, 2]) {
      const state = scenario({
        players: [
          { active: 'ralts', hand: ['counter-catcher'], prizes },
          { active: 'riolu', bench: ['lucario'], prizes: 3 },
        ],
      });
      expect(can(state, 'play Counter Catcher')).toBe(false);
    }
  });

  it('cannot be played when the opponent has no Benched Pokémon', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['counter-catcher'], prizes: 6 },
        { active: 'riolu', prizes: 1 },
      ],
    });
    expect(can(state, 'play Counter Catcher')).toBe(false);
  });
});
