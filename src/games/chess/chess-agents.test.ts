import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { chessGame } from './chess-game.js';
import { chessHeuristic, predictByRepeating } from './chess-heuristic.js';
import { consistentMovers } from './chess-inference.js';
import { chessReference, predictByInference } from './chess-reference.js';
import { chessScenario } from './test-chess-scenario.js';

/** Uniformly random listed actions (END included), as the built-in random agent plays. */
const randomPlayer: AgentFactory = (context) => {
  const rng = rngFromSeed(context.seed);
  return { name: 'random', act: (turn) => ({ action: rng.pick(turn.legalActions) }) };
};

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
  it('narrows a clockwise square patrol down to its one catalogue entry and predicts the turn', () => {
    const state = chessScenario(
      empty7,
      { A: { kind: 'patrol', side: 2, heading: [0, 1], done: 0, turn: 1 } },
      { steps: 6 },
    );
    const candidates = consistentMovers(state.frames, 0, 7);
    expect(candidates.map((hypothesis) => hypothesis.mover)).toEqual([
      { kind: 'patrol', side: 2, heading: [-1, 0], done: 0, turn: 1 },
    ]);
    // After six steps A is at (5,3) heading up: next (4,3); repeating the last displacement says (5,2).
    const observation = chessGame.observe(state, 0);
    expect(predictByInference(observation).action).toEqual({ type: 'predict', cells: { A: [4, 3] } });
    expect(predictByRepeating(observation).action).toEqual({ type: 'predict', cells: { A: [5, 2] } });
  });

  it('explains blocked moves by the collision rule instead of a change of rule', () => {
    // B shuttles left into A twice (blocked: it stays at (3,2)), then right, right, left, left.
    const board = ['.......', '.......', '.......', '.AB....', '.......', '.......', '.......'];
    const state = chessScenario(board, { B: { kind: 'shuttle', length: 2, heading: [0, -1], done: 0 } }, { steps: 6 });
    expect(state.frames.map((frame) => frame.cells[1]?.join(','))).toEqual([
      '3,2',
      '3,2',
      '3,2',
      '3,3',
      '3,4',
      '3,3',
      '3,2',
    ]);
    expect(consistentMovers(state.frames, 1, 7).map((hypothesis) => hypothesis.mover)).toEqual([
      { kind: 'shuttle', length: 2, heading: [0, 1], done: 0 },
    ]);
  });

  it('keeps several rules when the history cannot tell them apart, weighing them by prior', () => {
    const state = chessScenario(empty7, { A: { kind: 'drift', step: [0, 1] } }, { steps: 2 });
    const kinds = new Set(consistentMovers(state.frames, 0, 7).map((hypothesis) => hypothesis.mover.kind));
    expect(kinds).toEqual(new Set(['drift', 'bounce', 'patrol', 'shuttle']));
    expect(predictByInference(chessGame.observe(state, 0)).action).toEqual({ type: 'predict', cells: { A: [3, 6] } });
  });
});

describe('chess players', () => {
  for (const preset of ['explore', 'eval']) {
    it(`rank reference > heuristic > random on the ${preset} preset`, async () => {
      const reference = await meanScore(chessReference, preset, 25);
      const heuristic = await meanScore(chessHeuristic, preset, 25);
      const random = await meanScore(randomPlayer, preset, 25);
      expect(reference).toBeGreaterThan(4.5);
      expect(reference).toBeGreaterThan(heuristic + 1);
      expect(heuristic).toBeGreaterThan(random + 0.5);
    });
  }
});
