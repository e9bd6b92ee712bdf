import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { pokemonCatcher } from './pokemon-catcher.js';
import { act, benchIds, can, flipsSince, idAt } from './test-card-play.js';

describe('Pokémon Catcher', () => {
  it('is an Item card named Pokémon Catcher', () => {
    expect(pokemonCatcher).toMatchObject({
      kind: 'trainer',
      trainer: 'item',
      name: 'Pokémon Catcher',
      printing: 'SVI 187',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('pokemon-catcher')).toBe(pokemonCatcher);
    expect(cardByName('Pokémon Catcher')).toBe(pokemonCatcher);
  });

  it('switches in a chosen opponent Benched Pokémon on heads and does nothing on tails', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seen.size < 2 && seed < 40; seed++) {
      const state = scenario({
        seed,
        players: [
          { active: 'ralts', hand: ['pokemon-catcher'] },
          { active: 'riolu', bench: ['hitmonchan', 'lucario'] },
        ],
      });
      const played = act(state, 'play Pokémon Catcher');
      const [heads] = flipsSince(state, played);
      seen.add(heads === true);
      if (heads) {
        const after = act(played, 'choose Lucario');
        expect(idAt(after, 1)).toBe('lucario');
        expect(benchIds(after, 1).sort()).toEqual(['hitmonchan', 'riolu']);
      } else {
        expect(played.pending).toEqual([]);
        expect(idAt(played, 1)).toBe('riolu');
      }
    }
    expect(seen.size).toBe(2);
  });

  it('cannot be played when the opponent has no Benched Pokémon', () => {
    const state = scenario({ players: [{ active: 'ralts', hand: ['pokemon-catcher'] }, { active: 'riolu' }] });
    expect(can(state, 'play Pokémon Catcher')).toBe(false);
  });
});
