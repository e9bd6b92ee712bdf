import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { basicFightingEnergy } from './basic-fighting-energy.js';
import { cardById, cardByName } from './index.js';
import { act, can, ids, pokemonAt } from './test-card-play.js';

describe('Basic Fighting Energy', () => {
  it('is a basic Fighting Energy card without effects', () => {
    expect(basicFightingEnergy).toMatchObject({
      kind: 'energy',
      energy: 'Fighting',
      name: 'Basic Fighting Energy',
      printing: 'SVE 6',
    });
    expect(Object.keys(basicFightingEnergy)).not.toContain('effects');
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('basic-fighting-energy')).toBe(basicFightingEnergy);
    expect(cardByName('Basic Fighting Energy')).toBe(basicFightingEnergy);
  });

  it('attaches once per turn from the hand to a Pokémon in play and pays a Fighting cost', () => {
    const state = scenario({
      players: [
        { active: 'riolu', bench: ['riolu'], hand: ['basic-fighting-energy', 'basic-fighting-energy'] },
        { active: 'mimikyu', bench: ['mimikyu'] },
      ],
    });
    expect(can(state, 'attack Punch')).toBe(false);
    const after = act(state, 'attach Basic Fighting Energy');
    expect(ids(after, pokemonAt(after, 0).energy)).toEqual(['basic-fighting-energy']);
    expect(can(after, 'attach Basic Fighting Energy')).toBe(false);
    expect(can(after, 'attack Punch')).toBe(true);
  });

  it('does not pay a cost of another type', () => {
    const state = scenario({
      players: [{ active: { card: 'riolu', energy: ['basic-psychic-energy'] } }, { active: 'mimikyu' }],
    });
    expect(can(state, 'attack Punch')).toBe(false);
  });
});
