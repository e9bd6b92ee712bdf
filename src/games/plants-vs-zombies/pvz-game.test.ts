import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { pvzGame } from './pvz-game.js';
import { pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

describe('plants-vs-zombies presets', () => {
  it('differ exactly as the S³Gym table says: a 3x7 lawn to explore, 5x6 to evaluate, 64 turns each', () => {
    expect(resolveParams(pvzGame, 'explore')).toEqual({ rows: 3, columns: 7, maxSteps: 64 });
    expect(resolveParams(pvzGame, 'eval')).toEqual({ rows: 5, columns: 6, maxSteps: 64 });
    expect(pvzGame.defaultPreset).toBe('eval');
    expect(pvzGame.version).toBe(2);
  });

  it('play an invalid answer as a turn with no placement on both presets, never ending the episode', () => {
    for (const preset of ['explore', 'eval']) {
      expect(pvzGame.invalidActionPolicy(resolveParams(pvzGame, preset))).toEqual({ retries: 0, fallback: 'default' });
    }
    const state = pvzScenario(['.....'], { sun: 500 });
    expect(pvzGame.defaultAction(state, 0)).toEqual({ type: 'plant', placements: [] });
  });
});

describe('plants-vs-zombies setup', () => {
  it('starts on an empty lawn with 50 sun, no zombie and turn 0 to play', () => {
    const state = pvzGame.setup(resolveParams(pvzGame, 'explore'), 7, 1);
    expect(state).toMatchObject({ turn: 0, sun: 50, zombies: [], score: 0, end: null, last: null });
    expect(state.board).toHaveLength(21);
    expect(state.board.every((cell) => cell === null)).toBe(true);
    expect(pvzGame.toAct(state)).toEqual([0]);
    expect(jsonEqual(pvzGame.setup(resolveParams(pvzGame, 'explore'), 7, 1), state)).toBe(true);
  });
});

describe('plants-vs-zombies information', () => {
  it('hides only the RNG, and sampling restores the observed state with a fresh RNG', () => {
    const state = pvzPlay(pvzScenario(['W..N.', '.....'], { sun: 100, turn: 3 }), 'J 0 2');
    const observation = pvzGame.observe(state, 0);
    expect(observation).not.toHaveProperty('rng');
    expect({ ...observation, rng: state.rng }).toEqual(state);
    const sampled = pvzGame.sample(observation, 0, rngFromSeed(5));
    expect(pvzGame.observe(sampled, 0)).toEqual(observation);
    expect(sampled.rng).not.toEqual(state.rng);
    expect(pvzGame.hiddenInformation).toBe(false);
  });

  it('keeps the turns survived on a forfeit', () => {
    expect(pvzGame.forfeit(pvzScenario(['.....'], { turn: 9 }), 0)).toEqual({ scores: [9] });
  });
});

describe('plants-vs-zombies random play', () => {
  it('keeps the lawn consistent under random multi-placement play on both presets', () => {
    for (const preset of ['explore', 'eval']) {
      const params = resolveParams(pvzGame, preset);
      for (let seed = 0; seed < 15; seed++) {
        const rng = rngFromSeed(seed, 77);
        let state = pvzGame.setup(params, seed, 1);
        while (pvzGame.toAct(state).length > 0) {
          const placements = Array.from({ length: rng.int(0, 4) }, () => ({
            plant: rng.pick(['X', 'W', 'S', 'J', 'H', 'F'] as const),
            row: rng.int(0, Number(params.rows) - 1),
            column: rng.int(0, Number(params.columns) - 1),
          }));
          const action = { type: 'plant' as const, placements };
          expect(pvzGame.actionError(state, 0, action)).toBeNull();
          const before = state;
          state = pvzGame.apply(before, [action]);
          expect(state.turn).toBe(before.turn + 1);
          expect(state.sun).toBeGreaterThanOrEqual(0);
          const last = state.last;
          expect((last?.planted.length ?? 0) + (last?.skipped.length ?? 0)).toBe(placements.length);
          for (const zombie of state.zombies) {
            expect(zombie.column).toBeGreaterThanOrEqual(state.end === 'zombie-through' ? -1 : 0);
            expect(zombie.column).toBeLessThan(state.rules.columns);
            expect(zombie.hp).toBeGreaterThan(0);
          }
          expect(state.board.some((cell) => cell?.plant === 'F')).toBe(false);
        }
        expect(pvzGame.outcome(state)?.scores[0]).toBe(state.score);
        expect(state.score).toBe(state.end === 'zombie-through' ? state.turn - 1 : state.turn);
      }
    }
  });
});

describe('plants-vs-zombies invalid answers in a match', () => {
  /** Answers "none" for `good` turns, then text with no readable placement for ever. */
  const garbled = (good: number) => {
    let turns = 0;
    return {
      name: 'garbled',
      act: () => ({ text: turns++ < good ? 'Answer: none, Score: 1' : 'Answer: plant a sunflower, Score: 1' }),
    };
  };

  it('plays each invalid answer as a turn with no placement, asking nothing again, on both presets', async () => {
    for (const preset of ['explore', 'eval']) {
      const params = resolveParams(pvzGame, preset, { maxSteps: 5 });
      const record = await playMatch({
        game: pvzGame,
        params,
        seed: 1,
        seats: [{ spec: 'garbled', agent: garbled(2) }],
      });
      expect(record.end).toMatchObject({ status: 'finished', scores: [5] });
      const third = record.steps[2]?.moves[0];
      expect(third?.invalid).toHaveLength(1);
      expect(third?.invalid?.[0]?.error).toMatch(/no readable placement/);
      expect(third).toMatchObject({ text: 'none', fallback: true });
    }
  });
});
