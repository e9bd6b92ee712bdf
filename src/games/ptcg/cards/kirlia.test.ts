import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { kirlia } from './kirlia.js';
import { act, idAt, pokemonAt } from './test-card-play.js';

describe('Kirlia', () => {
  it('is a Stage 1 Psychic Pokémon with 90 HP that evolves from Ralts, Weakness Darkness, Resistance Fighting and Retreat Cost 1', () => {
    expect(kirlia).toMatchObject({
      kind: 'pokemon',
      name: 'Kirlia',
      printing: 'SVI 85',
      stage: 'stage1',
      evolvesFrom: 'Ralts',
      hp: 90,
      type: 'Psychic',
      tags: [],
      weakness: 'Darkness',
      resistance: 'Fighting',
      retreat: 1,
    });
  });

  it('attacks with Magical Shot (PC, 30) and Psychic (PPC, 60+)', () => {
    expect(kirlia.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Magical Shot', ['Psychic', 'Colorless'], 30, undefined],
      ['Psychic', ['Psychic', 'Psychic', 'Colorless'], 60, '+'],
    ]);
  });

  it('has no Ability', () => {
    expect(kirlia.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('kirlia')).toBe(kirlia);
    expect(cardByName('Kirlia')).toBe(kirlia);
  });

  const psychic = 'basic-psychic-energy';

  it('Magical Shot does 30 damage', () => {
    const state = scenario({
      players: [
        { active: { card: 'kirlia', evolvedFrom: ['ralts'], energy: [psychic, psychic] } },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Magical Shot'), 1).damage).toBe(30);
  });

  it("Psychic does 60 damage plus 20 for each Energy attached to the opponent's Active Pokémon", () => {
    const dark = 'basic-darkness-energy';
    const attack = (energy: readonly string[]) =>
      act(
        scenario({
          players: [
            { active: { card: 'kirlia', evolvedFrom: ['ralts'], energy: [psychic, psychic, psychic] } },
            { active: { card: 'darkrai', energy } },
          ],
        }),
        'attack Psychic',
      );
    expect(pokemonAt(attack([]), 1).damage).toBe(60);
    expect(pokemonAt(attack([dark, dark, psychic]), 1).damage).toBe(120);
  });

  it('evolves from Ralts', () => {
    const state = scenario({ players: [{ active: 'ralts', hand: ['kirlia'] }, { active: 'riolu' }] });
    expect(idAt(act(state, 'evolve Ralts (Active) into Kirlia'), 0)).toBe('kirlia');
  });
});
