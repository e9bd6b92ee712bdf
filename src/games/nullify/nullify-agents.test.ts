import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { nullifyGame } from './nullify-game.js';
import { chooseNullifyCombination, nullifyHeuristic } from './nullify-heuristic.js';
import { nullifyReference } from './nullify-reference.js';
import { frac, int, neg, nullifyScenario, sqrt } from './test-nullify-scenario.js';

/** Uniformly random legal actions (END included), as the built-in random agent plays. */
const randomPlayer: AgentFactory = (context) => {
  const rng = rngFromSeed(context.seed);
  return { name: 'random', act: (turn) => ({ action: rng.pick(turn.legalActions) }) };
};

async function meanScore(factory: AgentFactory, preset: string, episodes: number): Promise<number> {
  const params = resolveParams(nullifyGame, preset);
  let total = 0;
  for (let seed = 0; seed < episodes; seed++) {
    const agent = factory({ game: nullifyGame, params, seat: 0, players: 1, seed, options: {} });
    const record = await playMatch({ game: nullifyGame, params, seed, seats: [{ spec: agent.name, agent }] });
    expect(record.end.status).toBe('finished');
    total += record.end.scores?.[0] ?? 0;
  }
  return total / episodes;
}

describe('nullify heuristic', () => {
  it('cancels a pair that cancels now, expecting reward 1 when it clears the board', () => {
    const state = nullifyScenario([int(2), int(3), neg(sqrt(int(4)))]);
    expect(chooseNullifyCombination(state)).toEqual({ action: { type: 'combine', first: 0, second: 2 }, selfScore: 0 });
    expect(chooseNullifyCombination(nullifyScenario([int(3), neg(int(3))]))).toEqual({
      action: { type: 'combine', first: 0, second: 1 },
      selfScore: 1,
    });
  });

  it('else merges a pair whose product another unit cancels, else the smallest product', () => {
    const setup = nullifyScenario([int(5), int(2), int(3), neg(int(6))]);
    expect(chooseNullifyCombination(setup).action).toEqual({ type: 'combine', first: 1, second: 2 });
    const smallest = nullifyScenario([int(5), frac(1, 2), int(3), frac(1, 3)]);
    expect(chooseNullifyCombination(smallest).action).toEqual({ type: 'combine', first: 1, second: 3 });
  });
});

describe('nullify reference', () => {
  const turnOf = (state: ReturnType<typeof nullifyScenario>) =>
    ({ observation: state, legalActions: nullifyGame.legalActions(state, 0) }) as never;
  const context = { game: nullifyGame, params: {}, seat: 0, players: 1, seed: 0, options: {} } as never;

  it('plans a whole solution, expecting reward 1 only on the last combination', () => {
    const agent = nullifyReference(context);
    let state = nullifyScenario([int(2), sqrt(int(2)), neg(int(4)), int(3), sqrt(int(8)), neg(int(6))]);
    const selfScores: number[] = [];
    while (nullifyGame.toAct(state).length > 0) {
      const decision = agent.act(turnOf(state)) as { action: never; selfScore: number };
      selfScores.push(decision.selfScore);
      state = nullifyGame.apply(state, [decision.action]);
    }
    expect(state.end).toBe('cleared');
    expect(selfScores).toEqual([0, 0, 0, 1]);
  });

  it('replans when the board is not the one its plan expects, and falls back to the heuristic when none works', () => {
    const agent = nullifyReference(context);
    agent.act(turnOf(nullifyScenario([int(2), int(3), neg(int(6)), int(5), neg(int(5))])));
    const other = nullifyScenario([int(7), int(2), neg(int(14))]);
    expect(agent.act(turnOf(other))).toMatchObject({ action: { type: 'combine', first: 0, second: 1 } });
    const hopeless = nullifyScenario([int(2), int(3), int(5)]);
    expect(agent.act(turnOf(hopeless))).toMatchObject({ note: expect.stringMatching(/no plan \(unsolvable/) });
  });
});

describe('nullify players', () => {
  for (const preset of ['explore', 'eval']) {
    it(`rank reference > heuristic > random on the ${preset} preset`, async () => {
      const reference = await meanScore(nullifyReference, preset, 40);
      const heuristic = await meanScore(nullifyHeuristic, preset, 40);
      const random = await meanScore(randomPlayer, preset, 40);
      expect(reference).toBe(1);
      expect(heuristic).toBeLessThan(reference);
      expect(random).toBeLessThan(heuristic);
    });
  }
});
