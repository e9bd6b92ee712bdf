import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { naclstack } from './naclstack.js';
import { act, flipsSince, idAt, pokemonAt } from './test-card-play.js';

describe('Naclstack', () => {
  it('is a Stage 1 Fighting Pokémon with 100 HP that evolves from Nacli, Weakness Grass and Retreat Cost 3', () => {
    expect(naclstack).toMatchObject({
      kind: 'pokemon',
      name: 'Naclstack',
      printing: 'PAL 122',
      stage: 'stage1',
      evolvesFrom: 'Nacli',
      hp: 100,
      type: 'Fighting',
      tags: [],
      weakness: 'Grass',
      retreat: 3,
    });
    expect(naclstack).not.toHaveProperty('resistance');
  });

  it('attacks with Salt Cannon (FF, 60×)', () => {
    expect(naclstack.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Salt Cannon', ['Fighting', 'Fighting'], 60, '×'],
    ]);
  });

  it('has no Ability', () => {
    expect(naclstack.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('naclstack')).toBe(naclstack);
    expect(cardByName('Naclstack')).toBe(naclstack);
  });

  it('Salt Cannon flips 3 coins and does 60 damage for each heads', () => {
    for (let seed = 1; seed < 12; seed++) {
      const state = scenario({
        seed,
        players: [
          {
            active: {
              card: 'naclstack',
              evolvedFrom: ['nacli'],
              energy: ['basic-fighting-energy', 'basic-fighting-energy'],
            },
          },
          { active: { card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'] } },
        ],
      });
      const after = act(state, 'attack Salt Cannon');
      const flips = flipsSince(state, after);
      expect(flips).toHaveLength(3);
      expect(pokemonAt(after, 1).damage).toBe(60 * flips.filter(Boolean).length);
    }
  });

  it('evolves from Nacli', () => {
    const state = scenario({ players: [{ active: 'nacli', hand: ['naclstack'] }, { active: 'riolu' }] });
    expect(idAt(act(state, 'evolve Nacli (Active) into Naclstack'), 0)).toBe('naclstack');
  });
});
