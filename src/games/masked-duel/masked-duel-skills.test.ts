import { describe, expect, it } from 'vitest';
import { maskedDuelGame } from './masked-duel-game.js';
import { creature } from './masked-duel-roster.js';
import type { DuelState } from './masked-duel-state.js';
import { duelScenario, hps, play, unit } from './test-masked-duel-scenario.js';

/** The state after seat 0's unit 0 uses its skill on `target` (the turn's end included). */
function cast(state: DuelState, target: number | null): DuelState {
  return play(state, { kind: 'skill', unit: 0, target });
}

describe('masked-duel skills', () => {
  it('mend heals an ally by 70 up to its maximum and cures its poison', () => {
    const next = cast(duelScenario([['mender', unit('brute', { hp: 340, poison: 2 })], ['owl']]), 1);
    expect(next.sides[0]?.[1]).toMatchObject({ hp: creature('brute').maxHp, poison: 0 });
  });

  it('bulwark shields an ally by 100 through the enemy’s next turn only', () => {
    const shielded = cast(duelScenario([['warden', 'owl'], ['brute']]), 1);
    expect(shielded.sides[0]?.[1]?.shield).toBe(100);
    const hit = play(shielded, { kind: 'skip' }, { kind: 'attack', unit: 0, target: 1 });
    expect(hit.sides[0]?.[1]).toMatchObject({ hp: 220, shield: 0 });
    const unused = play(shielded, { kind: 'skip' }, { kind: 'attack', unit: 0, target: 0 });
    expect(unused.sides[0]?.[1]?.shield).toBe(0);
  });

  it('burst deals 40 skill damage to every living enemy', () => {
    const next = cast(
      duelScenario([['bomber'], ['owl', unit('brute', { hp: 0 }), unit('moth', { shield: 15 })]]),
      null,
    );
    expect(hps(next)[1]).toEqual([180, 0, 235]);
  });

  it('venom deals 30 and poisons for three of the target side’s turns, 20 direct damage each', () => {
    const next = cast(duelScenario([['stinger'], ['brute']]), 0);
    expect(next.sides[1]?.[0]).toMatchObject({ hp: 330, poison: 3 });
    const ticked = play(next, { kind: 'skip' }, { kind: 'attack', unit: 0, target: 0 });
    expect(ticked.sides[1]?.[0]).toMatchObject({ hp: 310, poison: 2 });
  });

  it('snare deals 40 and keeps the target from acting on its side’s next turn', () => {
    const next = cast(duelScenario([['thorn'], ['brute', 'owl']]), 0);
    expect(next.sides[1]?.[0]).toMatchObject({ hp: 320, stunned: true });
    const legal = play(next, { kind: 'skip' });
    expect(maskedDuelGame.legalActions(legal, 1).every((action) => 'unit' in action && action.unit === 1)).toBe(true);
    const after = play(legal, { kind: 'attack', unit: 1, target: 0 });
    expect(after.sides[1]?.[0]?.stunned).toBe(false);
  });

  it('lets a side whose every living unit is snared only pass', () => {
    const next = play(cast(duelScenario([['thorn'], ['brute']]), 0), { kind: 'skip' });
    expect(maskedDuelGame.legalActions(next, 1)).toEqual([{ kind: 'pass' }]);
  });

  it('drain deals 60 and heals the moth by the hit points it removed', () => {
    const next = cast(duelScenario([[unit('moth', { hp: 100 })], [unit('owl', { hp: 25 })]]), 0);
    expect(hps(next)).toEqual([[125], [0]]);
  });

  it('crush deals 120 and 30 direct recoil to the brute', () => {
    const next = cast(duelScenario([['brute'], ['warden']]), 0);
    expect(hps(next)).toEqual([[330], [260]]);
  });

  it('scry reveals a hidden enemy to both sides and deals it 20; only hidden enemies are targets', () => {
    const state = duelScenario([['owl'], [unit('moth', { revealed: true }), 'brute']]);
    const skills = maskedDuelGame.legalActions(state, 0).filter((action) => action.kind === 'skill');
    expect(skills).toEqual([{ kind: 'skill', unit: 0, target: 1 }]);
    const next = cast(state, 1);
    expect(next.sides[1]?.[1]).toMatchObject({ hp: 340, revealed: true });
    expect(maskedDuelGame.observe(next, 0).sides[1]?.[1]?.type).toBe('brute');
  });

  it('rests a skill for its cooldown: usable again after cooldown − 1 own turns', () => {
    const used = cast(duelScenario([['stinger'], ['warden']]), 0);
    expect(used.sides[0]?.[0]?.cooldown).toBe(1);
    const nextTurn = play(used, { kind: 'skip' }, { kind: 'attack', unit: 0, target: 0 }, { kind: 'skip' });
    expect(maskedDuelGame.legalActions(nextTurn, 0).some((action) => action.kind === 'skill')).toBe(false);
    const later = play(
      nextTurn,
      { kind: 'attack', unit: 0, target: 0 },
      { kind: 'skip' },
      { kind: 'attack', unit: 0, target: 0 },
      { kind: 'skip' },
    );
    expect(maskedDuelGame.legalActions(later, 0).some((action) => action.kind === 'skill')).toBe(true);
  });
});
