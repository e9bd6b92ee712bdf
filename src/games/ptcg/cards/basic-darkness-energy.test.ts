import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { basicDarknessEnergy } from './basic-darkness-energy.js';
import { cardById, cardByName } from './index.js';
import { act, can, ids, pokemonAt } from './test-card-play.js';

describe('Basic Darkness Energy', () => {
  it('is a basic Darkness Energy card without effects', () => {
    expect(basicDarknessEnergy).toMatchObject({
      kind: 'energy',
      energy: 'Darkness',
      name: 'Basic Darkness Energy',
      printing: 'SVE 7',
    });
    expect(Object.keys(basicDarknessEnergy)).not.toContain('effects');
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('basic-darkness-energy')).toBe(basicDarknessEnergy);
    expect(cardByName('Basic Darkness Energy')).toBe(basicDarknessEnergy);
  });

  it('attaches once per turn from the hand to a Pokémon in play and pays a Darkness cost', () => {
    const state = scenario({
      players: [
        {
          active: 'paldean-wooper',
          bench: ['paldean-wooper'],
          hand: ['basic-darkness-energy', 'basic-darkness-energy'],
        },
        { active: 'mimikyu', bench: ['mimikyu'] },
      ],
    });
    expect(can(state, 'attack Ram')).toBe(false);
    const after = act(state, 'attach Basic Darkness Energy');
    expect(ids(after, pokemonAt(after, 0).energy)).toEqual(['basic-darkness-energy']);
    expect(can(after, 'attach Basic Darkness Energy')).toBe(false);
    expect(can(after, 'attack Ram')).toBe(true);
  });

  it('does not pay a cost of another type', () => {
    const state = scenario({
      players: [{ active: { card: 'paldean-wooper', energy: ['basic-psychic-energy'] } }, { active: 'mimikyu' }],
    });
    expect(can(state, 'attack Ram')).toBe(false);
  });
});
