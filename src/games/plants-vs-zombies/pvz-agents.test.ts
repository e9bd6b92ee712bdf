import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { pvzDoNothing } from './pvz-do-nothing.js';
import { pvzGame } from './pvz-game.js';
import { choosePvzHeuristic, pvzHeuristic } from './pvz-heuristic.js';
import { planPvzTurn, pvzReference } from './pvz-reference.js';
import type { PvzState } from './pvz-state.js';
import { pvzScenario } from './test-pvz-scenario.js';

/** Uniformly random legal actions (END included), as the built-in random agent plays. */
const randomPlayer: AgentFactory = (context) => {
  const rng = rngFromSeed(context.seed);
  return { name: 'random', act: (turn) => ({ action: rng.pick(turn.legalActions) }) };
};

async function meanScore(factory: AgentFactory, preset: string, episodes: number): Promise<number> {
  const params = resolveParams(pvzGame, preset);
  let total = 0;
  for (let seed = 0; seed < episodes; seed++) {
    const agent = factory({ game: pvzGame, params, seat: 0, players: 1, seed, options: {} });
    const record = await playMatch({ game: pvzGame, params, seed, seats: [{ spec: agent.name, agent }] });
    expect(record.end.status).toBe('finished');
    total += record.end.scores?.[0] ?? 0;
  }
  return total / episodes;
}

function heuristicText(state: PvzState): string {
  return pvzGame.text.action(choosePvzHeuristic(pvzGame.observe(state, 0)).action);
}

function referenceText(state: PvzState): string {
  return pvzGame.text.action(planPvzTurn(pvzGame.observe(state, 0)).action);
}

describe('plants-vs-zombies heuristic', () => {
  it('puts a Wall-nut on a zombie within two columns of the house, else a Peashooter in a zombie row without one', () => {
    expect(heuristicText(pvzScenario(['X.....', 'X..N..', 'XW.N..'], { sun: 200 }))).toBe('W 1 1');
    expect(heuristicText(pvzScenario(['X.....', 'XW....', 'X.N...'], { sun: 200 }))).toBe('J 2 2');
  });

  it('plants a Sunflower in column 0 while no zombie needs an answer, and waits when it cannot pay', () => {
    expect(heuristicText(pvzScenario(['X.....', '......', '....N.'], { sun: 60 }))).toBe('X 1 0');
    expect(heuristicText(pvzScenario(['X.....', '......', '....N.'], { sun: 40 }))).toBe('none');
  });

  it('expects no reward for a turn it cannot survive', () => {
    expect(choosePvzHeuristic(pvzGame.observe(pvzScenario(['N.....']), 0)).selfScore).toBe(0);
    expect(choosePvzHeuristic(pvzGame.observe(pvzScenario(['.....N']), 0)).selfScore).toBe(1);
  });
});

describe('plants-vs-zombies reference planner', () => {
  it('holds a zombie in the last column with a Wall-nut on its cell', () => {
    expect(referenceText(pvzScenario(['XXXW.N', 'XXX...', 'XXX...'], { sun: 50, turn: 6 }))).toBe('J 0 5');
  });

  it('burns a lane with a Fire Chili when a strong zombie is about to get through', () => {
    const state = pvzScenario(['XXX...', '.R....', 'XXX...'], { sun: 300, turn: 21, zombieHp: 30 });
    expect(referenceText(state)).toBe('F 1 0');
    const plan = planPvzTurn(pvzGame.observe(state, 0));
    expect(plan.selfScore).toBe(1);
    expect(plan.note).toContain('defend F 1');
  });

  it('plants Sunflowers in the back columns early in the game', () => {
    expect(referenceText(pvzScenario(['......', '......', '......'], { sun: 100 }))).toBe('X 0 0; X 1 0');
  });
});

describe('plants-vs-zombies do-nothing player', () => {
  it("scores exactly 6 on eval and 7 on explore for every seed: the turn-0 zombie crosses the lawn's width", async () => {
    for (const [preset, expected] of [
      ['eval', 6],
      ['explore', 7],
    ] as const) {
      const params = resolveParams(pvzGame, preset);
      for (let seed = 0; seed < 200; seed++) {
        let state = pvzGame.setup(params, seed, 1);
        while (pvzGame.toAct(state).length > 0) state = pvzGame.apply(state, [{ type: 'plant', placements: [] }]);
        expect(state).toMatchObject({ end: 'zombie-through', score: expected });
      }
      expect(await meanScore(pvzDoNothing, preset, 5)).toBe(expected);
    }
  });
});

describe('plants-vs-zombies agents', () => {
  it('rank reference above heuristic above random on both presets', async () => {
    for (const preset of ['explore', 'eval']) {
      const reference = await meanScore(pvzReference, preset, 20);
      const heuristic = await meanScore(pvzHeuristic, preset, 20);
      const random = await meanScore(randomPlayer, preset, 20);
      expect(reference).toBeGreaterThan(heuristic + 10);
      expect(heuristic).toBeGreaterThan(random + 20);
    }
  });

  it('matches the reference golden playthrough: Sunflowers first, then Wall-nuts holding zombies in front of torched shooters', async () => {
    const params = resolveParams(pvzGame, 'eval', { maxSteps: 30 });
    let state = pvzGame.setup(params, 1, 1);
    const lines = [
      `# plants-vs-zombies v${pvzGame.version}, preset eval, seed 1, reference agent`,
      `# params ${JSON.stringify(params)}`,
    ];
    while (pvzGame.toAct(state).length > 0) {
      const plan = planPvzTurn(pvzGame.observe(state, 0));
      lines.push('', `## turn ${state.turn}`, pvzGame.text.observation(pvzGame.observe(state, 0), 0));
      lines.push(`### action: ${pvzGame.text.action(plan.action)} (self-score ${plan.selfScore}; ${plan.note})`);
      state = pvzGame.apply(state, [plan.action]);
    }
    lines.push('', '## end', pvzGame.text.observation(pvzGame.observe(state, 0), 0));
    lines.push(`### outcome: ${JSON.stringify(pvzGame.outcome(state))}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./golden/reference-eval-seed1.txt');
  });
});
