import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { rareCandy } from './rare-candy.js';
import { act, can, idAt, ids, pokemonAt, zone } from './test-card-play.js';

describe('Rare Candy', () => {
  it('is an Item card named Rare Candy', () => {
    expect(rareCandy).toMatchObject({ kind: 'trainer', trainer: 'item', name: 'Rare Candy', printing: 'SVI 191' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('rare-candy')).toBe(rareCandy);
    expect(cardByName('Rare Candy')).toBe(rareCandy);
  });

  it('evolves a Basic Pokémon straight into the Stage 2 from the hand, skipping the Stage 1', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['rare-candy', 'gardevoir-ex'] }, { active: 'riolu' }],
    });
    const after = act(state, 'play Rare Candy', 'choose Ralts', 'choose Gardevoir ex');
    expect(idAt(after, 0)).toBe('gardevoir-ex');
    expect(ids(after, pokemonAt(after, 0).stack)).toEqual(['ralts', 'gardevoir-ex']);
    expect(zone(after, 0, 'discard')).toEqual(['rare-candy']);
  });

  it('cannot be played without a matching Stage 2 card in the hand', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['rare-candy', 'kirlia', 'charizard-ex'] }, { active: 'riolu' }],
    });
    expect(can(state, 'play Rare Candy')).toBe(false);
  });

  it('cannot be played during the first turn of the player', () => {
    const state = scenario({
      turn: 2,
      current: 1,
      players: [{ active: 'riolu' }, { active: { card: 'ralts', since: 0 }, hand: ['rare-candy', 'gardevoir-ex'] }],
    });
    expect(can(state, 'play Rare Candy')).toBe(false);
  });

  it('cannot evolve a Basic Pokémon put into play this turn', () => {
    const state = scenario({
      players: [
        { active: 'riolu', bench: [{ card: 'ralts', since: 3 }], hand: ['rare-candy', 'gardevoir-ex'] },
        { active: 'riolu' },
      ],
    });
    expect(can(state, 'play Rare Candy')).toBe(false);
  });
});
