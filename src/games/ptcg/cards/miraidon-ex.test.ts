import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { miraidonEx } from './miraidon-ex.js';
import { act, benchIds, can, pokemonAt } from './test-card-play.js';

describe('Miraidon ex', () => {
  it('is a Basic Lightning Pokémon ex with 220 HP, Weakness Fighting and Retreat Cost 1', () => {
    expect(miraidonEx).toMatchObject({
      kind: 'pokemon',
      name: 'Miraidon ex',
      printing: 'SVI 81',
      stage: 'basic',
      hp: 220,
      type: 'Lightning',
      tags: ['ex'],
      weakness: 'Fighting',
      retreat: 1,
    });
    expect(miraidonEx).not.toHaveProperty('resistance');
    expect(miraidonEx).not.toHaveProperty('evolvesFrom');
  });

  it('attacks with Photon Blaster (LLC, 220)', () => {
    expect(miraidonEx.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Photon Blaster', ['Lightning', 'Lightning', 'Colorless'], 220, undefined],
    ]);
  });

  it('has the Ability Tandem Unit', () => {
    expect(miraidonEx.abilities.map((ability) => ability.name)).toEqual(['Tandem Unit']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('miraidon-ex')).toBe(miraidonEx);
    expect(cardByName('Miraidon ex')).toBe(miraidonEx);
  });

  const lightning = 'basic-lightning-energy';

  it('Tandem Unit puts up to 2 Basic Lightning Pokémon from the deck onto the Bench, once a turn for each Miraidon ex', () => {
    const state = scenario({
      players: [
        {
          active: 'miraidon-ex',
          bench: ['miraidon-ex'],
          deck: ['zeraora', 'iron-hands-ex', 'squawkabilly-ex', 'zeraora'],
        },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'use Tandem Unit of Miraidon ex (Active)');
    expect(texts(choosing).some((text) => text.includes('Squawkabilly'))).toBe(false);
    const after = act(choosing, 'choose Zeraora', 'choose Iron Hands ex');
    expect(benchIds(after, 0)).toEqual(['miraidon-ex', 'zeraora', 'iron-hands-ex']);
    expect(can(after, 'use Tandem Unit of Miraidon ex (Active)')).toBe(false);
    expect(can(after, 'use Tandem Unit of Miraidon ex (Bench 1)')).toBe(true);
  });

  it('Tandem Unit cannot be used with a full Bench', () => {
    const state = scenario({
      players: [
        { active: 'miraidon-ex', bench: ['zeraora', 'zeraora', 'zeraora', 'zeraora', 'zeraora'], deck: ['zeraora'] },
        { active: 'riolu' },
      ],
    });
    expect(can(state, 'use Tandem Unit')).toBe(false);
  });

  it('Photon Blaster does 220 damage and Miraidon ex cannot attack in its player next turn', () => {
    const state = scenario({
      players: [
        { active: { card: 'miraidon-ex', energy: [lightning, lightning, lightning] } },
        { active: { card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'] } },
      ],
    });
    expect(pokemonAt(act(state, 'attack Photon Blaster'), 1).damage).toBe(220);
  });

  it('cannot attack at all in the turn after Photon Blaster, and can again the turn after that', () => {
    const state = scenario({
      players: [
        { active: { card: 'miraidon-ex', energy: [lightning, lightning, lightning] } },
        { active: 'garganacl', bench: ['nacli'] },
      ],
    });
    const next = act(state, 'attack Photon Blaster', 'end turn');
    expect(texts(next).some((text) => text.startsWith('attack'))).toBe(false);
    const later = act(next, 'end turn', 'end turn');
    expect(can(later, 'attack Photon Blaster')).toBe(true);
  });
});
