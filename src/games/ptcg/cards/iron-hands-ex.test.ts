import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { ironHandsEx } from './iron-hands-ex.js';
import { act, pokemonAt, zone } from './test-card-play.js';

describe('Iron Hands ex', () => {
  it('is a Basic Lightning Pokémon ex with 230 HP, Weakness Fighting and Retreat Cost 4', () => {
    expect(ironHandsEx).toMatchObject({
      kind: 'pokemon',
      name: 'Iron Hands ex',
      printing: 'PAR 70',
      stage: 'basic',
      hp: 230,
      type: 'Lightning',
      tags: ['ex', 'future'],
      weakness: 'Fighting',
      retreat: 4,
    });
    expect(ironHandsEx).not.toHaveProperty('resistance');
    expect(ironHandsEx).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Arm Press (LLC, 160) and Amp You Very Much (LCCC, 120)', () => {
    expect(ironHandsEx.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual(
      [
        ['Arm Press', ['Lightning', 'Lightning', 'Colorless'], 160, undefined],
        ['Amp You Very Much', ['Lightning', 'Colorless', 'Colorless', 'Colorless'], 120, undefined],
      ],
    );
  });

  it('has no Ability', () => {
    expect(ironHandsEx.abilities.map((ability) => ability.name)).toEqual([]);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('iron-hands-ex')).toBe(ironHandsEx);
    expect(cardByName('Iron Hands ex')).toBe(ironHandsEx);
  });

  const lightning = 'basic-lightning-energy';

  it('Arm Press does 160 damage', () => {
    const state = scenario({
      players: [
        { active: { card: 'iron-hands-ex', energy: [lightning, lightning, lightning] } },
        { active: 'garganacl' },
      ],
    });
    expect(pokemonAt(act(state, 'attack Arm Press'), 1).damage).toBe(160 - 20);
  });

  it('Amp You Very Much takes 1 more Prize card when its damage Knocks Out the Defending Pokémon', () => {
    const state = scenario({
      players: [
        { active: { card: 'iron-hands-ex', energy: [lightning, lightning, lightning, lightning] } },
        { active: 'charmander', bench: ['charmander'] },
      ],
    });
    const after = act(state, 'attack Amp You Very Much');
    expect(after.players[0]?.prizes).toHaveLength(4);
    expect(zone(after, 0, 'hand')).toHaveLength(2);
  });

  it('Amp You Very Much takes no extra Prize without a Knock Out', () => {
    const state = scenario({
      players: [
        { active: { card: 'iron-hands-ex', energy: [lightning, lightning, lightning, lightning] } },
        { active: 'darkrai', bench: ['charmander'] },
      ],
    });
    const after = act(state, 'attack Amp You Very Much');
    expect(pokemonAt(after, 1).damage).toBe(120);
    expect(after.players[0]?.prizes).toHaveLength(6);
  });
});
