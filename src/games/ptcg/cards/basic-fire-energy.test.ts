import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { basicFireEnergy } from './basic-fire-energy.js';
import { cardById, cardByName } from './index.js';
import { act, can, ids, pokemonAt } from './test-card-play.js';

describe('Basic Fire Energy', () => {
  it('is a basic Fire Energy card without effects', () => {
    expect(basicFireEnergy).toMatchObject({
      kind: 'energy',
      energy: 'Fire',
      name: 'Basic Fire Energy',
      printing: 'SVE 2',
    });
    expect(Object.keys(basicFireEnergy)).not.toContain('effects');
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('basic-fire-energy')).toBe(basicFireEnergy);
    expect(cardByName('Basic Fire Energy')).toBe(basicFireEnergy);
  });

  it('attaches once per turn from the hand to a Pokémon in play and pays a Fire cost', () => {
    const state = scenario({
      players: [
        { active: 'charmander', bench: ['charmander'], hand: ['basic-fire-energy', 'basic-fire-energy'] },
        { active: 'mimikyu', bench: ['mimikyu'] },
      ],
    });
    expect(can(state, 'attack Blazing Destruction')).toBe(false);
    const after = act(state, 'attach Basic Fire Energy');
    expect(ids(after, pokemonAt(after, 0).energy)).toEqual(['basic-fire-energy']);
    expect(can(after, 'attach Basic Fire Energy')).toBe(false);
    expect(can(after, 'attack Blazing Destruction')).toBe(true);
  });

  it('does not pay a cost of another type', () => {
    const state = scenario({
      players: [{ active: { card: 'charmander', energy: ['basic-psychic-energy'] } }, { active: 'mimikyu' }],
    });
    expect(can(state, 'attack Blazing Destruction')).toBe(false);
  });
});
