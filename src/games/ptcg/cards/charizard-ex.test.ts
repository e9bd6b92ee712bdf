import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { charizardEx } from './charizard-ex.js';
import { cardById, cardByName } from './index.js';
import { act, ids, pokemonAt, zone } from './test-card-play.js';

describe('Charizard ex', () => {
  it('is a Stage 2 Darkness Pokémon ex with 330 HP that evolves from Charmeleon, Weakness Grass and Retreat Cost 2', () => {
    expect(charizardEx).toMatchObject({
      kind: 'pokemon',
      name: 'Charizard ex',
      printing: 'OBF 125',
      stage: 'stage2',
      evolvesFrom: 'Charmeleon',
      hp: 330,
      type: 'Darkness',
      tags: ['ex', 'tera'],
      weakness: 'Grass',
      retreat: 2,
    });
    expect(charizardEx).not.toHaveProperty('resistance');
  });

  it('attacks with Burning Darkness (RR, 180+)', () => {
    expect(charizardEx.attacks.map((attack) => [attack.name, attack.cost, attack.damage, attack.damageSuffix])).toEqual(
      [['Burning Darkness', ['Fire', 'Fire'], 180, '+']],
    );
  });

  it('has the Ability Infernal Reign', () => {
    expect(charizardEx.abilities.map((ability) => ability.name)).toEqual(['Infernal Reign']);
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('charizard-ex')).toBe(charizardEx);
    expect(cardByName('Charizard ex')).toBe(charizardEx);
  });

  const fire = 'basic-fire-energy';
  const evolving = () =>
    scenario({
      players: [
        {
          active: { card: 'charmeleon', evolvedFrom: ['charmander'] },
          bench: ['pidgey'],
          hand: ['charizard-ex'],
          deck: [fire, fire, fire, fire, 'nest-ball'],
        },
        { active: 'riolu' },
      ],
    });

  it('Infernal Reign may attach up to 3 Basic Fire Energy from the deck to its player Pokémon in any way on evolving', () => {
    const asked = act(evolving(), 'evolve Charmeleon (Active) into Charizard ex');
    expect(texts(asked)).toEqual(['yes', 'no']);
    const after = act(
      asked,
      'yes',
      'choose Basic Fire Energy',
      'choose Charizard ex',
      'choose Basic Fire Energy',
      'choose Pidgey',
      'choose Basic Fire Energy',
      'choose Charizard ex',
    );
    expect(after.pending).toEqual([]);
    expect(ids(after, pokemonAt(after, 0).energy)).toEqual([fire, fire]);
    expect(ids(after, pokemonAt(after, 0, 1).energy)).toEqual([fire]);
    expect(zone(after, 0, 'deck').sort()).toEqual([fire, 'nest-ball']);
  });

  it('Infernal Reign may be declined', () => {
    const after = act(evolving(), 'evolve Charmeleon (Active) into Charizard ex', 'no');
    expect(pokemonAt(after, 0).energy).toEqual([]);
    expect(zone(after, 0, 'deck')).toHaveLength(5);
  });

  it('Infernal Reign also triggers when Rare Candy evolves Charmander straight into Charizard ex', () => {
    const state = scenario({
      players: [
        { active: 'charmander', hand: ['rare-candy', 'charizard-ex'], deck: [fire, fire] },
        { active: 'riolu' },
      ],
    });
    const asked = act(state, 'play Rare Candy', 'choose Charmander', 'choose Charizard ex');
    expect(texts(asked)).toEqual(['yes', 'no']);
    const after = act(
      asked,
      'yes',
      'choose Basic Fire Energy',
      'choose Charizard ex',
      'choose Basic Fire Energy',
      'choose Charizard ex',
    );
    expect(ids(after, pokemonAt(after, 0).energy)).toEqual([fire, fire]);
  });

  it('Burning Darkness does 180 plus 30 for each Prize the opponent has taken', () => {
    const attack = (opponentPrizesLeft: number) =>
      act(
        scenario({
          players: [
            {
              active: { card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'], energy: [fire, fire] },
              prizes: 3,
            },
            { active: 'pidgeot-ex', bench: ['pidgey'], prizes: opponentPrizesLeft },
          ],
        }),
        'attack Burning Darkness',
      );
    expect(pokemonAt(attack(6), 1).damage).toBe(180);
    expect(pokemonAt(attack(4), 1).damage).toBe(240);
  });

  it('takes no damage from attacks while on the Bench (Tera), but does while Active', () => {
    const onBench = scenario({
      current: 1,
      players: [
        { active: 'pidgey', bench: [{ card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'] }] },
        { active: { card: 'scream-tail', damage: 50, energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
      ],
    });
    expect(pokemonAt(act(onBench, 'attack Roaring Scream', 'choose Charizard ex'), 0, 1).damage).toBe(0);
    const active = scenario({
      current: 1,
      players: [
        { active: { card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'] } },
        { active: { card: 'scream-tail', damage: 50, energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
      ],
    });
    expect(pokemonAt(act(active, 'attack Roaring Scream', 'choose Charizard ex'), 0).damage).toBe(100);
  });

  it('gives the opponent 2 Prize cards when Knocked Out', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'iron-hands-ex',
            energy: ['basic-lightning-energy', 'basic-lightning-energy', 'basic-lightning-energy'],
          },
        },
        { active: { card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'], damage: 200 }, bench: ['pidgey'] },
      ],
    });
    const after = act(state, 'attack Arm Press');
    expect(after.players[0]?.prizes).toHaveLength(4);
  });
});
