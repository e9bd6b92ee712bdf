import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { nullifyDoNothing } from './nullify-do-nothing.js';
import { nullifyGame } from './nullify-game.js';
import { chooseNullifyCombination, nullifyHeuristic } from './nullify-heuristic.js';
import { nullifyReference } from './nullify-reference.js';
import { nullifyScenario, num, op, times } from './test-nullify-scenario.js';

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

const combine = (first: number, second: number) => ({ type: 'combine', first, second }) as const;

describe('nullify heuristic', () => {
  it('cancels two numbers that sum to 0, expecting reward 1 when that clears the board', () => {
    expect(chooseNullifyCombination(nullifyScenario([num('2'), num('3'), times(2), num('-2')]))).toEqual({
      action: combine(0, 3),
      selfScore: 0,
    });
    expect(chooseNullifyCombination(nullifyScenario([num('3'), num('-3')]))).toEqual({
      action: combine(0, 1),
      selfScore: 1,
    });
  });

  it('else makes a number that another number cancels, else works on the most complex number', () => {
    const setup = nullifyScenario([num('5'), num('2'), times(3), num('-6')]);
    expect(chooseNullifyCombination(setup).action).toEqual(combine(1, 2));
    // 347/100 is the most complex number; floor makes the smallest number from it.
    const complex = nullifyScenario([num('4'), op('sqrt'), num('347/100'), op('floor'), times(3)]);
    expect(chooseNullifyCombination(complex).action).toEqual(combine(2, 3));
  });

  it('adds a fraction back right after floor, and keeps working on the number it made', () => {
    const floored = nullifyGame.apply(nullifyScenario([num('9'), num('347/100'), op('floor'), num('47/100')]), [
      combine(1, 2),
    ]);
    expect(floored.units.at(-1)).toEqual(num('3'));
    expect(chooseNullifyCombination(floored).action).toEqual(combine(1, 2));
  });
});

describe('nullify reference', () => {
  const turnOf = (state: ReturnType<typeof nullifyScenario>) =>
    ({ observation: state, legalActions: nullifyGame.legalActions(state, 0) }) as never;
  const context = { game: nullifyGame, params: {}, seat: 0, players: 1, seed: 0, options: {} } as never;

  it('plans a whole solution, expecting reward 1 only on the last combination', () => {
    const agent = nullifyReference(context);
    let state = nullifyScenario([num('-2'), times(4), num('1/2'), op('floor'), num('-63/100'), op('square'), num('1')]);
    const selfScores: number[] = [];
    while (nullifyGame.toAct(state).length > 0) {
      const decision = agent.act(turnOf(state)) as { action: never; selfScore: number };
      selfScores.push(decision.selfScore);
      state = nullifyGame.apply(state, [decision.action]);
    }
    expect(state.end).toBe('cleared');
    expect(selfScores.at(-1)).toBe(1);
    expect(selfScores.slice(0, -1).every((score) => score === 0)).toBe(true);
  });

  it('replans when the board is not the one its plan expects, and falls back to the heuristic when none works', () => {
    const agent = nullifyReference(context);
    agent.act(turnOf(nullifyScenario([num('2'), times(3), num('-6')])));
    const other = nullifyScenario([num('7'), num('2'), num('-9')]);
    expect(agent.act(turnOf(other))).toMatchObject({ note: expect.stringMatching(/plan: 2 step/) });
    const hopeless = nullifyScenario([num('2'), num('3'), num('5')]);
    expect(agent.act(turnOf(hopeless))).toMatchObject({ note: expect.stringMatching(/no plan \(unsolvable/) });
  });
});

describe('nullify players', () => {
  it('do nothing: the do-nothing player answers END at once', async () => {
    const params = resolveParams(nullifyGame, 'eval');
    const agent = nullifyDoNothing({ game: nullifyGame, params, seat: 0, players: 1, seed: 0, options: {} });
    const record = await playMatch({ game: nullifyGame, params, seed: 0, seats: [{ spec: agent.name, agent }] });
    expect(record.steps).toHaveLength(1);
    expect(record.end).toMatchObject({ status: 'finished', scores: [0] });
  });

  for (const preset of ['explore', 'eval']) {
    it(`rank reference > heuristic > random on the ${preset} preset`, async () => {
      const reference = await meanScore(nullifyReference, preset, 30);
      const heuristic = await meanScore(nullifyHeuristic, preset, 30);
      const random = await meanScore(randomPlayer, preset, 30);
      expect(reference).toBe(1);
      expect(heuristic).toBeLessThan(reference);
      expect(random).toBeLessThan(heuristic);
    }, 60_000);
  }
});
