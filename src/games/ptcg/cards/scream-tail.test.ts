import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { screamTail } from './scream-tail.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Scream Tail', () => {
  it('is a Basic Psychic Pokémon with 90 HP, Weakness Darkness, Resistance Fighting and Retreat Cost 1', () => {
    expect(screamTail).toMatchObject({
      kind: 'pokemon',
      name: 'Scream Tail',
      printing: 'PAR 86',
      stage: 'basic',
      hp: 90,
      type: 'Psychic',
      tags: ['ancient'],
      weakness: 'Darkness',
      resistance: 'Fighting',
      retreat: 1,
    });
    expect(screamTail).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Slap (P, 30) and Roaring Scream (PC, 0)', () => {
    expect(screamTail.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Slap', ['Psychic'], 30, undefined],
      ['Roaring Scream', ['Psychic', 'Colorless'], 0, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(screamTail.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('scream-tail')).toBe(screamTail);
    expect(cardByName('Scream Tail')).toBe(screamTail);
  });

  const psychic = 'basic-psychic-energy';

  it('Slap does 30 damage', () => {
    const state = scenario({
      players: [{ active: { card: 'scream-tail', energy: [psychic] } }, { active: 'darkrai' }],
    });
    expect(pokemonAt(act(state, 'attack Slap'), 1).damage).toBe(30);
  });

  it("Roaring Scream does 20 damage per damage counter on Scream Tail to any of the opponent's Pokémon", () => {
    const state = scenario({
      players: [
        { active: { card: 'scream-tail', damage: 30, energy: [psychic, psychic] } },
        { active: { card: 'lucario', evolvedFrom: ['riolu'] }, bench: ['darkrai', 'hitmonchan'] },
      ],
    });
    const choosing = act(state, 'attack Roaring Scream');
    expect(texts(choosing)).toHaveLength(3);
    expect(pokemonAt(act(choosing, 'choose Darkrai'), 1, 1).damage).toBe(60);
    // Weakness applies to the Active Pokémon only.
    expect(pokemonAt(act(choosing, 'choose Lucario'), 1).damage).toBe(120);
    expect(pokemonAt(act(choosing, 'choose Hitmonchan'), 1, 2).damage).toBe(60);
  });

  it('Roaring Scream does nothing without damage counters on Scream Tail', () => {
    const state = scenario({
      players: [
        { active: { card: 'scream-tail', energy: [psychic, psychic] } },
        { active: 'darkrai', bench: ['riolu'] },
      ],
    });
    const after = act(state, 'attack Roaring Scream', 'choose Riolu');
    expect(pokemonAt(after, 1, 1).damage).toBe(0);
  });
});
