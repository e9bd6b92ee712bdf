import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { maskedDuelGame } from './masked-duel-game.js';
import { duelScenario, newEvents, play, unit } from './test-masked-duel-scenario.js';

describe('masked-duel turns and the end of the match', () => {
  it('gives seat 0 the first turn, an assert decision then an act decision, then seat 1 the same', () => {
    const start = maskedDuelGame.setup(resolveParams(maskedDuelGame, 'standard'), 3, 2);
    expect([maskedDuelGame.toAct(start), start.phase]).toEqual([[0], 'assert']);
    const acting = play(start, { kind: 'skip' });
    expect([maskedDuelGame.toAct(acting), acting.phase, acting.turn]).toEqual([[0], 'act', 0]);
    const next = play(acting, { kind: 'attack', unit: 0, target: 0 });
    expect([maskedDuelGame.toAct(next), next.phase, next.turn]).toEqual([[1], 'assert', 1]);
  });

  it('draws four distinct types per side by seed, all hidden and at full health', () => {
    const start = maskedDuelGame.setup(resolveParams(maskedDuelGame, 'standard'), 11, 2);
    for (const units of start.sides) {
      expect(new Set(units.map((one) => one.type)).size).toBe(4);
      expect(units.every((one) => !one.revealed && one.shield === 0)).toBe(true);
    }
    expect(maskedDuelGame.setup(resolveParams(maskedDuelGame, 'standard'), 11, 2)).toEqual(start);
  });

  it('heals a damaged mender by 10 at the end of its own side’s turn (regrowth)', () => {
    const state = duelScenario([[unit('mender', { hp: 200 }), 'owl'], ['brute']]);
    const next = play(state, { kind: 'attack', unit: 1, target: 0 });
    expect(next.sides[0]?.[0]?.hp).toBe(210);
    expect(newEvents(state, next)).toContainEqual({ kind: 'passive', turn: 0, seat: 0, slot: 0, passive: 'regrowth' });
  });

  it('lets poison kill at the end of its side’s turn, and the kill can end the match', () => {
    const state = duelScenario([['brute'], [unit('owl', { hp: 15, poison: 1 })]], { turn: 1 });
    const next = play(state, { kind: 'attack', unit: 0, target: 0 });
    expect(maskedDuelGame.outcome(next)).toEqual({ scores: [1, -1] });
  });

  it('scores the turn limit by living units, then total hit points, else a draw', () => {
    const last = { turn: 9, maxTurns: 10 };
    const byUnits = play(duelScenario([['owl'], ['brute', unit('moth', { hp: 1 })]], last), {
      kind: 'attack',
      unit: 1,
      target: 0,
    });
    expect(maskedDuelGame.outcome(byUnits)).toEqual({ scores: [-1, 1] });
    const byHp = play(duelScenario([['owl'], [unit('brute', { hp: 50, stunned: true })]], last), { kind: 'pass' });
    expect(byHp.turn).toBe(10);
    expect(maskedDuelGame.outcome(byHp)).toEqual({ scores: [1, -1] });
    const even = play(duelScenario([[unit('owl', { hp: 100 })], [unit('moth', { hp: 100, stunned: true })]], last), {
      kind: 'pass',
    });
    expect(maskedDuelGame.outcome(even)).toEqual({ scores: [0, 0] });
  });

  it('draws when both sides die at once (a bomber’s puff)', () => {
    const state = duelScenario([[unit('owl', { hp: 30 })], [unit('bomber', { hp: 10 })]]);
    const next = play(state, { kind: 'attack', unit: 0, target: 0 });
    expect(maskedDuelGame.outcome(next)).toEqual({ scores: [0, 0] });
  });
});
