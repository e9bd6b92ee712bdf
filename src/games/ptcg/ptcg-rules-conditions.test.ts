// Audit of Special Conditions and the Pokémon Checkup against the official rulebook (issue 8 §1): which conditions
// replace which, what removes them, what they forbid, and the Checkup's order for both Active Pokémon.
import { describe, expect, it } from 'vitest';
import type { PtcgState } from './ptcg-state.js';
import { play, scenario, texts } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';
const dark = 'basic-darkness-energy';
const lightning = 'basic-lightning-energy';

const startsWith = (options: readonly string[], prefix: string) => options.some((text) => text.startsWith(prefix));

/** The first seed (from 1) whose play of `actions` logs every wanted coin-flip line. */
function withFlips(build: (seed: number) => PtcgState, actions: readonly string[], wanted: readonly string[]) {
  for (let seed = 1; seed < 400; seed++) {
    const after = play(build(seed), ...actions);
    if (wanted.every((line) => after.log.includes(line))) return after;
  }
  throw new Error(`no seed gives ${wanted.join(', ')}`);
}

describe('PTCG rules audit: Special Conditions and the Checkup', () => {
  it('lets Paralyzed replace Confused while Burned and Poisoned stay', () => {
    const build = (seed: number) =>
      scenario({
        seed,
        players: [
          { active: { card: 'zeraora', energy: [lightning] } },
          { active: { card: 'riolu', conditions: ['confused', 'burned', 'poisoned'] }, bench: ['riolu'] },
        ],
      });
    const after = withFlips(build, ['attack Shocking Knuckle'], ['player 0: coin flip heads']);
    const riolu = after.players[1]?.active;
    expect(riolu?.rotation).toBe('paralyzed');
    expect(riolu?.burned).toBe(true);
    expect(riolu?.poisoned).toBe(true);
  });

  it('removes every Special Condition when a Trainer switches the Pokémon to the Bench', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', conditions: ['asleep', 'burned', 'poisoned'] }, bench: ['riolu'], hand: ['switch'] },
        { active: 'riolu' },
      ],
    });
    const after = play(state, 'play Switch (card 2)', 'choose Riolu (player 0 Bench 1)');
    const benched = after.players[0]?.bench[0];
    expect(benched?.stack).toEqual([0]);
    expect(benched?.rotation).toBe(null);
    expect(benched?.burned).toBe(false);
    expect(benched?.poisoned).toBe(false);
  });

  it('removes every Special Condition when the Pokémon evolves', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', conditions: ['paralyzed', 'burned', 'poisoned'] }, hand: ['kirlia'] },
        { active: 'riolu' },
      ],
    });
    const kirlia = play(state, 'evolve Ralts (Active) into Kirlia (card 1)').players[0]?.active;
    expect([kirlia?.rotation, kirlia?.burned, kirlia?.poisoned]).toEqual([null, false, false]);
  });

  it('keeps an Asleep or Paralyzed Pokémon from attacking, and lets a Confused one attack with a flip', () => {
    for (const [condition, allowed] of [
      ['asleep', false],
      ['paralyzed', false],
      ['confused', true],
      ['poisoned', true],
      ['burned', true],
    ] as const) {
      const state = scenario({
        players: [
          { active: { card: 'ralts', energy: [psychic, psychic], conditions: [condition] } },
          { active: 'riolu' },
        ],
      });
      expect(texts(state).includes('attack Psyshot')).toBe(allowed);
    }
  });

  it('puts Confusion’s 3 damage counters on the attacker itself, ignoring its own Tool’s reduction', () => {
    const build = (seed: number) =>
      scenario({
        seed,
        players: [
          {
            active: {
              card: 'riolu',
              energy: ['basic-fighting-energy'],
              tool: 'rock-chestplate',
              conditions: ['confused'],
            },
          },
          { active: 'kirlia' },
        ],
      });
    const after = withFlips(build, ['attack Punch'], ['Confusion: coin flip tails']);
    expect(after.players[0]?.active?.damage).toBe(30);
    expect(after.players[1]?.active?.damage).toBe(0);
  });

  it('runs the Checkup for both Active Pokémon: Poison and Burn counters land on each, whoever’s turn ended', () => {
    const build = (seed: number) =>
      scenario({
        seed,
        players: [
          { active: { card: 'lucario', conditions: ['poisoned'] } },
          { active: { card: 'kirlia', conditions: ['poisoned', 'burned'] } },
        ],
      });
    const after = withFlips(build, ['end turn'], ['Burned Kirlia: coin flip tails']);
    expect(after.players[0]?.active?.damage).toBe(10);
    expect(after.players[1]?.active?.damage).toBe(30);
    expect(after.players[1]?.active?.burned).toBe(true);
  });

  it('checks Burned before Asleep in the Checkup and wakes the Pokémon on heads', () => {
    const build = (seed: number) =>
      scenario({
        seed,
        players: [{ active: 'lucario' }, { active: { card: 'kirlia', conditions: ['burned', 'asleep'] } }],
      });
    const after = withFlips(build, ['end turn'], ['Burned Kirlia: coin flip heads', 'Asleep Kirlia: coin flip heads']);
    const burned = after.log.indexOf('Burned Kirlia: coin flip heads');
    const asleep = after.log.indexOf('Asleep Kirlia: coin flip heads');
    expect(burned).toBeLessThan(asleep);
    expect(after.players[1]?.active?.rotation).toBe(null);
    expect(after.players[1]?.active?.burned).toBe(false);
    expect(after.players[1]?.active?.damage).toBe(20);
  });

  it('keeps a Pokémon Paralyzed by an attack through its owner’s next turn, then removes it in that turn’s Checkup', () => {
    const build = (seed: number) =>
      scenario({
        seed,
        players: [
          { active: { card: 'zeraora', energy: [lightning] } },
          { active: { card: 'ralts', energy: [psychic, psychic] }, bench: ['riolu'] },
        ],
      });
    const paralyzed = withFlips(build, ['attack Shocking Knuckle'], ['player 0: coin flip heads']);
    expect(paralyzed.current).toBe(1);
    expect(paralyzed.players[1]?.active?.rotation).toBe('paralyzed');
    expect(startsWith(texts(paralyzed), 'attack')).toBe(false);
    expect(startsWith(texts(paralyzed), 'retreat')).toBe(false);
    const recovered = play(paralyzed, 'end turn');
    expect(recovered.players[1]?.active?.rotation).toBe(null);
  });

  it('makes a Pokémon put to Sleep stay Asleep through its owner’s turn when the Checkup flip is tails', () => {
    const build = (seed: number) =>
      scenario({
        seed,
        players: [
          { active: { card: 'darkrai', energy: [dark] } },
          { active: { card: 'ralts', energy: [psychic, psychic] }, bench: ['riolu'] },
        ],
      });
    const asleep = withFlips(build, ['attack Dark Slumber'], ['Asleep Ralts: coin flip tails']);
    expect(asleep.current).toBe(1);
    expect(asleep.players[1]?.active?.rotation).toBe('asleep');
    expect(startsWith(texts(asleep), 'attack')).toBe(false);
  });
});
