import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { rockyHelmet } from './rocky-helmet.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Rocky Helmet', () => {
  it('is a Pokémon Tool card named Rocky Helmet', () => {
    expect(rockyHelmet).toMatchObject({ kind: 'trainer', trainer: 'tool', name: 'Rocky Helmet', printing: 'SVI 193' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('rocky-helmet')).toBe(rockyHelmet);
    expect(cardByName('Rocky Helmet')).toBe(rockyHelmet);
  });

  it('puts 2 damage counters on an attacker that damages the Active holder', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: { card: 'nacli', tool: 'rocky-helmet' }, bench: ['riolu'] },
      ],
    });
    const after = act(state, 'attack Psyshot');
    expect(pokemonAt(after, 1).damage).toBe(30);
    expect(pokemonAt(after, 0).damage).toBe(20);
  });

  it('does nothing when the holder is on the Bench', () => {
    const state = scenario({
      players: [
        { active: { card: 'scream-tail', damage: 20, energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: 'charmander', bench: [{ card: 'darkrai', tool: 'rocky-helmet' }] },
      ],
    });
    const after = act(state, 'attack Roaring Scream', 'choose Darkrai');
    expect(pokemonAt(after, 1, 1).damage).toBe(40);
    expect(pokemonAt(after, 0).damage).toBe(20);
  });
});
