import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { teamStarGrunt } from './team-star-grunt.js';
import { act, ids, pokemonAt, zone } from './test-card-play.js';

describe('Team Star Grunt', () => {
  it('is a Supporter card named Team Star Grunt', () => {
    expect(teamStarGrunt).toMatchObject({
      kind: 'trainer',
      trainer: 'supporter',
      name: 'Team Star Grunt',
      printing: 'SVI 195',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('team-star-grunt')).toBe(teamStarGrunt);
    expect(cardByName('Team Star Grunt')).toBe(teamStarGrunt);
  });

  it("puts an Energy attached to the opponent's Active Pokémon on top of the opponent's deck", () => {
    const state = scenario({
      players: [
        { active: 'ekans', hand: ['team-star-grunt'] },
        { active: { card: 'lucario', energy: ['basic-fighting-energy', 'basic-psychic-energy'] }, deck: ['riolu'] },
      ],
    });
    const after = act(state, 'play Team Star Grunt', 'choose Basic Psychic Energy');
    expect(ids(after, pokemonAt(after, 1).energy)).toEqual(['basic-fighting-energy']);
    expect(zone(after, 1, 'deck')).toEqual(['basic-psychic-energy', 'riolu']);
  });
});
