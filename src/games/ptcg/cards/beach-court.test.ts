import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { beachCourt } from './beach-court.js';
import { cardById, cardByName } from './index.js';
import { act, can, idAt, ids } from './test-card-play.js';

describe('Beach Court', () => {
  it('is a Stadium card named Beach Court', () => {
    expect(beachCourt).toMatchObject({ kind: 'trainer', trainer: 'stadium', name: 'Beach Court', printing: 'SVI 167' });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('beach-court')).toBe(beachCourt);
    expect(cardByName('Beach Court')).toBe(beachCourt);
  });

  it('lowers the Retreat Cost of Basic Pokémon by one Colorless', () => {
    const state = scenario({
      stadium: 'beach-court',
      players: [{ active: 'riolu', bench: ['nacli'] }, { active: 'ralts' }],
    });
    const after = act(state, 'retreat to Nacli');
    expect(idAt(after, 0)).toBe('nacli');
    expect(can(scenario({ players: [{ active: 'riolu', bench: ['nacli'] }, { active: 'ralts' }] }), 'retreat')).toBe(
      false,
    );
  });

  it('does not lower the Retreat Cost of an evolved Pokémon', () => {
    const state = scenario({
      stadium: 'beach-court',
      players: [
        { active: { card: 'lucario', evolvedFrom: ['riolu'], energy: ['basic-fighting-energy'] }, bench: ['nacli'] },
        { active: 'ralts' },
      ],
    });
    expect(can(state, 'retreat')).toBe(false);
  });

  it('can be played from the hand when no Stadium with its name is in play', () => {
    const state = scenario({ players: [{ active: 'riolu', hand: ['beach-court'] }, { active: 'ralts' }] });
    const after = act(state, 'play Beach Court');
    expect(ids(after, [after.stadium])).toEqual(['beach-court']);
    const same = scenario({
      stadium: 'beach-court',
      players: [{ active: 'riolu', hand: ['beach-court'] }, { active: 'ralts' }],
    });
    expect(can(same, 'play Beach Court')).toBe(false);
  });
});
