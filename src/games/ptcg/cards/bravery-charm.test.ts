import { describe, expect, it } from 'vitest';
import { type ScenarioPokemon, scenario, texts } from '../test-ptcg-scenario.js';
import { braveryCharm } from './bravery-charm.js';
import { cardById, cardByName } from './index.js';
import { act, can, idAt, ids, pokemonAt, zone } from './test-card-play.js';

describe('Bravery Charm', () => {
  it('is a Pokémon Tool card named Bravery Charm', () => {
    expect(braveryCharm).toMatchObject({
      kind: 'trainer',
      trainer: 'tool',
      name: 'Bravery Charm',
      printing: 'PAL 173',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('bravery-charm')).toBe(braveryCharm);
    expect(cardByName('Bravery Charm')).toBe(braveryCharm);
  });

  const fireBlast = (defender: ScenarioPokemon) =>
    scenario({
      players: [
        {
          active: {
            card: 'charmeleon',
            evolvedFrom: ['charmander'],
            energy: ['basic-fire-energy', 'basic-fire-energy', 'basic-fire-energy'],
          },
        },
        { active: defender, bench: ['hitmonchan'] },
      ],
    });

  it('attaches to a Pokémon without a Tool, and not to one that has one', () => {
    const state = scenario({
      players: [
        { active: 'riolu', bench: [{ card: 'nacli', tool: 'rocky-helmet' }], hand: ['bravery-charm'] },
        { active: 'ralts' },
      ],
    });
    expect(can(state, 'attach Bravery Charm')).toBe(true);
    expect(texts(state).filter((text) => text.startsWith('attach Bravery Charm'))).toEqual([
      expect.stringMatching(/to Riolu \(Active\)$/),
    ]);
    const after = act(state, 'attach Bravery Charm');
    expect(ids(after, [pokemonAt(after, 0).tool])).toEqual(['bravery-charm']);
  });

  it('gives a Basic Pokémon 50 more HP, so 90 damage no longer Knocks Out a 70 HP Riolu', () => {
    const after = act(
      fireBlast({ card: 'riolu', tool: 'bravery-charm' }),
      'attack Fire Blast',
      'choose Basic Fire Energy',
    );
    expect(idAt(after, 1)).toBe('riolu');
    expect(pokemonAt(after, 1).damage).toBe(90);
    const without = act(fireBlast('riolu'), 'attack Fire Blast', 'choose Basic Fire Energy');
    expect(idAt(without, 1)).toBe('hitmonchan');
  });

  it('gives an evolved Pokémon no extra HP', () => {
    const after = act(
      fireBlast({ card: 'lucario', evolvedFrom: ['riolu'], tool: 'bravery-charm', damage: 50 }),
      'attack Fire Blast',
      'choose Basic Fire Energy',
    );
    expect(idAt(after, 1)).toBe('hitmonchan');
    expect(zone(after, 1, 'discard').sort()).toEqual(['bravery-charm', 'lucario', 'riolu']);
  });
});
