import { describe, expect, it } from 'vitest';
import type { PtcgState } from './ptcg-state.js';
import { play, scenario, texts } from './test-ptcg-scenario.js';

const dark = 'basic-darkness-energy';

/** Finds a seed whose first coin flip after `actions` gives the wanted face, by trying seeds in order. */
function withFlip(build: (seed: number) => PtcgState, actions: readonly string[], heads: boolean): PtcgState {
  for (let seed = 1; seed < 200; seed++) {
    const after = play(build(seed), ...actions);
    if (after.log.some((entry) => entry.endsWith(`coin flip ${heads ? 'heads' : 'tails'}`))) return after;
  }
  throw new Error('no seed gives that flip');
}

describe('PTCG Special Conditions', () => {
  it('makes Asleep, Confused and Paralyzed replace one another while Burned and Poisoned stay', () => {
    const state = scenario({
      players: [
        { active: { card: 'darkrai', energy: [dark] } },
        { active: { card: 'lucario', conditions: ['confused', 'poisoned'] } },
      ],
    });
    // The Checkup right after the attack may wake it (a coin flip), but it can never be Confused any more.
    const after = play(state, 'attack Dark Slumber');
    expect(after.log).toContain('Lucario is now Asleep');
    expect(after.players[1]?.active?.rotation).not.toBe('confused');
    expect(after.players[1]?.active?.poisoned).toBe(true);
  });

  it('applies Panic Poison’s three conditions in order', () => {
    const state = scenario({ players: [{ active: { card: 'arbok', energy: [dark] } }, { active: 'lucario' }] });
    const after = play(state, 'attack Panic Poison');
    expect(after.players[1]?.active).toMatchObject({ rotation: 'confused', poisoned: true, burned: true });
  });

  it('clears every condition when the Pokémon moves to the Bench', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'ralts', conditions: ['confused', 'poisoned', 'burned'] },
          bench: ['riolu'],
          hand: ['switch'],
        },
        { active: 'lucario' },
      ],
    });
    const after = play(state, 'play Switch (card 2)', 'choose Riolu (player 0 Bench 1)');
    expect(after.players[0]?.bench[0]).toMatchObject({ rotation: null, poisoned: false, burned: false });
  });

  it('puts one damage counter for Poison in the Checkup, and two more with Perilous Jungle on non-Darkness Pokémon', () => {
    const plain = scenario({
      players: [{ active: 'ralts' }, { active: { card: 'lucario', conditions: ['poisoned'] } }],
    });
    expect(play(plain, 'end turn').players[1]?.active?.damage).toBe(10);
    const jungle = scenario({
      stadium: 'perilous-jungle',
      players: [
        { active: { card: 'darkrai', conditions: ['poisoned'] } },
        { active: { card: 'lucario', conditions: ['poisoned'] } },
      ],
    });
    const after = play(jungle, 'end turn');
    expect(after.players[1]?.active?.damage).toBe(30);
    expect(after.players[0]?.active?.damage).toBe(10);
  });

  it('puts two damage counters for Burn, then recovers on heads only', () => {
    const build = (seed: number) =>
      scenario({ seed, players: [{ active: 'ralts' }, { active: { card: 'lucario', conditions: ['burned'] } }] });
    const heads = withFlip(build, ['end turn'], true);
    expect(heads.players[1]?.active).toMatchObject({ damage: 20, burned: false });
    const tails = withFlip(build, ['end turn'], false);
    expect(tails.players[1]?.active).toMatchObject({ damage: 20, burned: true });
  });

  it('wakes an Asleep Pokémon on heads in the Checkup', () => {
    const build = (seed: number) =>
      scenario({ seed, players: [{ active: 'ralts' }, { active: { card: 'lucario', conditions: ['asleep'] } }] });
    expect(withFlip(build, ['end turn'], true).players[1]?.active?.rotation).toBe(null);
    expect(withFlip(build, ['end turn'], false).players[1]?.active?.rotation).toBe('asleep');
  });

  it('keeps Paralysis through the opponent’s Checkup and removes it after its owner’s turn', () => {
    const state = scenario({
      players: [
        { active: 'ralts' },
        { active: { card: 'lucario', conditions: ['paralyzed'] }, deck: ['riolu', 'riolu'] },
      ],
    });
    const ownerTurn = play(state, 'end turn');
    expect(ownerTurn.players[1]?.active?.rotation).toBe('paralyzed');
    expect(texts(ownerTurn).some((text) => text.startsWith('attack') || text.startsWith('retreat'))).toBe(false);
    expect(play(ownerTurn, 'end turn').players[1]?.active?.rotation).toBe(null);
  });

  it('makes a Confused attacker flip: tails puts 3 damage counters on itself and the attack fails', () => {
    const build = (seed: number) =>
      scenario({
        seed,
        players: [
          {
            active: {
              card: 'ralts',
              energy: ['basic-psychic-energy', 'basic-psychic-energy'],
              conditions: ['confused'],
            },
          },
          { active: 'lucario' },
        ],
      });
    const tails = withFlip(build, ['attack Psyshot'], false);
    expect(tails.players[0]?.active?.damage).toBe(30);
    expect(tails.players[1]?.active?.damage).toBe(0);
    expect(tails.current).toBe(1);
    const heads = withFlip(build, ['attack Psyshot'], true);
    expect(heads.players[1]?.active?.damage).toBe(60);
  });

  it('heals each of its player’s Pokémon in the Checkup with Blessed Salt', () => {
    const state = scenario({
      players: [
        { active: { card: 'garganacl', damage: 50 }, bench: [{ card: 'nacli', damage: 10 }] },
        { active: 'lucario' },
      ],
    });
    const after = play(state, 'end turn');
    expect(after.players[0]?.active?.damage).toBe(30);
    expect(after.players[0]?.bench[0]?.damage).toBe(0);
  });
});
