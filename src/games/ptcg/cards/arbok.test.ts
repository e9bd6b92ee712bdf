import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { arbok } from './arbok.js';
import { cardById, cardByName } from './index.js';
import { act, flipsSince, idAt, pokemonAt } from './test-card-play.js';

describe('Arbok', () => {
  it('is a Stage 1 Darkness Pokémon with 130 HP that evolves from Ekans, Weakness Fighting and Retreat Cost 2', () => {
    expect(arbok).toMatchObject({
      kind: 'pokemon',
      name: 'Arbok',
      printing: 'TEF 101',
      stage: 'stage1',
      evolvesFrom: 'Ekans',
      hp: 130,
      type: 'Darkness',
      tags: [],
      weakness: 'Fighting',
      retreat: 2,
    });
    expect(arbok).not.toHaveProperty('resistance');
  });

  it('attacks with Panic Poison (D, 0) and Darkness Fang (DD, 70)', () => {
    expect(arbok.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Panic Poison', ['Darkness'], 0, undefined],
      ['Darkness Fang', ['Darkness', 'Darkness'], 70, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(arbok.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('arbok')).toBe(arbok);
    expect(cardByName('Arbok')).toBe(arbok);
  });

  it("Panic Poison makes the opponent's Active Pokémon Burned, Confused and Poisoned", () => {
    const state = scenario({
      players: [
        { active: { card: 'arbok', evolvedFrom: ['ekans'], energy: ['basic-darkness-energy'] } },
        { active: 'hitmonchan' },
      ],
    });
    const after = act(state, 'attack Panic Poison');
    const target = pokemonAt(after, 1);
    const [burnFlip] = flipsSince(state, after);
    expect([target.poisoned, target.rotation, target.burned]).toEqual([true, 'confused', !burnFlip]);
    // The Checkup after the attack: 1 counter for Poisoned and 2 for Burned; Panic Poison itself does no damage.
    expect(target.damage).toBe(30);
  });

  it('Darkness Fang does 70 damage', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'arbok', evolvedFrom: ['ekans'], energy: ['basic-darkness-energy', 'basic-darkness-energy'] },
        },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Darkness Fang'), 1).damage).toBe(70);
  });

  it('evolves from Ekans in play', () => {
    const state = scenario({ players: [{ active: 'ekans', hand: ['arbok'] }, { active: 'riolu' }] });
    expect(idAt(act(state, 'evolve Ekans (Active) into Arbok'), 0)).toBe('arbok');
  });
});
