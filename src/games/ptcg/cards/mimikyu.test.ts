import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { mimikyu } from './mimikyu.js';
import { act, pokemonAt } from './test-card-play.js';

describe('Mimikyu', () => {
  it('is a Basic Psychic Pokémon with 70 HP, Weakness Metal and Retreat Cost 1', () => {
    expect(mimikyu).toMatchObject({
      kind: 'pokemon',
      name: 'Mimikyu',
      printing: 'PAL 97',
      stage: 'basic',
      hp: 70,
      type: 'Psychic',
      tags: [],
      weakness: 'Metal',
      retreat: 1,
    });
    expect(mimikyu).not.toHaveProperty('resistance');
    expect(mimikyu).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Ghost Eye (PC, 0)', () => {
    expect(mimikyu.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Ghost Eye', ['Psychic', 'Colorless'], 0, undefined],
    ]);
  });

  it('has the Ability Safeguard', () => {
    expect(mimikyu.abilities.map((ability) => ability.name)).toEqual(['Safeguard']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('mimikyu')).toBe(mimikyu);
    expect(cardByName('Mimikyu')).toBe(mimikyu);
  });

  const lightning = 'basic-lightning-energy';

  it('Safeguard prevents all damage from attacks of Pokémon ex', () => {
    const state = scenario({
      players: [
        { active: { card: 'iron-hands-ex', energy: [lightning, lightning, lightning] } },
        { active: 'mimikyu', bench: ['ralts'] },
      ],
    });
    expect(pokemonAt(act(state, 'attack Arm Press'), 1).damage).toBe(0);
  });

  it('Safeguard does not stop attacks of Pokémon that are not Pokémon ex', () => {
    const state = scenario({
      players: [{ active: { card: 'zeraora', energy: [lightning] } }, { active: 'mimikyu', bench: ['ralts'] }],
    });
    const after = act(state, 'attack Shocking Knuckle');
    expect(pokemonAt(after, 1).damage).toBe(20);
  });

  it("Ghost Eye puts 7 damage counters on the opponent's Active Pokémon, ignoring Weakness", () => {
    const state = scenario({
      players: [
        { active: { card: 'mimikyu', energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: 'hitmonchan', bench: ['riolu'] },
      ],
    });
    const after = act(state, 'attack Ghost Eye');
    expect(pokemonAt(after, 1).damage).toBe(70);
    // Damage counters are not damage from an attack: Counterattack does not trigger.
    expect(pokemonAt(after, 0).damage).toBe(0);
  });
});
