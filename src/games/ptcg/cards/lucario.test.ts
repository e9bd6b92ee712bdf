import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { lucario } from './lucario.js';
import { act, can, pokemonAt } from './test-card-play.js';

describe('Lucario', () => {
  it('is a Stage 1 Fighting Pokémon with 130 HP that evolves from Riolu, Weakness Psychic and Retreat Cost 2', () => {
    expect(lucario).toMatchObject({
      kind: 'pokemon',
      name: 'Lucario',
      printing: 'SVI 114',
      stage: 'stage1',
      evolvesFrom: 'Riolu',
      hp: 130,
      type: 'Fighting',
      tags: [],
      weakness: 'Psychic',
      retreat: 2,
    });
    expect(lucario).not.toHaveProperty('resistance');
  });

  it('attacks with Avenging Knuckle (F, 30+) and Accelerating Stab (FCC, 120)', () => {
    expect(lucario.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Avenging Knuckle', ['Fighting'], 30, '+'],
      ['Accelerating Stab', ['Fighting', 'Colorless', 'Colorless'], 120, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(lucario.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('lucario')).toBe(lucario);
    expect(cardByName('Lucario')).toBe(lucario);
  });

  const fighting = 'basic-fighting-energy';

  it('Avenging Knuckle does 30 damage, or 150 after attack damage Knocked Out a Fighting Pokémon of its player last turn', () => {
    const attack = (lastFightingKnockOutByAttack: number) =>
      act(
        scenario({
          players: [
            { active: { card: 'lucario', evolvedFrom: ['riolu'], energy: [fighting] }, lastFightingKnockOutByAttack },
            { active: { card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'] } },
          ],
        }),
        'attack Avenging Knuckle',
      );
    expect(pokemonAt(attack(-9), 1).damage).toBe(30);
    expect(pokemonAt(attack(1), 1).damage).toBe(30);
    expect(pokemonAt(attack(2), 1).damage).toBe(150);
  });

  it('Avenging Knuckle gets no bonus after a Knock Out of another kind', () => {
    const state = scenario({
      players: [
        { active: { card: 'lucario', evolvedFrom: ['riolu'], energy: [fighting] }, lastKnockOut: 2 },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Avenging Knuckle'), 1).damage).toBe(30);
  });

  it('Accelerating Stab does 120 damage and cannot be used again in its player next turn', () => {
    const state = scenario({
      players: [
        { active: { card: 'lucario', evolvedFrom: ['riolu'], energy: [fighting, fighting, fighting] } },
        { active: 'pidgeot-ex' },
      ],
    });
    const after = act(state, 'attack Accelerating Stab');
    expect(pokemonAt(after, 1).damage).toBe(90);
    const next = act(after, 'end turn');
    expect(can(next, 'attack Accelerating Stab')).toBe(false);
    expect(can(next, 'attack Avenging Knuckle')).toBe(true);
    const later = act(next, 'end turn', 'end turn');
    expect(can(later, 'attack Accelerating Stab')).toBe(true);
  });
});
