import { describe, expect, it } from 'vitest';
import { maskedDuelGame } from './masked-duel-game.js';
import { creature } from './masked-duel-roster.js';
import { duelScenario, hps, newEvents, play, unit } from './test-masked-duel-scenario.js';

describe('masked-duel assertions', () => {
  const start = duelScenario(
    [
      ['brute', 'mender', 'stinger'],
      ['warden', 'moth', 'bomber'],
    ],
    { phase: 'assert' },
  );

  it('reveals a correctly named unit and takes 80 hit points from it, shields aside', () => {
    const shielded = duelScenario([start.sides[0] ?? [], [unit('warden', { shield: 100 }), 'moth', 'bomber']], {
      phase: 'assert',
    });
    const next = play(shielded, { kind: 'assert', slot: 0, type: 'warden' });
    expect(next.sides[1]?.[0]).toMatchObject({ hp: creature('warden').maxHp - 80, revealed: true, shield: 100 });
    expect(newEvents(shielded, next).map((event) => event.kind)).toEqual(['assert', 'reveal', 'damage']);
    expect(next.phase).toBe('act');
  });

  it('adds 40 to a correct assertion while the asserting side has a living owl', () => {
    const withOwl = duelScenario([['owl', 'brute'], ['moth']], { phase: 'assert' });
    const next = play(withOwl, { kind: 'assert', slot: 0, type: 'moth' });
    expect(next.sides[1]?.[0]?.hp).toBe(creature('moth').maxHp - 120);
    expect(newEvents(withOwl, next)).toContainEqual({ kind: 'passive', turn: 0, seat: 0, slot: 0, passive: 'insight' });
  });

  it('costs every living unit of the asserting side 15 hit points when wrong, and reveals nothing', () => {
    const hurt = duelScenario([['brute', unit('mender', { hp: 0, revealed: true }), 'stinger'], ['moth']], {
      phase: 'assert',
    });
    const next = play(hurt, { kind: 'assert', slot: 0, type: 'owl' });
    expect(hps(next)).toEqual([[creature('brute').maxHp - 15, 0, creature('stinger').maxHp - 15], [260]]);
    expect(next.sides[1]?.[0]?.revealed).toBe(false);
  });

  it('offers skip and every type for each hidden living enemy, and no assertion in the act phase', () => {
    const partly = duelScenario([['brute'], [unit('warden', { revealed: true }), 'moth', unit('bomber', { hp: 0 })]], {
      phase: 'assert',
    });
    const legal = maskedDuelGame.legalActions(partly, 0);
    expect(legal[0]).toEqual({ kind: 'skip' });
    expect(legal.slice(1).every((action) => action.kind === 'assert' && action.slot === 1)).toBe(true);
    expect(legal).toHaveLength(1 + 8);
    expect(maskedDuelGame.actionError(duelScenario([['brute'], ['moth']]), 0, { kind: 'skip' })).toMatch(/not legal/);
  });

  it('ends the match when a correct assertion kills the last enemy', () => {
    const last = duelScenario([['brute'], [unit('owl', { hp: 50 })]], { phase: 'assert' });
    const next = play(last, { kind: 'assert', slot: 0, type: 'owl' });
    expect(maskedDuelGame.outcome(next)).toEqual({ scores: [1, -1] });
    expect(maskedDuelGame.toAct(next)).toEqual([]);
  });
});
