import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../core/rng.js';
import { maskedDuelGame } from './masked-duel-game.js';
import { duelScenario, play, unit } from './test-masked-duel-scenario.js';

describe('masked-duel observations and sampling', () => {
  const state = play(
    duelScenario(
      [
        ['brute', 'owl'],
        [unit('moth', { hp: 200 }), unit('warden', { revealed: true }), 'mender'],
      ],
      {
        phase: 'assert',
      },
    ),
    { kind: 'assert', slot: 2, type: 'owl' },
    { kind: 'attack', unit: 0, target: 0 },
  );

  it('hides the type, hit points and maximum of an enemy’s hidden unit but shows what it is missing', () => {
    const seen = maskedDuelGame.observe(state, 0).sides[1];
    expect(seen?.[0]).toMatchObject({ type: null, hp: null, maxHp: null, alive: true, revealed: false });
    expect(seen?.[0]?.missing).toBe(260 - (state.sides[1]?.[0]?.hp ?? 0));
    expect(seen?.[1]).toMatchObject({ type: 'warden', hp: 380, maxHp: 380 });
    expect(maskedDuelGame.observe(state, 1).sides[1]?.[0]?.type).toBe('moth');
  });

  it('logs the previous and the current side-turn, and keeps the whole history', () => {
    const later = play(state, { kind: 'skip' }, { kind: 'attack', unit: 0, target: 0 }, { kind: 'skip' });
    const seen = maskedDuelGame.observe(later, 0);
    expect(seen.turn).toBe(2);
    expect(seen.log).toEqual(later.history.filter((event) => event.turn >= 1));
    expect(seen.log.length).toBeLessThan(seen.history.length);
    expect(seen.history).toEqual(later.history);
  });

  it('samples enemy types the public clues allow: never a type a wrong assertion excluded', () => {
    const observation = maskedDuelGame.observe(state, 0);
    const rng = rngFromSeed(5);
    for (let draw = 0; draw < 200; draw += 1) {
      const sampled = maskedDuelGame.sample(observation, 0, rng);
      const types = sampled.sides[1]?.map((one) => one.type) ?? [];
      expect(types[1]).toBe('warden');
      expect(types[2]).not.toBe('owl');
      expect(new Set(types).size).toBe(3);
      expect(sampled.sides[0]).toEqual(state.sides[0]);
      expect(maskedDuelGame.observe(sampled, 0)).toEqual(observation);
    }
  });

  it('samples a type named by a skill or passive as that type', () => {
    const named = play(duelScenario([['owl'], ['warden', 'brute']], { turn: 1 }), {
      kind: 'skill',
      unit: 1,
      target: 0,
    });
    const observation = maskedDuelGame.observe(named, 0);
    expect(maskedDuelGame.sample(observation, 0, rngFromSeed(2)).sides[1]?.[1]?.type).toBe('brute');
  });
});
