// Audit of the damage rules against the official rulebook (issue 8 §1): the order base → attacker-side effects →
// Weakness ×2 → Resistance −30 → defender-side effects, nothing of that on the Bench, and damage counters as not damage.
import { describe, expect, it } from 'vitest';
import type { PtcgState } from './ptcg-state.js';
import { play, scenario } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';
const fighting = 'basic-fighting-energy';

function damageOn(state: PtcgState, player: number, slot = 0): number | undefined {
  const seat = state.players[player];
  return (slot === 0 ? seat?.active : seat?.bench[slot - 1])?.damage;
}

describe('PTCG rules audit: damage', () => {
  it('adds the attacker’s Tool before Weakness, then doubles, then subtracts the defender’s reduction', () => {
    // Riolu's Punch 10, +30 Defiance Band (fewer Prizes taken), ×2 Weakness: 80 on Zeraora.
    const banded = scenario({
      players: [
        { active: { card: 'riolu', energy: [fighting], tool: 'defiance-band' }, prizes: 6 },
        { active: 'zeraora', prizes: 3 },
      ],
    });
    expect(damageOn(play(banded, 'attack Punch'), 1)).toBe(80);
    // Riolu's Reckless Charge 50 on Lucario (no Weakness to Fighting) with Rock Chestplate: 50 − 30 = 20.
    const chest = scenario({
      players: [
        { active: { card: 'riolu', energy: [fighting, fighting] } },
        { active: { card: 'lucario', evolvedFrom: ['riolu'], tool: 'rock-chestplate' } },
      ],
    });
    expect(damageOn(play(chest, 'attack Reckless Charge'), 1)).toBe(20);
  });

  it('applies Resistance −30 after Weakness-side bonuses and never lets damage go below 0', () => {
    // Punch 10 + 30 Defiance Band − 30 Resistance (Drifloon resists Fighting): 10.
    const banded = scenario({
      players: [
        { active: { card: 'riolu', energy: [fighting], tool: 'defiance-band' }, prizes: 6 },
        { active: 'drifloon', prizes: 3 },
      ],
    });
    expect(damageOn(play(banded, 'attack Punch'), 1)).toBe(10);
    const plain = scenario({ players: [{ active: { card: 'riolu', energy: [fighting] } }, { active: 'drifloon' }] });
    const after = play(plain, 'attack Punch');
    expect(damageOn(after, 1)).toBe(0);
    expect(after.log.some((entry) => entry.includes('did 0 damage'))).toBe(true);
  });

  it('applies no Weakness, Resistance or Active-only Tool bonus to a Benched Pokémon', () => {
    // Scream Tail's Roaring Scream: 20 × its 3 damage counters = 60, to a chosen Pokémon.
    const state = scenario({
      players: [
        { active: { card: 'scream-tail', damage: 30, energy: [psychic, psychic], tool: 'defiance-band' }, prizes: 6 },
        { active: 'lucario', bench: ['riolu', 'drifloon'], prizes: 3 },
      ],
    });
    const chosen = play(state, 'attack Roaring Scream');
    expect(damageOn(play(chosen, 'choose Riolu (player 1 Bench 1)'), 1, 1)).toBe(60);
    expect(damageOn(play(chosen, 'choose Drifloon (player 1 Bench 2)'), 1, 2)).toBe(60);
    // On the Active Lucario (Weak to Psychic): (60 + 30) × 2.
    const active = play(chosen, 'choose Lucario (player 1 Active)');
    expect(active.log).toContain('Roaring Scream did 180 damage to Lucario');
  });

  it('keeps defender-side reductions on the Bench (they are not Weakness or Resistance)', () => {
    const state = scenario({
      players: [
        { active: { card: 'scream-tail', damage: 30, energy: [psychic, psychic] } },
        { active: 'lucario', bench: [{ card: 'riolu', tool: 'rock-chestplate' }] },
      ],
    });
    const after = play(state, 'attack Roaring Scream', 'choose Riolu (player 1 Bench 1)');
    expect(damageOn(after, 1, 1)).toBe(30);
  });

  it('places damage counters with no Weakness, Resistance, reduction or prevention', () => {
    // Ghost Eye puts 7 counters on the Active: exactly Riolu's 70 HP although Riolu is Weak to Psychic, and exactly
    // 70 on Hitmonchan through Rock Chestplate.
    const weak = scenario({
      players: [{ active: { card: 'mimikyu', energy: [psychic, psychic] } }, { active: 'riolu', bench: ['riolu'] }],
    });
    const knocked = play(weak, 'attack Ghost Eye');
    expect(knocked.players[1]?.discard).toContain(60);
    const reduced = scenario({
      players: [
        { active: { card: 'mimikyu', energy: [psychic, psychic] } },
        { active: { card: 'hitmonchan', tool: 'rock-chestplate' } },
      ],
    });
    const after = play(reduced, 'attack Ghost Eye');
    expect(damageOn(after, 1)).toBe(70);
    // Counters are not damage: Hitmonchan's Counterattack does not answer them.
    expect(damageOn(after, 0)).toBe(0);
  });

  it('lets Safeguard prevent a Pokémon ex’s attack damage but not Poison’s damage counters', () => {
    // Mimikyu prevents Miraidon ex's damage; Poison counters in the Checkup still land.
    const state = scenario({
      players: [
        { active: { card: 'miraidon-ex', energy: ['basic-lightning-energy', 'basic-lightning-energy', psychic] } },
        { active: { card: 'mimikyu', conditions: ['poisoned'] } },
      ],
    });
    const after = play(state, 'attack Photon Blaster');
    expect(damageOn(after, 1)).toBe(10);
  });

  it('puts Rocky Helmet counters on the attacker regardless of the attacker’s reductions', () => {
    const state = scenario({
      players: [
        { active: { card: 'hitmonchan', energy: [fighting, fighting], tool: 'rock-chestplate' } },
        { active: { card: 'kirlia', evolvedFrom: ['ralts'], tool: 'rocky-helmet' } },
      ],
    });
    const after = play(state, 'attack Excited Punch');
    expect(damageOn(after, 1)).toBe(30);
    expect(damageOn(after, 0)).toBe(20);
  });

  it('lets the attacker’s damage to itself ignore its own Weakness, Resistance and reductions', () => {
    const state = scenario({
      players: [
        { active: { card: 'riolu', energy: [fighting, fighting], tool: 'rock-chestplate' } },
        { active: 'kirlia', bench: ['ralts'] },
      ],
    });
    const after = play(state, 'attack Reckless Charge');
    expect(damageOn(after, 0)).toBe(20);
  });
});
