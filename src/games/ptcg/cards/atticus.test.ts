import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { atticus } from './atticus.js';
import { cardById, cardByName } from './index.js';
import { act, can, zone } from './test-card-play.js';

describe('Atticus', () => {
  it('is a Supporter card named Atticus', () => {
    expect(atticus).toMatchObject({ kind: 'trainer', trainer: 'supporter', name: 'Atticus', printing: 'PAF 77' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('atticus')).toBe(atticus);
    expect(cardByName('Atticus')).toBe(atticus);
  });

  it("shuffles the hand into the deck and draws 7 while the opponent's Active Pokémon is Poisoned", () => {
    const state = scenario({
      players: [
        {
          active: 'paldean-wooper',
          hand: ['atticus', 'nest-ball', 'switch'],
          deck: ['ekans', 'ekans', 'ekans', 'ekans', 'ekans', 'ekans'],
        },
        { active: { card: 'riolu', conditions: ['poisoned'] } },
      ],
    });
    const after = act(state, 'play Atticus');
    expect(zone(after, 0, 'hand')).toHaveLength(7);
    expect(zone(after, 0, 'deck')).toHaveLength(1);
    expect(zone(after, 0, 'discard')).toEqual(['atticus']);
  });

  it("cannot be played while the opponent's Active Pokémon is not Poisoned", () => {
    const state = scenario({
      players: [{ active: 'paldean-wooper', hand: ['atticus'] }, { active: { card: 'riolu', conditions: ['burned'] } }],
    });
    expect(can(state, 'play Atticus')).toBe(false);
  });
});
