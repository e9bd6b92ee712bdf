import { describe, expect, it } from 'vitest';
import type { PtcgState } from './ptcg-state.js';
import { play, scenario } from './test-ptcg-scenario.js';

const damageOn = (state: PtcgState, player: number, slot = 0) =>
  (slot === 0 ? state.players[player]?.active : state.players[player]?.bench[slot - 1])?.damage;

describe('PTCG damage pipeline', () => {
  it('doubles damage for Weakness', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: 'lucario', bench: ['riolu'] },
      ],
    });
    expect(damageOn(play(state, 'attack Psyshot'), 1)).toBe(60);
  });

  it('subtracts 30 for Resistance and never goes below zero', () => {
    const state = scenario({
      players: [
        { active: { card: 'riolu', energy: ['basic-fighting-energy'] } },
        { active: 'kirlia', bench: ['ralts'] },
      ],
    });
    expect(damageOn(play(state, 'attack Punch'), 1)).toBe(0);
  });

  it('adds bonuses before Weakness and reductions after it', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'], tool: 'defiance-band' },
          prizes: 6,
        },
        { active: { card: 'lucario', tool: 'rock-chestplate' }, bench: ['riolu'], prizes: 5 },
      ],
    });
    // (30 + 30 Defiance Band) × 2 Weakness − 30 Rock Chestplate.
    expect(damageOn(play(state, 'attack Psyshot'), 1)).toBe(90);
  });

  it('applies no Weakness to a Benched Pokémon', () => {
    const state = scenario({
      players: [
        { active: { card: 'scream-tail', damage: 30, energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: 'lucario', bench: ['riolu'] },
      ],
    });
    const chosen = play(state, 'attack Roaring Scream');
    expect(chosen.pending.at(-1)?.type).toBe('target');
    const bench = play(chosen, 'choose Riolu (player 1 Bench 1)');
    expect(damageOn(bench, 1, 1)).toBe(60);
    const active = play(chosen, 'choose Lucario (player 1 Active)');
    expect(damageOn(active, 1)).toBe(120);
  });

  it('treats damage counters as not damage: no Weakness and no reduction', () => {
    const state = scenario({
      players: [
        { active: { card: 'mimikyu', energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: { card: 'lucario', tool: 'rock-chestplate' }, bench: ['riolu'] },
      ],
    });
    expect(damageOn(play(state, 'attack Ghost Eye'), 1)).toBe(70);
  });

  it('lets Safeguard prevent all damage from Pokémon ex', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'miraidon-ex',
            energy: ['basic-lightning-energy', 'basic-lightning-energy', 'basic-lightning-energy'],
          },
        },
        { active: 'mimikyu', bench: ['riolu'] },
      ],
    });
    expect(damageOn(play(state, 'attack Photon Blaster'), 1)).toBe(0);
  });

  it('puts Rocky Helmet counters on the attacker even when the holder is Knocked Out', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 }, bench: ['riolu'] },
      ],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.players[1]?.discard.length).toBe(2);
    expect(after.players[0]?.active?.damage).toBe(20);
  });

  it('lets the attacker damage itself with no Weakness', () => {
    const state = scenario({
      players: [
        { active: { card: 'riolu', energy: ['basic-fighting-energy', 'basic-fighting-energy'] } },
        { active: 'kirlia', bench: ['ralts'] },
      ],
    });
    const after = play(state, 'attack Reckless Charge');
    expect(after.players[0]?.active?.damage).toBe(20);
    expect(after.players[1]?.active?.damage).toBe(20);
  });

  it('does no damage with a base of zero, ignoring bonuses', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'drifloon', energy: ['basic-psychic-energy', 'basic-psychic-energy'], tool: 'defiance-band' },
          prizes: 6,
        },
        { active: 'riolu', bench: ['riolu'], prizes: 5 },
      ],
    });
    expect(damageOn(play(state, 'attack Balloon Blast'), 1)).toBe(0);
  });

  it('adds Tera immunity on the Bench only', () => {
    const state = scenario({
      players: [
        { active: { card: 'scream-tail', damage: 30, energy: ['basic-psychic-energy', 'basic-psychic-energy'] } },
        { active: 'riolu', bench: ['charizard-ex'] },
      ],
    });
    const after = play(state, 'attack Roaring Scream', 'choose Charizard ex (player 1 Bench 1)');
    expect(damageOn(after, 1, 1)).toBe(0);
  });
});
