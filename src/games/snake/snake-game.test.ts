import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { snakeGame } from './snake-game.js';
import type { Cell, SnakeAction, SnakeState } from './snake-state.js';
import { snakeScenario } from './test-snake-scenario.js';

/** The board part of the observation text, one string per row. */
function board(state: SnakeState): string[] {
  return snakeGame.text
    .observation(snakeGame.observe(state, 0), 0)
    .split('\n')
    .slice(0, state.rules.height + 2);
}

function play(state: SnakeState, ...actions: SnakeAction[]): SnakeState {
  return actions.reduce((current, action) => snakeGame.apply(deepFreeze(current), [action]), state);
}

const corridor = [
  '#######', //
  '#....A#',
  '#.SSH.#',
  '#.....#',
  '#######',
];

describe('snake setup', () => {
  const params = resolveParams(snakeGame, 'eval');

  it("starts on KORGym's board: a lone head at (4, 3) moving UP, three apples, no obstacles, 6x6 interior", () => {
    for (let seed = 0; seed < 20; seed++) {
      const state = snakeGame.setup(params, seed, 1);
      expect(state.rules).toEqual({ width: 6, height: 6, strict: true, maxSteps: 64, apples: 3 });
      expect(state.snake).toEqual([[4, 3]]);
      expect(state.direction).toBe('UP');
      expect(state.obstacles).toEqual([]);
      expect(state.apples).toHaveLength(3);
      const cells = [...state.snake, ...state.apples].map((cell) => cell.join(','));
      expect(new Set(cells).size).toBe(cells.length);
      for (const [row, column] of state.apples) {
        expect(Math.min(row, column)).toBeGreaterThanOrEqual(1);
        expect(Math.max(row, column)).toBeLessThanOrEqual(6);
      }
    }
    const state = snakeGame.setup(params, 7, 1);
    expect(snakeGame.toAct(state)).toEqual([0]);
    expect(snakeGame.legalActions(state, 0)).toEqual(['UP', 'DOWN', 'LEFT', 'RIGHT', 'END']);
    expect(board(state)[0]).toBe('########');
  });

  it('refills the apples to three after each one eaten', () => {
    const start = snakeScenario(
      ['########', '#A.....#', '#......#', '#..A...#', '#..H...#', '#..A...#', '#......#', '########'],
      {
        apples: 3,
      },
    );
    const state = play(start, 'UP');
    expect(state.score).toBe(1);
    expect(state.apples).toHaveLength(3);
  });

  it('gives the same board for the same seed and the same board to both presets', () => {
    const explore = snakeGame.setup(resolveParams(snakeGame, 'explore'), 3, 1);
    const evaluation = snakeGame.setup(params, 3, 1);
    expect(jsonEqual(snakeGame.setup(params, 3, 1), evaluation)).toBe(true);
    expect({ ...explore, rules: evaluation.rules }).toEqual(evaluation);
    expect(explore.rules.strict).toBe(false);
  });

  it('never puts an obstacle next to the starting head or cuts the free cells into separate regions', () => {
    const crowded = resolveParams(snakeGame, 'eval', { width: 5, height: 5, obstacles: 40 });
    for (let seed = 0; seed < 50; seed++) {
      const state = snakeGame.setup(crowded, seed, 1);
      const head = state.snake[0] as Cell;
      for (const obstacle of state.obstacles) {
        expect(Math.abs(obstacle[0] - head[0]) + Math.abs(obstacle[1] - head[1])).toBeGreaterThan(1);
      }
      const free = new Set<string>();
      for (let row = 1; row <= 5; row++) for (let column = 1; column <= 5; column++) free.add(`${row},${column}`);
      for (const obstacle of state.obstacles) free.delete(obstacle.join(','));
      const queue = [head.join(',')];
      const seen = new Set(queue);
      for (const key of queue) {
        const [row, column] = key.split(',').map(Number) as [number, number];
        for (const next of [
          `${row - 1},${column}`,
          `${row + 1},${column}`,
          `${row},${column - 1}`,
          `${row},${column + 1}`,
        ]) {
          if (free.has(next) && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect(seen.size).toBe(free.size);
    }
  });
});

describe('snake moves', () => {
  it('moves the head one cell and the body follows', () => {
    const state = play(snakeScenario(corridor), 'UP');
    expect(board(state)).toEqual([
      '#######', //
      '#...HA#',
      '#..SS.#',
      '#.....#',
      '#######',
    ]);
    expect(state).toMatchObject({ direction: 'UP', step: 1, score: 0, end: null, last: { result: 'moved' } });
  });

  it('grows by one and scores one on an apple, and a new apple appears on a free cell', () => {
    const start = snakeScenario(['#######', '#.....#', '#.SSHA#', '#.....#', '#######']);
    const state = play(start, 'RIGHT');
    expect(state.snake).toEqual([
      [2, 5],
      [2, 4],
      [2, 3],
      [2, 2],
    ]);
    expect(state.score).toBe(1);
    expect(state.last).toEqual({ action: 'RIGHT', result: 'ate' });
    expect(state.apples).toHaveLength(1);
    const apple = state.apples[0] as Cell;
    expect(state.snake.some((cell) => cell[0] === apple[0] && cell[1] === apple[1])).toBe(false);
    expect(state.rng).not.toEqual(start.rng);
    expect(play(start, 'RIGHT')).toEqual(state);
    expect(snakeGame.score(state)).toEqual([1]);
  });

  it('does not let the head enter the cell the tail is about to leave (KORGym checks before the tail moves)', () => {
    const loop = snakeScenario(['######', '#HS..#', '#SS..#', '#...A#', '######'], { tail: [2, 1] });
    expect(play(loop, 'DOWN')).toMatchObject({ end: 'body', last: { action: 'DOWN', result: 'body' } });
    const explore = snakeScenario(['######', '#HS..#', '#SS..#', '#...A#', '######'], { tail: [2, 1], strict: false });
    expect(play(explore, 'DOWN')).toEqual({ ...explore, step: 1, last: { action: 'DOWN', result: 'body' } });
  });

  it('turns a lone head freely except against its starting direction UP', () => {
    const lone = snakeScenario(['#####', '#...#', '#.H.#', '#...#', '#####']);
    expect(lone.direction).toBe('UP');
    for (const action of ['UP', 'LEFT', 'RIGHT'] as const) {
      expect(play(lone, action)).toMatchObject({ direction: action, last: { action, result: 'moved' } });
    }
  });

  it('keeps the current direction on a reversal under strict rules (KORGym)', () => {
    const lone = snakeScenario(['#####', '#...#', '#.H.#', '#...#', '#####']);
    const state = play(lone, 'DOWN');
    expect(state).toMatchObject({
      direction: 'UP',
      end: null,
      last: { action: 'DOWN', result: 'moved', reversed: true },
    });
    expect(state.snake).toEqual([[1, 2]]);
    const eaten = play(snakeScenario(['######', '#.A..#', '#.H..#', '#....#', '######']), 'DOWN');
    expect(eaten).toMatchObject({ score: 1, last: { result: 'ate', reversed: true } });
    const crash = play(state, 'DOWN');
    expect(crash).toMatchObject({ end: 'wall', last: { action: 'DOWN', result: 'wall', reversed: true } });
  });

  it('makes a reversal a no-op under exploration rules', () => {
    const start = snakeScenario(['######', '#.SH.#', '#....#', '######'], { strict: false });
    expect(play(start, 'LEFT')).toEqual({ ...start, step: 1, last: { action: 'LEFT', result: 'reverse' } });
  });

  it('plays NONE, the invalid-answer no-op, as a step in which the snake stays', () => {
    for (const strict of [false, true]) {
      const start = snakeScenario(corridor, { strict, maxSteps: 2 });
      const once = play(start, 'NONE');
      expect(once).toEqual({ ...start, step: 1, last: { action: 'NONE', result: 'none' } });
      expect(play(once, 'NONE').end).toBe('max-steps');
    }
    expect(snakeGame.defaultAction(snakeScenario(corridor), 0)).toBe('NONE');
    expect(snakeGame.legalActions(snakeScenario(corridor), 0)).not.toContain('NONE');
  });

  it('ends the episode with the score kept when the player answers END', () => {
    const state = play(snakeScenario(corridor, { score: 2, step: 5 }), 'END');
    expect(state).toMatchObject({ end: 'agent-ended', step: 6, last: { action: 'END', result: 'end' } });
    expect(snakeGame.toAct(state)).toEqual([]);
    expect(snakeGame.legalActions(state, 0)).toEqual([]);
    expect(snakeGame.outcome(state)).toEqual({ scores: [2] });
    expect(() => snakeGame.apply(state, ['UP'])).toThrow(/over/);
  });

  it('ends at the step limit, counting no-ops as steps', () => {
    const state = play(snakeScenario(corridor, { maxSteps: 3, strict: false }), 'LEFT', 'UP', 'UP');
    expect(state).toMatchObject({ end: 'max-steps', step: 3, last: { result: 'wall' } });
    expect(snakeGame.outcome(state)).toEqual({ scores: [0] });
  });

  it('ends when the last free cell is eaten and no apple can appear', () => {
    const full = snakeScenario(['######', '#XXXX#', '#XXXX#', '#XXXX#', '#XXHA#', '######'], { direction: 'RIGHT' });
    const state = play(full, 'RIGHT');
    expect(state).toMatchObject({ end: 'board-full', score: 1, apples: [] });
    expect(snakeGame.outcome(state)).toEqual({ scores: [1] });
  });
});

describe('snake collisions', () => {
  const cases = [
    { name: 'a wall', board: ['#####', '#..H#', '#..S#', '#####'], action: 'RIGHT', result: 'wall' },
    { name: 'an obstacle', board: ['######', '#.HX.#', '#.S..#', '######'], action: 'RIGHT', result: 'obstacle' },
    {
      name: 'its own body',
      board: ['######', '#.HS.#', '#.SS.#', '#.S..#', '######'],
      action: 'DOWN',
      result: 'body',
    },
  ] as const;

  for (const { name, board: drawn, action, result } of cases) {
    it(`makes running into ${name} a no-op under exploration rules`, () => {
      const start = snakeScenario(drawn, { strict: false });
      const state = play(start, action);
      expect(state).toEqual({ ...start, step: 1, last: { action, result } });
      expect(snakeGame.toAct(state)).toEqual([0]);
    });

    it(`ends the episode on running into ${name} under strict rules`, () => {
      const start = snakeScenario(drawn, { strict: true, score: 3 });
      const state = play(start, action);
      expect(state).toEqual({ ...start, step: 1, last: { action, result }, end: result });
      expect(snakeGame.outcome(state)).toEqual({ scores: [3] });
    });
  }
});

describe('snake information', () => {
  it('observes everything but the RNG, and samples states that differ only in a fresh RNG', () => {
    const state = snakeGame.setup(resolveParams(snakeGame, 'explore'), 11, 1);
    const observation = snakeGame.observe(state, 0);
    expect(observation).not.toHaveProperty('rng');
    const sampled = snakeGame.sample(deepFreeze(observation), 0, rngFromSeed(5));
    expect({ ...sampled, rng: state.rng }).toEqual(state);
    expect(sampled.rng).toHaveLength(state.rng.length);
  });

  it('keeps the apples eaten when the player forfeits', () => {
    expect(snakeGame.forfeit(snakeScenario(corridor, { score: 4 }), 0)).toEqual({ scores: [4] });
  });
});

describe('snake invalid answers', () => {
  it('end a strict episode at once, keeping the score, and are no-op steps without a re-ask under explore', async () => {
    const babbler = { spec: 'babbler', agent: { name: 'babbler', act: () => ({ text: 'jump over the wall' }) } };
    const strict = await playMatch({
      game: snakeGame,
      params: resolveParams(snakeGame, 'eval'),
      seed: 1,
      seats: [babbler],
    });
    expect(strict.end).toMatchObject({ status: 'forfeit', scores: [0] });
    expect(strict.steps).toHaveLength(0);
    const explore = await playMatch({
      game: snakeGame,
      params: resolveParams(snakeGame, 'explore'),
      seed: 1,
      seats: [babbler],
    });
    expect(explore.end.status).toBe('finished');
    expect(explore.steps).toHaveLength(64);
    for (const step of explore.steps) {
      expect(step.moves[0]).toMatchObject({ action: 'NONE', fallback: true });
      expect(step.moves[0]?.invalid).toHaveLength(1);
    }
    expect(explore.end.scores).toEqual([0]);
  });
});
