import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { drifblim } from './drifblim.js';
import { cardById, cardByName } from './index.js';
import { act, idAt, pokemonAt } from './test-card-play.js';

describe('Drifblim', () => {
  it('is a Stage 1 Psychic Pokémon with 110 HP that evolves from Drifloon, Weakness Darkness, Resistance Fighting and Retreat Cost 1', () => {
    expect(drifblim).toMatchObject({
      kind: 'pokemon',
      name: 'Drifblim',
      printing: 'SVI 90',
      stage: 'stage1',
      evolvesFrom: 'Drifloon',
      hp: 110,
      type: 'Psychic',
      tags: [],
      weakness: 'Darkness',
      resistance: 'Fighting',
      retreat: 1,
    });
  });

  it('attacks with Gust (CC, 30) and Curse Spreading (PPP, 0)', () => {
    expect(drifblim.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Gust', ['Colorless', 'Colorless'], 30, undefined],
      ['Curse Spreading', ['Psychic', 'Psychic', 'Psychic'], 0, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(drifblim.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('drifblim')).toBe(drifblim);
    expect(cardByName('Drifblim')).toBe(drifblim);
  });

  const psychic = 'basic-psychic-energy';

  it('Gust does 30 damage', () => {
    const state = scenario({
      players: [
        { active: { card: 'drifblim', evolvedFrom: ['drifloon'], energy: [psychic, psychic] } },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Gust'), 1).damage).toBe(30);
  });

  it("Curse Spreading puts 8 damage counters on the opponent's Pokémon spread as its player chooses", () => {
    const state = scenario({
      players: [
        { active: { card: 'drifblim', evolvedFrom: ['drifloon'], energy: [psychic, psychic, psychic] } },
        {
          active: { card: 'lucario', evolvedFrom: ['riolu'], tool: 'rock-chestplate' },
          bench: ['nacli', 'hitmonchan'],
        },
      ],
    });
    const choices = ['Lucario', 'Lucario', 'Lucario', 'Lucario', 'Lucario', 'Hitmonchan', 'Hitmonchan', 'Hitmonchan'];
    const after = act(state, 'attack Curse Spreading', ...choices.map((name) => `choose ${name}`));
    expect(after.pending).toEqual([]);
    // Counters are not damage: no Weakness, and Rock Chestplate does not reduce them.
    expect(pokemonAt(after, 1).damage).toBe(50);
    expect(pokemonAt(after, 1, 1).damage).toBe(0);
    expect(pokemonAt(after, 1, 2).damage).toBe(30);
  });

  it('evolves from Drifloon', () => {
    const state = scenario({ players: [{ active: 'drifloon', hand: ['drifblim'] }, { active: 'riolu' }] });
    expect(idAt(act(state, 'evolve Drifloon (Active) into Drifblim'), 0)).toBe('drifblim');
  });
});
