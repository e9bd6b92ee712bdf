import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { crushingHammer } from './crushing-hammer.js';
import { cardById, cardByName } from './index.js';
import { act, flipsSince, pokemonAt, zone } from './test-card-play.js';

describe('Crushing Hammer', () => {
  it('is an Item card named Crushing Hammer', () => {
    expect(crushingHammer).toMatchObject({
      kind: 'trainer',
      trainer: 'item',
      name: 'Crushing Hammer',
      printing: 'SVI 168',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('crushing-hammer')).toBe(crushingHammer);
    expect(cardByName('Crushing Hammer')).toBe(crushingHammer);
  });

  it('discards an Energy from a chosen opponent Pokémon on heads and does nothing on tails', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seen.size < 2 && seed < 40; seed++) {
      const state = scenario({
        seed,
        players: [
          { active: 'ralts', hand: ['crushing-hammer'] },
          {
            active: { card: 'riolu', energy: ['basic-fighting-energy'] },
            bench: [{ card: 'lucario', energy: ['basic-fighting-energy'] }],
          },
        ],
      });
      const played = act(state, 'play Crushing Hammer');
      const [heads] = flipsSince(state, played);
      seen.add(heads === true);
      if (heads) {
        const after = act(played, 'choose Lucario', 'choose Basic Fighting Energy');
        expect(pokemonAt(after, 1, 1).energy).toEqual([]);
        expect(pokemonAt(after, 1).energy).toHaveLength(1);
        expect(zone(after, 1, 'discard')).toEqual(['basic-fighting-energy']);
      } else {
        expect(played.pending).toEqual([]);
        expect(zone(played, 1, 'discard')).toEqual([]);
      }
      expect(zone(played, 0, 'discard')).toEqual(['crushing-hammer']);
    }
    expect(seen.size).toBe(2);
  });
});
