import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { basicPsychicEnergy } from './basic-psychic-energy.js';
import { cardById, cardByName } from './index.js';
import { act, can, ids, pokemonAt } from './test-card-play.js';

describe('Basic Psychic Energy', () => {
  it('is a basic Psychic Energy card without effects', () => {
    expect(basicPsychicEnergy).toMatchObject({
      kind: 'energy',
      energy: 'Psychic',
      name: 'Basic Psychic Energy',
      printing: 'SVE 5',
    });
    expect(Object.keys(basicPsychicEnergy)).not.toContain('effects');
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('basic-psychic-energy')).toBe(basicPsychicEnergy);
    expect(cardByName('Basic Psychic Energy')).toBe(basicPsychicEnergy);
  });

  it('attaches once per turn from the hand to a Pokémon in play and pays a Psychic cost', () => {
    const state = scenario({
      players: [
        { active: 'scream-tail', bench: ['scream-tail'], hand: ['basic-psychic-energy', 'basic-psychic-energy'] },
        { active: 'mimikyu', bench: ['mimikyu'] },
      ],
    });
    expect(can(state, 'attack Slap')).toBe(false);
    const after = act(state, 'attach Basic Psychic Energy');
    expect(ids(after, pokemonAt(after, 0).energy)).toEqual(['basic-psychic-energy']);
    expect(can(after, 'attach Basic Psychic Energy')).toBe(false);
    expect(can(after, 'attack Slap')).toBe(true);
  });

  it('does not pay a cost of another type', () => {
    const state = scenario({
      players: [{ active: { card: 'scream-tail', energy: ['basic-fighting-energy'] } }, { active: 'mimikyu' }],
    });
    expect(can(state, 'attack Slap')).toBe(false);
  });
});
