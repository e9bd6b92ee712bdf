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
    const explore = resolveParams(pvzGame, 'explore');
    const evaluation = resolveParams(pvzGame, 'eval');
    expect(explore).toEqual({ rows: 3, columns: 7, maxSteps: 64, strict: false });
    expect(evaluation).toEqual({ rows: 5, columns: 6, maxSteps: 64, strict: true });
    expect(pvzGame.defaultPreset).toBe('eval');
  });

  it('end the episode on an invalid answer under eval rules; explore asks again, then plays no placement', () => {
    expect(pvzGame.invalidActionPolicy(resolveParams(pvzGame, 'eval'))).toEqual({ retries: 0, fallback: 'forfeit' });
    expect(pvzGame.invalidActionPolicy(resolveParams(pvzGame, 'explore'))).toEqual({ retries: 2, fallback: 'first' });
    expect(pvzGame.text.action(pvzGame.legalActions(pvzScenario(['.....|.'], { sun: 500 }), 0)[0] as never)).toBe(
      'none',
    );
  });
});

describe('plants-vs-zombies setup', () => {
  it('starts on an empty lawn with 50 sun, no zombie, a ready Fire Chili and turn 1 to play', () => {
    const state = pvzGame.setup(resolveParams(pvzGame, 'explore'), 7, 1);
    expect(state).toMatchObject({ turn: 0, sun: 50, zombies: [], chiliReady: 1, score: 0, end: null, last: null });
    expect(state.board).toHaveLength(21);
    expect(state.board.every((cell) => cell === null)).toBe(true);
    expect(pvzGame.toAct(state)).toEqual([0]);
    expect(jsonEqual(pvzGame.setup(resolveParams(pvzGame, 'explore'), 7, 1), state)).toBe(true);
  });
});

describe('plants-vs-zombies information', () => {
  it('hides only the RNG, and sampling restores the observed state with a fresh RNG', () => {
    const state = pvzPlay(pvzScenario(['W..Z.|.', '.....|Z'], { sun: 100, turn: 3 }), 'J 0 2');
    const observation = pvzGame.observe(state, 0);
    expect(observation).not.toHaveProperty('rng');
    expect({ ...observation, rng: state.rng }).toEqual(state);
    const sampled = pvzGame.sample(observation, 0, rngFromSeed(5));
    expect(pvzGame.observe(sampled, 0)).toEqual(observation);
    expect(sampled.rng).not.toEqual(state.rng);
    expect(pvzGame.hiddenInformation).toBe(false);
  });

  it('keeps the turns survived on a forfeit', () => {
    expect(pvzGame.forfeit(pvzScenario(['.....|.'], { turn: 9 }), 0)).toEqual({ scores: [9] });
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
          const singles = pvzGame.legalActions(state, 0).filter((action) => action.type === 'plant');
          const placements = rng.shuffle(
            singles.flatMap((action) => (action.type === 'plant' ? action.placements : [])),
          );
          const chosen = placements.slice(0, rng.int(0, 3));
          const action = { type: 'plant' as const, placements: chosen };
          const legal = pvzGame.actionError(state, 0, action) === null ? action : (singles[0] as typeof action);
          const before = state;
          state = pvzGame.apply(before, [legal]);
          expect(state.turn).toBe(before.turn + 1);
          expect(state.sun).toBeGreaterThanOrEqual(0);
          for (const zombie of state.zombies) {
            expect(zombie.column).toBeGreaterThanOrEqual(state.end === 'zombie-through' ? -1 : 0);
            expect(zombie.column).toBeLessThanOrEqual(state.rules.columns);
            if (zombie.column >= 0 && zombie.column < state.rules.columns) {
              expect(state.board[zombie.row * state.rules.columns + zombie.column]).toBeNull();
            }
          }
        }
        expect(pvzGame.outcome(state)?.scores[0]).toBe(state.score);
        expect(state.score).toBe(state.end === 'zombie-through' ? state.turn - 1 : state.turn);
      }
    }
  });
});

describe('plants-vs-zombies invalid answers in a match', () => {
  /** Answers "none" for `good` turns, then plants on an occupied cell for ever. */
  const stubborn = (good: number) => {
    let turns = 0;
    return {
      name: 'stubborn',
      act: () => ({ text: turns++ < good ? 'Answer: none, Score: 1' : 'Answer: X 0 0; X 0 0, Score: 1' }),
    };
  };

  it('ends an eval episode at the first invalid answer, keeping the turns survived', async () => {
    const params = resolveParams(pvzGame, 'eval');
    const record = await playMatch({
      game: pvzGame,
      params,
      seed: 1,
      seats: [{ spec: 'stubborn', agent: stubborn(3) }],
    });
    expect(record.end).toMatchObject({ status: 'forfeit', scores: [3] });
    expect(record.end.message).toContain('cell (0, 0) is named twice');
  });

  it('asks again under explore rules, then plays the turn with no placement', async () => {
    const params = resolveParams(pvzGame, 'explore', { maxSteps: 5 });
    const record = await playMatch({
      game: pvzGame,
      params,
      seed: 1,
      seats: [{ spec: 'stubborn', agent: stubborn(2) }],
    });
    expect(record.end).toMatchObject({ status: 'finished', scores: [5] });
    const third = record.steps[2]?.moves[0];
    expect(third?.invalid).toHaveLength(3);
    expect(third).toMatchObject({ text: 'none', fallback: true });
  });
});
