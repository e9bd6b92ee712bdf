import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { garganacl } from './garganacl.js';
import { cardById, cardByName } from './index.js';
import { act, ids, pokemonAt, zone } from './test-card-play.js';

describe('Garganacl', () => {
  it('is a Stage 2 Fighting Pokémon with 180 HP that evolves from Naclstack, Weakness Grass and Retreat Cost 3', () => {
    expect(garganacl).toMatchObject({
      kind: 'pokemon',
      name: 'Garganacl',
      printing: 'PAL 123',
      stage: 'stage2',
      evolvesFrom: 'Naclstack',
      hp: 180,
      type: 'Fighting',
      tags: [],
      weakness: 'Grass',
      retreat: 3,
    });
    expect(garganacl).not.toHaveProperty('resistance');
  });

  it('attacks with Knocking Hammer (FF, 130)', () => {
    expect(garganacl.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Knocking Hammer', ['Fighting', 'Fighting'], 130, undefined],
    ]);
  });

  it('has the Ability Blessed Salt', () => {
    expect(garganacl.abilities.map((ability) => ability.name)).toEqual(['Blessed Salt']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('garganacl')).toBe(garganacl);
    expect(cardByName('Garganacl')).toBe(garganacl);
  });

  it('Blessed Salt heals 20 damage from each Pokémon of its player in the Checkup, from the Bench too', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'riolu', damage: 10 },
          bench: [{ card: 'garganacl', evolvedFrom: ['nacli', 'naclstack'], damage: 50 }],
        },
        { active: { card: 'ralts', damage: 30 } },
      ],
    });
    const after = act(state, 'end turn');
    expect(pokemonAt(after, 0).damage).toBe(0);
    expect(pokemonAt(after, 0, 1).damage).toBe(30);
    expect(pokemonAt(after, 1).damage).toBe(30);
  });

  it("Knocking Hammer does 130 damage and discards the top card of the opponent's deck", () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'garganacl',
            evolvedFrom: ['nacli', 'naclstack'],
            energy: ['basic-fighting-energy', 'basic-fighting-energy'],
          },
        },
        { active: 'pidgeot-ex', deck: ['iono', 'switch', 'nest-ball'] },
      ],
    });
    const after = act(state, 'attack Knocking Hammer');
    // Resistance −30 on Pidgeot ex.
    expect(pokemonAt(after, 1).damage).toBe(100);
    expect(zone(after, 1, 'discard')).toEqual(['iono']);
    // The opponent then drew the next card for the turn.
    expect(zone(after, 1, 'hand')).toEqual(['switch']);
  });

  it('evolves from Naclstack, or from Nacli with Rare Candy', () => {
    const state = scenario({ players: [{ active: 'nacli', hand: ['rare-candy', 'garganacl'] }, { active: 'ralts' }] });
    const after = act(state, 'play Rare Candy', 'choose Nacli', 'choose Garganacl');
    expect(ids(after, pokemonAt(after, 0).stack)).toEqual(['nacli', 'garganacl']);
  });
});
