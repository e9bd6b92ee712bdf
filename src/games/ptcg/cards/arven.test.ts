import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { arven } from './arven.js';
import { cardById, cardByName } from './index.js';
import { act, zone } from './test-card-play.js';

describe('Arven', () => {
  it('is a Supporter card named Arven', () => {
    expect(arven).toMatchObject({ kind: 'trainer', trainer: 'supporter', name: 'Arven', printing: 'SVI 166' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('arven')).toBe(arven);
    expect(cardByName('Arven')).toBe(arven);
  });

  it('puts an Item and a Pokémon Tool from the deck into the hand', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['arven'], deck: ['iono', 'nest-ball', 'rocky-helmet', 'ralts', 'bravery-charm'] },
        { active: 'riolu' },
      ],
    });
    const items = act(state, 'play Arven');
    expect(texts(items).filter((text) => text.startsWith('choose'))).toEqual([
      expect.stringMatching(/^choose Nest Ball/),
    ]);
    const tools = act(items, 'choose Nest Ball');
    const offered = texts(tools).filter((text) => text.startsWith('choose'));
    expect(offered).toHaveLength(2);
    const after = act(tools, 'choose Bravery Charm');
    expect(zone(after, 0, 'hand').sort()).toEqual(['bravery-charm', 'nest-ball']);
    expect(zone(after, 0, 'deck').sort()).toEqual(['iono', 'ralts', 'rocky-helmet']);
  });
});
