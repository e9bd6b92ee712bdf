import { describe, expect, it } from 'vitest';
import { creature } from './masked-duel-roster.js';
import { duelScenario, hps, newEvents, play, unit } from './test-masked-duel-scenario.js';

describe('masked-duel normal attacks', () => {
  it("removes the attacker's attack from the target, less whatever its shield absorbs", () => {
    const state = duelScenario([['owl'], [unit('brute', { shield: 20 })]]);
    const next = play(state, { kind: 'attack', unit: 0, target: 0 });
    expect(next.sides[1]?.[0]).toMatchObject({ hp: creature('brute').maxHp - 25, shield: 0 });
    expect(newEvents(state, next)).toContainEqual({
      kind: 'damage',
      turn: 0,
      seat: 1,
      slot: 0,
      amount: 25,
      absorbed: 20,
      source: 'attack',
    });
  });

  it('softens attacks on a warden by a quarter, rounded down (hardened)', () => {
    const next = play(duelScenario([['stinger'], ['warden']]), { kind: 'attack', unit: 0, target: 0 });
    expect(next.sides[1]?.[0]?.hp).toBe(creature('warden').maxHp - 48);
  });

  it('strikes the attacker back for 25 direct damage when it hits a thorn, even through a shield', () => {
    const next = play(duelScenario([[unit('brute', { shield: 100 })], ['thorn']]), {
      kind: 'attack',
      unit: 0,
      target: 0,
    });
    expect(hps(next)).toEqual([[creature('brute').maxHp - 25], [creature('thorn').maxHp - 65]]);
  });

  it('adds 30 to a brute below half its hit points (enrage) and to a stinger hitting a target below half (keen)', () => {
    const enraged = play(duelScenario([[unit('brute', { hp: 100 })], ['owl']]), { kind: 'attack', unit: 0, target: 0 });
    expect(enraged.sides[1]?.[0]?.hp).toBe(220 - 95);
    const keen = play(duelScenario([['stinger'], [unit('brute', { hp: 150 })]]), {
      kind: 'attack',
      unit: 0,
      target: 0,
    });
    expect(keen.sides[1]?.[0]?.hp).toBe(150 - 95);
    const calm = play(duelScenario([['stinger'], [unit('brute', { hp: 180 })]]), {
      kind: 'attack',
      unit: 0,
      target: 0,
    });
    expect(calm.sides[1]?.[0]?.hp).toBe(180 - 65);
  });

  it('lets a moth dodge about a quarter of normal attacks, announced as flutter and costing it nothing', () => {
    let dodges = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const state = duelScenario([['owl'], ['moth']], { seed });
      const next = play(state, { kind: 'attack', unit: 0, target: 0 });
      const events = newEvents(state, next);
      if (events.some((event) => event.kind === 'passive' && event.passive === 'flutter')) {
        dodges += 1;
        expect(next.sides[1]?.[0]?.hp).toBe(creature('moth').maxHp);
        expect(events.some((event) => event.kind === 'damage')).toBe(false);
      }
    }
    expect(dodges / 400).toBeGreaterThan(0.18);
    expect(dodges / 400).toBeLessThan(0.32);
  });

  it('reveals a unit when it dies, and a dying bomber puffs 40 skill damage onto every living enemy', () => {
    const state = duelScenario([['brute', unit('owl', { shield: 30 })], [unit('bomber', { hp: 10 })]]);
    const next = play(state, { kind: 'attack', unit: 0, target: 0 });
    expect(hps(next)).toEqual([[creature('brute').maxHp - 40, 220 - 10], [0]]);
    expect(next.sides[1]?.[0]?.revealed).toBe(true);
    expect(newEvents(state, next).map((event) => event.kind)).toContain('reveal');
  });
});
