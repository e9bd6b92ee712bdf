import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { switchCard } from './switch.js';
import { act, benchIds, can, idAt, pokemonAt } from './test-card-play.js';

describe('Switch', () => {
  it('is an Item card named Switch', () => {
    expect(switchCard).toMatchObject({ kind: 'trainer', trainer: 'item', name: 'Switch', printing: 'SVI 194' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('switch')).toBe(switchCard);
    expect(cardByName('Switch')).toBe(switchCard);
  });

  it('swaps the Active Pokémon with a chosen Benched one, which leaves its Special Conditions behind', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'ralts', conditions: ['poisoned', 'confused'] },
          bench: ['drifloon', 'kirlia'],
          hand: ['switch'],
        },
        { active: 'riolu' },
      ],
    });
    const after = act(state, 'play Switch', 'choose Kirlia');
    expect(idAt(after, 0)).toBe('kirlia');
    expect(benchIds(after, 0)).toContain('ralts');
    const ralts = pokemonAt(after, 0, benchIds(after, 0).indexOf('ralts') + 1);
    expect([ralts.poisoned, ralts.rotation]).toEqual([false, null]);
  });

  it('cannot be played without a Benched Pokémon', () => {
    const state = scenario({ players: [{ active: 'ralts', hand: ['switch'] }, { active: 'riolu' }] });
    expect(can(state, 'play Switch')).toBe(false);
  });
});
