import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
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
  it('puts a Wall-nut right in front of a zombie within two columns of the house', () => {
    expect(heuristicText(pvzScenario(['X.....|.', 'X..Z..|.', 'XW.Z..|.'], { sun: 200 }))).toBe('W 1 1');
    expect(heuristicText(pvzScenario(['X.....|.', 'XW....|.', 'X..Z..|.'], { sun: 200, zombies: [] }))).toBe('W 2 1');
    expect(heuristicText(pvzScenario(['X.....|.', 'XW.Z..|.', 'X.Z...|.'], { sun: 200 }))).toBe('J 2 1');
  });

  it('plants a Sunflower in column 0 while no zombie needs an answer, and waits when it cannot pay', () => {
    expect(heuristicText(pvzScenario(['X.....|.', '......|.', '......|.'], { sun: 60 }))).toBe('X 1 0');
    expect(heuristicText(pvzScenario(['X.....|.', '......|.', '....Z.|.'], { sun: 60 }))).toBe('X 1 0');
    expect(heuristicText(pvzScenario(['X.....|.', '......|.', '....Z.|.'], { sun: 40 }))).toBe('none');
  });

  it('expects no reward for a turn it cannot survive', () => {
    const lost = pvzScenario(['Z.....|.']);
    expect(choosePvzHeuristic(pvzGame.observe(lost, 0)).selfScore).toBe(0);
    expect(choosePvzHeuristic(pvzGame.observe(pvzScenario(['......|Z']), 0)).selfScore).toBe(1);
  });
});

describe('plants-vs-zombies reference planner', () => {
  it('holds a zombie entering the lawn with a Wall-nut in the front column', () => {
    const state = pvzScenario(['XW....|Z', 'X.....|.', 'X.....|.'], { sun: 50, turn: 5 });
    expect(referenceText(state)).toBe('J 0 5');
  });

  it('burns a lane with the Fire Chili when a zombie is about to get through and no single plant would stop it for good', () => {
    const state = pvzScenario(['X.....|.', '.Z....|.', 'X.....|.'], { sun: 150, turn: 20, zombieHp: 30 });
    expect(referenceText(state)).toMatch(/^F 1 \d$/);
    const plan = planPvzTurn(pvzGame.observe(state, 0));
    expect(plan.selfScore).toBe(1);
    expect(plan.note).toContain('defend F 1');
  });

  it('plants Sunflowers in the back column early in the game', () => {
    expect(referenceText(pvzScenario(['......|.', '......|.', '......|.'], { sun: 100 }))).toBe('X 0 0; X 1 0');
  });
});

describe('plants-vs-zombies agents', () => {
  it('rank reference above heuristic above random on both presets', async () => {
    for (const preset of ['explore', 'eval']) {
      const reference = await meanScore(pvzReference, preset, 20);
      const heuristic = await meanScore(pvzHeuristic, preset, 20);
      const random = await meanScore(randomPlayer, preset, 20);
      expect(reference).toBeGreaterThan(heuristic + 10);
      expect(heuristic).toBeGreaterThan(random + 5);
    }
  });

  it('matches the reference golden playthrough: Sunflowers first, then Wall-nuts holding each wave in front of the shooters', async () => {
    const params = resolveParams(pvzGame, 'eval', { maxSteps: 30 });
    let state = pvzGame.setup(params, 1, 1);
    const lines = [
      `# plants-vs-zombies v${pvzGame.version}, preset eval, seed 1, reference agent`,
      `# params ${JSON.stringify(params)}`,
    ];
    while (pvzGame.toAct(state).length > 0) {
      const plan = planPvzTurn(pvzGame.observe(state, 0));
      lines.push('', `## turn ${state.turn + 1}`, pvzGame.text.observation(pvzGame.observe(state, 0), 0));
      lines.push(`### action: ${pvzGame.text.action(plan.action)} (self-score ${plan.selfScore}; ${plan.note})`);
      state = pvzGame.apply(state, [plan.action]);
    }
    lines.push('', '## end', pvzGame.text.observation(pvzGame.observe(state, 0), 0));
    lines.push(`### outcome: ${JSON.stringify(pvzGame.outcome(state))}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./golden/reference-eval-seed1.txt');
  });
});
