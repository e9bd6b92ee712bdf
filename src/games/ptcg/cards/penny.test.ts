import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { cardById, cardByName } from './index.js';
import { penny } from './penny.js';
import { act, benchIds, zone } from './test-card-play.js';

describe('Penny', () => {
  it('is a Supporter card named Penny', () => {
    expect(penny).toMatchObject({ kind: 'trainer', trainer: 'supporter', name: 'Penny', printing: 'SVI 183' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('penny')).toBe(penny);
    expect(cardByName('Penny')).toBe(penny);
  });

  it('returns a chosen Basic Pokémon and every card attached to it to the hand', () => {
    const state = scenario({
      players: [
        {
          active: 'ekans',
          bench: [
            { card: 'mimikyu', energy: ['basic-psychic-energy'], tool: 'rocky-helmet', damage: 40 },
            'paldean-wooper',
          ],
          hand: ['penny'],
        },
        { active: 'riolu' },
      ],
    });
    const after = act(state, 'play Penny', 'choose Mimikyu');
    expect(benchIds(after, 0)).toEqual(['paldean-wooper']);
    expect(zone(after, 0, 'hand').sort()).toEqual(['basic-psychic-energy', 'mimikyu', 'rocky-helmet']);
    expect(zone(after, 0, 'discard')).toEqual(['penny']);
  });

  it('offers only Basic Pokémon, not evolved ones', () => {
    const state = scenario({
      players: [
        { active: { card: 'arbok', evolvedFrom: ['ekans'] }, bench: ['darkrai'], hand: ['penny'] },
        { active: 'riolu' },
      ],
    });
    const choosing = act(state, 'play Penny');
    expect(texts(choosing).filter((text) => text.startsWith('choose'))).toEqual([
      expect.stringMatching(/^choose Darkrai/),
    ]);
  });
});
