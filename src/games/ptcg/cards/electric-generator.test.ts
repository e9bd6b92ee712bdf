import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { electricGenerator } from './electric-generator.js';
import { cardById, cardByName } from './index.js';
import { act, ids, pokemonAt, zone } from './test-card-play.js';

describe('Electric Generator', () => {
  it('is an Item card named Electric Generator', () => {
    expect(electricGenerator).toMatchObject({
      kind: 'trainer',
      trainer: 'item',
      name: 'Electric Generator',
      printing: 'SVI 170',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('electric-generator')).toBe(electricGenerator);
    expect(cardByName('Electric Generator')).toBe(electricGenerator);
  });

  const lightning = 'basic-lightning-energy';

  it('attaches up to 2 Basic Lightning Energy from the top 5 cards to Benched Lightning Pokémon only', () => {
    const state = scenario({
      players: [
        {
          active: 'miraidon-ex',
          bench: ['zeraora', 'squawkabilly-ex'],
          hand: ['electric-generator'],
          deck: ['nest-ball', 'basic-psychic-energy', lightning, 'iono', 'switch', lightning, lightning],
        },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'play Electric Generator', 'choose Basic Lightning Energy');
    expect(texts(choosing)).toEqual([expect.stringMatching(/^choose Zeraora \(player 0 Bench 1\)/)]);
    const after = act(choosing, 'choose Zeraora');
    expect(after.pending).toEqual([]);
    expect(ids(after, pokemonAt(after, 0, 1).energy)).toEqual([lightning]);
    expect(pokemonAt(after, 0, 2).energy).toEqual([]);
    expect(pokemonAt(after, 0).energy).toEqual([]);
    expect(zone(after, 0, 'deck').filter((id) => id === lightning)).toHaveLength(2);
  });

  it('attaches two Energy when the top 5 cards hold two', () => {
    const state = scenario({
      players: [
        {
          active: 'miraidon-ex',
          bench: ['zeraora', 'iron-hands-ex'],
          hand: ['electric-generator'],
          deck: [lightning, 'nest-ball', lightning, 'iono', 'switch'],
        },
        { active: 'riolu' },
      ],
    });
    const after = act(
      state,
      'play Electric Generator',
      'choose Basic Lightning Energy',
      'choose Zeraora',
      'choose Basic Lightning Energy',
      'choose Iron Hands ex',
    );
    expect(after.pending).toEqual([]);
    expect(pokemonAt(after, 0, 1).energy).toHaveLength(1);
    expect(pokemonAt(after, 0, 2).energy).toHaveLength(1);
    expect(zone(after, 0, 'deck')).toHaveLength(3);
  });
});
