import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { futureBoosterEnergyCapsule } from './future-booster-energy-capsule.js';
import { cardById, cardByName } from './index.js';
import { act, can, pokemonAt, zone } from './test-card-play.js';

describe('Future Booster Energy Capsule', () => {
  it('is a Pokémon Tool card named Future Booster Energy Capsule', () => {
    expect(futureBoosterEnergyCapsule).toMatchObject({
      kind: 'trainer',
      trainer: 'tool',
      name: 'Future Booster Energy Capsule',
      printing: 'PAR 164',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('future-booster-energy-capsule')).toBe(futureBoosterEnergyCapsule);
    expect(cardByName('Future Booster Energy Capsule')).toBe(futureBoosterEnergyCapsule);
  });

  const lightning = 'basic-lightning-energy';

  it('gives a Future Pokémon no Retreat Cost and 20 more damage to the Active Pokémon', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'iron-hands-ex',
            energy: [lightning, lightning, lightning],
            tool: 'future-booster-energy-capsule',
          },
          bench: ['zeraora'],
        },
        { active: 'charmander', bench: ['charmander'] },
      ],
    });
    expect(can(state, 'retreat to Zeraora')).toBe(true);
    const retreated = act(state, 'retreat to Zeraora');
    expect(pokemonAt(retreated, 0, 1).energy).toHaveLength(3);
    const garganacl = scenario({
      players: [
        {
          active: {
            card: 'iron-hands-ex',
            energy: [lightning, lightning, lightning],
            tool: 'future-booster-energy-capsule',
          },
        },
        { active: { card: 'garganacl', evolvedFrom: ['nacli', 'naclstack'] }, bench: ['nacli'] },
      ],
    });
    expect(zone(act(garganacl, 'attack Arm Press'), 1, 'discard').sort()).toEqual(['garganacl', 'nacli', 'naclstack']);
  });

  it('does nothing for a Pokémon that is not a Future Pokémon', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'zeraora', energy: [lightning, lightning, lightning], tool: 'future-booster-energy-capsule' },
          bench: ['zeraora'],
        },
        { active: 'pidgeot-ex', bench: ['pidgey'] },
      ],
    });
    const retreated = act(state, 'retreat to Zeraora');
    const paid = retreated.pending.length > 0 ? act(retreated, 'choose Basic Lightning Energy') : retreated;
    expect(pokemonAt(paid, 0, 1).energy).toHaveLength(2);
    const after = act(state, 'attack Strong Volt');
    expect(pokemonAt(after, 1).damage).toBe(240);
  });
});
