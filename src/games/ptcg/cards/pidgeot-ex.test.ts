import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { pidgeotEx } from './pidgeot-ex.js';
import { act, can, idAt, ids, pokemonAt, zone } from './test-card-play.js';

describe('Pidgeot ex', () => {
  it('is a Stage 2 Colorless Pokémon ex with 280 HP that evolves from Pidgeotto, Weakness Lightning, Resistance Fighting and Retreat Cost 0', () => {
    expect(pidgeotEx).toMatchObject({
      kind: 'pokemon',
      name: 'Pidgeot ex',
      printing: 'OBF 164',
      stage: 'stage2',
      evolvesFrom: 'Pidgeotto',
      hp: 280,
      type: 'Colorless',
      tags: ['ex'],
      weakness: 'Lightning',
      resistance: 'Fighting',
      retreat: 0,
    });
  });

  it('attacks with Blustery Wind (CC, 120)', () => {
    expect(pidgeotEx.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual([
      ['Blustery Wind', ['Colorless', 'Colorless'], 120, undefined],
    ]);
  });

  it('has the Ability Quick Search', () => {
    expect(pidgeotEx.abilities.map((ability) => ability.name)).toEqual(['Quick Search']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('pidgeot-ex')).toBe(pidgeotEx);
    expect(cardByName('Pidgeot ex')).toBe(pidgeotEx);
  });

  const pidgeot = { card: 'pidgeot-ex', evolvedFrom: ['pidgey', 'pidgeotto'] };

  it('Quick Search puts any card from the deck into the hand, once a turn across all Pidgeot ex', () => {
    const state = scenario({
      players: [
        { active: pidgeot, bench: [pidgeot], deck: ['iono', 'rare-candy', 'basic-fire-energy'] },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'use Quick Search of Pidgeot ex (Active)');
    expect(texts(choosing).filter((text) => text.startsWith('choose'))).toHaveLength(3);
    const after = act(choosing, 'choose Rare Candy');
    expect(zone(after, 0, 'hand')).toEqual(['rare-candy']);
    expect(can(after, 'use Quick Search')).toBe(false);
  });

  it('has no Retreat Cost', () => {
    const state = scenario({ players: [{ active: pidgeot, bench: ['pidgey'] }, { active: 'riolu' }] });
    expect(idAt(act(state, 'retreat to Pidgey'), 0)).toBe('pidgey');
  });

  it('Blustery Wind does 120 damage and may discard the Stadium in play', () => {
    const energy = ['basic-fire-energy', 'basic-fire-energy'];
    const state = scenario({
      stadium: 'perilous-jungle',
      stadiumOwner: 1,
      players: [{ active: { ...pidgeot, energy } }, { active: 'darkrai' }],
    });
    const asked = act(state, 'attack Blustery Wind');
    expect(texts(asked)).toEqual(['yes', 'no']);
    const discarded = act(asked, 'yes');
    expect(discarded.stadium).toBe(-1);
    expect(zone(discarded, 1, 'discard')).toEqual(['perilous-jungle']);
    expect(pokemonAt(discarded, 1).damage).toBe(120);
    const kept = act(asked, 'no');
    expect(ids(kept, [kept.stadium])).toEqual(['perilous-jungle']);
  });
});
