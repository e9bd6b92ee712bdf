import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { pidgeotto } from './pidgeotto.js';
import { act, idAt, pokemonAt } from './test-card-play.js';

describe('Pidgeotto', () => {
  it('is a Stage 1 Colorless Pokémon with 90 HP that evolves from Pidgey, Weakness Lightning, Resistance Fighting and Retreat Cost 1', () => {
    expect(pidgeotto).toMatchObject({
      kind: 'pokemon',
      name: 'Pidgeotto',
      printing: 'OBF 163',
      stage: 'stage1',
      evolvesFrom: 'Pidgey',
      hp: 90,
      type: 'Colorless',
      tags: [],
      weakness: 'Lightning',
      resistance: 'Fighting',
      retreat: 1,
    });
  });

  it('attacks with Wing Attack (CC, 40)', () => {
    expect(pidgeotto.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Wing Attack', ['Colorless', 'Colorless'], 40, undefined],
    ]);
  });

  it('has no Ability', () => {
    expect(pidgeotto.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('pidgeotto')).toBe(pidgeotto);
    expect(cardByName('Pidgeotto')).toBe(pidgeotto);
  });

  it('Wing Attack does 40 damage', () => {
    const state = scenario({
      players: [
        { active: { card: 'pidgeotto', evolvedFrom: ['pidgey'], energy: ['basic-fire-energy', 'basic-fire-energy'] } },
        { active: 'darkrai' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Wing Attack'), 1).damage).toBe(40);
  });

  it('takes 30 less damage from a Fighting attacker (Resistance)', () => {
    const state = scenario({
      current: 1,
      players: [
        { active: { card: 'pidgeotto', evolvedFrom: ['pidgey'] } },
        { active: { card: 'riolu', energy: ['basic-fighting-energy', 'basic-fighting-energy'] } },
      ],
    });
    expect(pokemonAt(act(state, 'attack Reckless Charge'), 0).damage).toBe(20);
  });

  it('evolves from Pidgey', () => {
    const state = scenario({ players: [{ active: 'pidgey', hand: ['pidgeotto'] }, { active: 'riolu' }] });
    expect(idAt(act(state, 'evolve Pidgey (Active) into Pidgeotto'), 0)).toBe('pidgeotto');
  });
});
