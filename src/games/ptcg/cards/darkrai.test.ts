import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { darkrai } from './darkrai.js';
import { cardById, cardByName } from './index.js';
import { act, flipsSince, ids, pokemonAt } from './test-card-play.js';

describe('Darkrai', () => {
  it('is a Basic Darkness Pokémon with 130 HP, Weakness Grass and Retreat Cost 2', () => {
    expect(darkrai).toMatchObject({
      kind: 'pokemon',
      name: 'Darkrai',
      printing: 'OBF 136',
      stage: 'basic',
      hp: 130,
      type: 'Darkness',
      tags: [],
      weakness: 'Grass',
      retreat: 2,
    });
    expect(darkrai).not.toHaveProperty('resistance');
    expect(darkrai).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Dark Slumber (D, 20) and Night Cyclone (DDC, 120)', () => {
    expect(darkrai.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Dark Slumber', ['Darkness'], 20, undefined],
      ['Night Cyclone', ['Darkness', 'Darkness', 'Colorless'], 120, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(darkrai.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('darkrai')).toBe(darkrai);
    expect(cardByName('Darkrai')).toBe(darkrai);
  });

  const dark = 'basic-darkness-energy';

  it("Dark Slumber does 20 damage and makes the opponent's Active Pokémon Asleep", () => {
    const state = scenario({ players: [{ active: { card: 'darkrai', energy: [dark] } }, { active: 'hitmonchan' }] });
    const after = act(state, 'attack Dark Slumber');
    const [wakeFlip] = flipsSince(state, after);
    // The Checkup right after the attack flips once to wake it up.
    expect(pokemonAt(after, 1).rotation).toBe(wakeFlip ? null : 'asleep');
    expect(pokemonAt(after, 1).damage).toBe(20);
  });

  it('Night Cyclone does 120 damage and moves every Energy of Darkrai to its player Benched Pokémon', () => {
    const state = scenario({
      players: [
        { active: { card: 'darkrai', energy: [dark, dark, 'basic-psychic-energy'] }, bench: ['ekans', 'mimikyu'] },
        { active: 'pidgeot-ex', bench: ['pidgey'] },
      ],
    });
    const after = act(state, 'attack Night Cyclone', 'choose Ekans', 'choose Mimikyu', 'choose Ekans');
    expect(after.pending).toEqual([]);
    expect(pokemonAt(after, 1).damage).toBe(120);
    expect(pokemonAt(after, 0).energy).toEqual([]);
    expect(ids(after, pokemonAt(after, 0, 1).energy).sort()).toEqual([dark, 'basic-psychic-energy']);
    expect(ids(after, pokemonAt(after, 0, 2).energy)).toEqual([dark]);
  });

  it('Night Cyclone keeps the Energy on Darkrai when the Bench is empty', () => {
    const state = scenario({
      players: [{ active: { card: 'darkrai', energy: [dark, dark, dark] } }, { active: 'garganacl' }],
    });
    const after = act(state, 'attack Night Cyclone');
    expect(pokemonAt(after, 0).energy).toHaveLength(3);
  });
});
