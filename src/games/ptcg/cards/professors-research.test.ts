import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { professorsResearch } from './professors-research.js';
import { act, can, zone } from './test-card-play.js';

describe("Professor's Research", () => {
  it("is a Supporter card named Professor's Research", () => {
    expect(professorsResearch).toMatchObject({
      kind: 'trainer',
      trainer: 'supporter',
      name: "Professor's Research",
      printing: 'SVI 189',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('professors-research')).toBe(professorsResearch);
    expect(cardByName("Professor's Research")).toBe(professorsResearch);
  });

  it('discards the rest of the hand and draws 7 cards', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['professors-research', 'iono', 'nest-ball'] }, { active: 'riolu' }],
    });
    const after = act(state, "play Professor's Research");
    expect(zone(after, 0, 'discard').sort()).toEqual(['iono', 'nest-ball', 'professors-research']);
    expect(zone(after, 0, 'hand')).toHaveLength(7);
    expect(zone(after, 0, 'deck')).toHaveLength(3);
  });

  it('cannot be played when a Supporter was already played this turn', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['professors-research'], supporterPlayed: true }, { active: 'riolu' }],
    });
    expect(can(state, "play Professor's Research")).toBe(false);
  });

  it('cannot be played by the player going first on the first turn', () => {
    const state = scenario({
      turn: 1,
      players: [{ active: 'ralts', hand: ['professors-research'] }, { active: 'riolu' }],
    });
    expect(can(state, "play Professor's Research")).toBe(false);
  });
});
