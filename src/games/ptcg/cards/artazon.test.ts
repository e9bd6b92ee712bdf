import { describe, expect, it } from 'vitest';
import { scenario, texts } from '../test-ptcg-scenario.js';
import { artazon } from './artazon.js';
import { cardById, cardByName } from './index.js';
import { act, benchIds, can, ids } from './test-card-play.js';

describe('Artazon', () => {
  it('is a Stadium card named Artazon', () => {
    expect(artazon).toMatchObject({ kind: 'trainer', trainer: 'stadium', name: 'Artazon', printing: 'PAL 171' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('artazon')).toBe(artazon);
    expect(cardByName('Artazon')).toBe(artazon);
  });

  it('is played from the hand as the Stadium and lets its player bench a Basic Pokémon without a Rule Box once a turn', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['artazon'], deck: ['miraidon-ex', 'drifloon', 'kirlia', 'mimikyu'] },
        { active: 'riolu' },
      ],
    });
    const played = act(state, 'play Artazon');
    expect(ids(played, [played.stadium])).toEqual(['artazon']);
    const choosing = act(played, 'use Stadium Artazon');
    const offered = texts(choosing).filter((text) => text.startsWith('choose'));
    expect(offered.map((text) => text.split(' (')[0])).toEqual(['choose Drifloon', 'choose Mimikyu']);
    const after = act(choosing, 'choose Mimikyu');
    expect(benchIds(after, 0)).toEqual(['mimikyu']);
    expect(can(after, 'use Stadium Artazon')).toBe(false);
  });

  it("can be used by the opponent during the opponent's own turn", () => {
    const state = scenario({
      current: 1,
      stadium: 'artazon',
      players: [{ active: 'ralts' }, { active: 'riolu', deck: ['hitmonchan'] }],
    });
    const after = act(state, 'use Stadium Artazon', 'choose Hitmonchan');
    expect(benchIds(after, 1)).toEqual(['hitmonchan']);
  });

  it('cannot be used with a full Bench', () => {
    const state = scenario({
      stadium: 'artazon',
      players: [
        { active: 'ralts', bench: ['ralts', 'ralts', 'ralts', 'ralts', 'ralts'], deck: ['drifloon'] },
        { active: 'riolu' },
      ],
    });
    expect(can(state, 'use Stadium Artazon')).toBe(false);
  });
});
