import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { act, can, flipsSince, ids, pokemonAt, zone } from './test-card-play.js';
import { zeraora } from './zeraora.js';

describe('Zeraora', () => {
  it('is a Basic Lightning Pokémon with 120 HP, Weakness Fighting and Retreat Cost 1', () => {
    expect(zeraora).toMatchObject({
      kind: 'pokemon',
      name: 'Zeraora',
      printing: 'TEF 57',
      stage: 'basic',
      hp: 120,
      type: 'Lightning',
      tags: [],
      weakness: 'Fighting',
      retreat: 1,
    });
    expect(zeraora).not.toHaveProperty('resistance');
    expect(zeraora).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Shocking Knuckle (C, 20) and Strong Volt (LLC, 120)', () => {
    expect(zeraora.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Shocking Knuckle', ['Colorless'], 20, undefined],
      ['Strong Volt', ['Lightning', 'Lightning', 'Colorless'], 120, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(zeraora.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('zeraora')).toBe(zeraora);
    expect(cardByName('Zeraora')).toBe(zeraora);
  });

  const lightning = 'basic-lightning-energy';

  it("Shocking Knuckle does 20 damage and on heads makes the opponent's Active Pokémon Paralyzed", () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seen.size < 2 && seed < 40; seed++) {
      const state = scenario({
        seed,
        players: [{ active: { card: 'zeraora', energy: [lightning] } }, { active: 'darkrai', bench: ['ekans'] }],
      });
      const after = act(state, 'attack Shocking Knuckle');
      const [heads] = flipsSince(state, after);
      seen.add(heads === true);
      expect(pokemonAt(after, 1).damage).toBe(20);
      expect(pokemonAt(after, 1).rotation).toBe(heads ? 'paralyzed' : null);
      expect(can(after, 'retreat')).toBe(false);
    }
    expect(seen.size).toBe(2);
  });

  it('Strong Volt does 120 damage and discards an Energy from Zeraora', () => {
    const state = scenario({
      players: [
        { active: { card: 'zeraora', energy: [lightning, lightning, 'basic-fire-energy'] } },
        { active: 'charizard-ex', bench: ['charmander'] },
      ],
    });
    const after = act(state, 'attack Strong Volt', 'choose Basic Fire Energy');
    expect(pokemonAt(after, 1).damage).toBe(120);
    expect(ids(after, pokemonAt(after, 0).energy)).toEqual([lightning, lightning]);
    expect(zone(after, 0, 'discard')).toEqual(['basic-fire-energy']);
  });
});
