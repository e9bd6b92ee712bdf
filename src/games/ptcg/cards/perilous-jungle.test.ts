import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { perilousJungle } from './perilous-jungle.js';
import { act, ids, pokemonAt, zone } from './test-card-play.js';

describe('Perilous Jungle', () => {
  it('is a Stadium card named Perilous Jungle', () => {
    expect(perilousJungle).toMatchObject({
      kind: 'trainer',
      trainer: 'stadium',
      name: 'Perilous Jungle',
      printing: 'TEF 156',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('perilous-jungle')).toBe(perilousJungle);
    expect(cardByName('Perilous Jungle')).toBe(perilousJungle);
  });

  it('puts 2 more damage counters on each Poisoned Pokémon that is not a Darkness Pokémon in the Checkup', () => {
    const state = scenario({
      stadium: 'perilous-jungle',
      players: [
        { active: { card: 'ekans', conditions: ['poisoned'] } },
        { active: { card: 'hitmonchan', conditions: ['poisoned'] } },
      ],
    });
    const after = act(state, 'end turn');
    expect(pokemonAt(after, 0).damage).toBe(10);
    expect(pokemonAt(after, 1).damage).toBe(30);
  });

  it('replaces the Stadium in play when played, discarding the old one', () => {
    const state = scenario({
      stadium: 'artazon',
      players: [{ active: 'ekans', hand: ['perilous-jungle'] }, { active: 'riolu' }],
    });
    const after = act(state, 'play Perilous Jungle');
    expect(ids(after, [after.stadium])).toEqual(['perilous-jungle']);
    expect(zone(after, 0, 'discard')).toEqual(['artazon']);
  });
});
