import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { basicLightningEnergy } from './basic-lightning-energy.js';
import { cardById, cardByName } from './index.js';
import { act, can } from './test-card-play.js';

describe('Basic Lightning Energy', () => {
  it('is a basic Lightning Energy card without effects', () => {
    expect(basicLightningEnergy).toMatchObject({
      kind: 'energy',
      energy: 'Lightning',
      name: 'Basic Lightning Energy',
      printing: 'SVE 4',
    });
    expect(Object.keys(basicLightningEnergy)).not.toContain('effects');
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('basic-lightning-energy')).toBe(basicLightningEnergy);
    expect(cardByName('Basic Lightning Energy')).toBe(basicLightningEnergy);
  });

  it('attaches once per turn from the hand to a Pokémon in play and pays a Lightning cost', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'zeraora', energy: ['basic-lightning-energy', 'basic-psychic-energy'] },
          hand: ['basic-lightning-energy', 'basic-lightning-energy'],
        },
        { active: 'mimikyu' },
      ],
    });
    expect(can(state, 'attack Strong Volt')).toBe(false);
    const after = act(state, 'attach Basic Lightning Energy');
    expect(can(after, 'attach Basic Lightning Energy')).toBe(false);
    expect(can(after, 'attack Strong Volt')).toBe(true);
  });

  it('does not pay a cost of another type', () => {
    const state = scenario({
      players: [
        { active: { card: 'zeraora', energy: ['basic-psychic-energy', 'basic-psychic-energy', 'basic-fire-energy'] } },
        { active: 'mimikyu' },
      ],
    });
    expect(can(state, 'attack Strong Volt')).toBe(false);
    expect(can(state, 'attack Shocking Knuckle')).toBe(true);
  });
});
