import { describe, expect, it } from 'vitest';
import { nightOrchardGame } from './night-orchard-game.js';
import { orchardScenario } from './test-night-orchard-scenario.js';

const board = ['#########', '#1..oF..#', '#.#####.#', '#2.....3#', '#########'];
const still = { moves: ['stay', 'stay', 'stay'] } as const;

describe('night-orchard end and scoring', () => {
  it('ends at once with a fox win (scores 1, 0) when its points reach the target', () => {
    const next = nightOrchardGame.apply(orchardScenario(board, { points: 9, target: 10 }), [{ move: 'left' }, still]);
    expect(next.end).toBe('target');
    expect(nightOrchardGame.outcome(next)).toEqual({ scores: [1, 0] });
    expect(nightOrchardGame.observe(next, 1).winner).toBe('fox');
  });

  it('ends with a keeper win (scores 0, 1) after the turn limit when the target is not reached', () => {
    const next = nightOrchardGame.apply(orchardScenario(board, { turn: 179, points: 3 }), [{ move: 'left' }, still]);
    expect(next.end).toBe('turns');
    expect(nightOrchardGame.outcome(next)).toEqual({ scores: [0, 1] });
  });

  it('prefers the target over the turn limit on the last turn, and runs on before either', () => {
    const last = nightOrchardGame.apply(orchardScenario(board, { turn: 179, points: 9, target: 10 }), [
      { move: 'left' },
      still,
    ]);
    expect(last.end).toBe('target');
    const running = nightOrchardGame.apply(orchardScenario(board, { turn: 10 }), [{ move: 'left' }, still]);
    expect(running.end).toBeNull();
    expect(nightOrchardGame.outcome(running)).toBeNull();
    expect(nightOrchardGame.toAct(running)).toEqual([0, 1]);
  });

  it('scores a forfeit as a loss for the seat that gave up', () => {
    const state = orchardScenario(board);
    expect(nightOrchardGame.forfeit(state, 0)).toEqual({ scores: [0, 1] });
    expect(nightOrchardGame.forfeit(state, 1)).toEqual({ scores: [1, 0] });
  });
});
