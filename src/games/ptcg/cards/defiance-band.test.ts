import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { defianceBand } from './defiance-band.js';
import { cardById, cardByName } from './index.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Defiance Band', () => {
  it('is a Pokémon Tool card named Defiance Band', () => {
    expect(defianceBand).toMatchObject({
      kind: 'trainer',
      trainer: 'tool',
      name: 'Defiance Band',
      printing: 'SVI 169',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('defiance-band')).toBe(defianceBand);
    expect(cardByName('Defiance Band')).toBe(defianceBand);
  });

  const psyshot = (prizes: readonly [number, number]) =>
    scenario({
      players: [
        {
          active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'], tool: 'defiance-band' },
          prizes: prizes[0],
        },
        { active: 'charmander', bench: ['charmander'], prizes: prizes[1] },
      ],
    });

  it("adds 30 damage to the opponent's Active Pokémon while its player has more Prizes left", () => {
    expect(pokemonAt(act(psyshot([6, 5]), 'attack Psyshot'), 1).damage).toBe(60);
  });

  it('adds nothing with as many or fewer Prizes left than the opponent', () => {
    expect(pokemonAt(act(psyshot([5, 5]), 'attack Psyshot'), 1).damage).toBe(30);
    expect(pokemonAt(act(psyshot([4, 5]), 'attack Psyshot'), 1).damage).toBe(30);
  });
});
