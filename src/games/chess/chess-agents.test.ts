import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { chessGame } from './chess-game.js';
import { chessHeuristic, predictByPattern } from './chess-heuristic.js';
import { consistentMovers } from './chess-inference.js';
import { chessDoNothing, chessRepeatLast } from './chess-naive-agents.js';
import { chessReference, predictByInference } from './chess-reference.js';
import { chessScenario, stillMover } from './test-chess-scenario.js';

/** Uniformly random listed actions (END included), as the built-in random agent plays. */
const randomPlayer: AgentFactory = (context) => {
  const rng = rngFromSeed(context.seed);
  return { name: 'random', act: (turn) => ({ action: rng.pick(turn.legalActions) }) };
};

/** The mean episode score of `factory` over seeds 0…episodes−1 of `preset`. */
async function meanScore(factory: AgentFactory, preset: string, episodes: number): Promise<number> {
  const params = resolveParams(chessGame, preset);
  let total = 0;
  for (let seed = 0; seed < episodes; seed++) {
    const agent = factory({ game: chessGame, params, seat: 0, players: 1, seed, options: {} });
    const record = await playMatch({ game: chessGame, params, seed, seats: [{ spec: agent.name, agent }] });
    expect(record.end.status).toBe('finished');
    total += record.end.scores?.[0] ?? 0;
  }
  return total / episodes;
}

const empty7 = ['.......', '.......', '.......', '...A...', '.......', '.......', '.......'];

describe('chess rule inference', () => {
  it('narrows a three-move cycle seen twice down to one rule and predicts its next move', () => {
    const state = chessScenario(
      empty7,
      {
        A: {
          moves: [
            [0, 1],
            [1, 1],
            [-1, 2],
          ],
        },
      },
      { steps: 6 },
    );
    expect(consistentMovers(state.frames, 0, 7).map((hypothesis) => hypothesis.mover)).toEqual([
      {
        moves: [
          [0, 1],
          [1, 1],
          [-1, 2],
        ],
      },
    ]);
    // Two rounds of (0,+1) (+1,+1) (−1,+2) take A from (3,3) to (3,4) (wrapping); next (3,5). Repeating says (2,6).
    const observation = chessGame.observe(state, 0);
    expect(state.frames.at(-1)?.cells[0]).toEqual([3, 4]);
    expect(predictByInference(observation).action).toEqual({ type: 'predict', cells: { A: [3, 5] } });
    expect(predictByPattern(observation).action).toEqual({ type: 'predict', cells: { A: [3, 5] } });
  });

  it('explains a move that bounced off a piece by the collision rule instead of a change of rule', () => {
    // B alternates left and right; its first move left is blocked by A, so it goes right twice in a row.
    const board = ['.......', '.......', '.......', '.AB....', '.......', '.......', '.......'];
    const state = chessScenario(
      board,
      {
        A: stillMover,
        B: {
          moves: [
            [0, -1],
            [0, 1],
          ],
        },
      },
      { steps: 6 },
    );
    expect(state.frames.map((frame) => frame.cells[1]?.join(','))).toEqual([
      '3,2',
      '3,3',
      '3,4',
      '3,3',
      '3,4',
      '3,3',
      '3,4',
    ]);
    const hypotheses = consistentMovers(state.frames, 1, 7).map((hypothesis) => hypothesis.mover.moves);
    expect(hypotheses).toContainEqual([
      [0, -1],
      [0, 1],
    ]);
    for (const moves of hypotheses) expect(moves[0]).toEqual([0, -1]);
    expect(predictByInference(chessGame.observe(state, 0)).action).toMatchObject({ cells: { B: [3, 3] } });
  });

  it('keeps rules of every length when the history is short, weighing them by prior', () => {
    const state = chessScenario(
      empty7,
      {
        A: {
          moves: [
            [0, 1],
            [1, 0],
          ],
        },
      },
      { steps: 2 },
    );
    const hypotheses = consistentMovers(state.frames, 0, 7);
    expect(new Set(hypotheses.map((hypothesis) => hypothesis.mover.moves.length))).toEqual(new Set([2, 3, 4]));
    expect(predictByInference(chessGame.observe(state, 0)).action).toEqual({ type: 'predict', cells: { A: [4, 5] } });
  });
});

describe('chess players', () => {
  for (const preset of ['explore', 'eval']) {
    it(`score near 0 staying put or repeating each last move, near 1 inferring the rules (${preset}, 50 seeds)`, async () => {
      const stay = await meanScore(chessDoNothing, preset, 50);
      const repeat = await meanScore(chessRepeatLast, preset, 50);
      const random = await meanScore(randomPlayer, preset, 50);
      const heuristic = await meanScore(chessHeuristic, preset, 50);
      const reference = await meanScore(chessReference, preset, 50);
      expect(stay).toBeLessThan(0.05);
      expect(repeat).toBeLessThan(0.05);
      expect(random).toBeLessThan(0.05);
      expect(heuristic).toBeGreaterThan(0.6);
      expect(reference).toBeGreaterThan(0.95);
      expect(reference).toBeLessThanOrEqual(1);
      expect(reference).toBeGreaterThan(heuristic + 0.05);
    }, 60_000);
  }
});
