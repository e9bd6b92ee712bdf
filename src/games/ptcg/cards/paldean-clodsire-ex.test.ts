import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { paldeanClodsireEx } from './paldean-clodsire-ex.js';
import { act, can, flipsSince, pokemonAt } from './test-card-play.js';

describe('Paldean Clodsire ex', () => {
  it('is a Stage 1 Darkness Pokémon ex with 280 HP that evolves from Paldean Wooper, Weakness Fighting and Retreat Cost 3', () => {
    expect(paldeanClodsireEx).toMatchObject({
      kind: 'pokemon',
      name: 'Paldean Clodsire ex',
      printing: 'PAL 130',
      stage: 'stage1',
      evolvesFrom: 'Paldean Wooper',
      hp: 280,
      type: 'Darkness',
      tags: ['ex'],
      weakness: 'Fighting',
      retreat: 3,
    });
    expect(paldeanClodsireEx).not.toHaveProperty('resistance');
  });

  it('attacks with Needle Bone (DCC, 200)', () => {
    expect(
      paldeanClodsireEx.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix]),
    ).toEqual([['Needle Bone', ['Darkness', 'Colorless', 'Colorless'], 200, undefined]]);
  });

  it('has the Ability Toxic Wetland', () => {
    expect(paldeanClodsireEx.abilities.map((ability) => ability.name)).toEqual(['Toxic Wetland']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('paldean-clodsire-ex')).toBe(paldeanClodsireEx);
    expect(cardByName('Paldean Clodsire ex')).toBe(paldeanClodsireEx);
  });

  const dark = 'basic-darkness-energy';
  const clodsire = { card: 'paldean-clodsire-ex', evolvedFrom: ['paldean-wooper'] };

  it("Toxic Wetland makes the opponent's Active Pokémon Poisoned while a Stadium is in play, once a turn for each Clodsire", () => {
    const state = scenario({
      stadium: 'artazon',
      players: [{ active: clodsire, bench: [clodsire] }, { active: 'riolu' }],
    });
    const after = act(state, 'use Toxic Wetland of Paldean Clodsire ex (Active)');
    expect(pokemonAt(after, 1).poisoned).toBe(true);
    expect(can(after, 'use Toxic Wetland of Paldean Clodsire ex (Active)')).toBe(false);
    expect(can(after, 'use Toxic Wetland of Paldean Clodsire ex (Bench 1)')).toBe(true);
  });

  it('Toxic Wetland cannot be used without a Stadium in play', () => {
    const state = scenario({ players: [{ active: clodsire }, { active: 'riolu' }] });
    expect(can(state, 'use Toxic Wetland')).toBe(false);
  });

  it('Needle Bone does 200 damage, and on tails Clodsire cannot attack in its player next turn', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seen.size < 2 && seed < 40; seed++) {
      const state = scenario({
        seed,
        players: [
          { active: { ...clodsire, energy: [dark, dark, dark] } },
          { active: { card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'] } },
        ],
      });
      const after = act(state, 'attack Needle Bone');
      const [heads] = flipsSince(state, after);
      seen.add(heads === true);
      expect(pokemonAt(after, 1).damage).toBe(200);
      expect(can(act(after, 'end turn'), 'attack Needle Bone')).toBe(heads === true);
    }
    expect(seen.size).toBe(2);
  });

  it('gives the opponent 2 Prize cards when Knocked Out', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'lucario',
            evolvedFrom: ['riolu'],
            energy: ['basic-fighting-energy', 'basic-fighting-energy', 'basic-fighting-energy'],
          },
        },
        { active: { ...clodsire, damage: 100 }, bench: ['paldean-wooper'] },
      ],
    });
    const after = act(state, 'attack Accelerating Stab');
    expect(after.players[0]?.prizes).toHaveLength(4);
  });
});
