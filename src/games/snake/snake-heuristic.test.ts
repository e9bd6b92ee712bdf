import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { snakeDoNothing } from './snake-do-nothing.js';
import { snakeGame } from './snake-game.js';
import { chooseSnakeMove, snakeHeuristic } from './snake-heuristic.js';
import type { SnakeState } from './snake-state.js';
import { snakeScenario } from './test-snake-scenario.js';

/** Uniformly random legal actions (END included), as the built-in random agent plays. */
const randomPlayer: AgentFactory = (context) => {
  const rng = rngFromSeed(context.seed);
  return { name: 'random', act: (turn) => ({ action: rng.pick(turn.legalActions) }) };
};

async function meanScore(factory: AgentFactory, preset: string, episodes: number): Promise<number> {
  const params = resolveParams(snakeGame, preset);
  let total = 0;
  for (let seed = 0; seed < episodes; seed++) {
    const agent = factory({ game: snakeGame, params, seat: 0, players: 1, seed, options: {} });
    const record = await playMatch({ game: snakeGame, params, seed, seats: [{ spec: agent.name, agent }] });
    expect(record.end.status).toBe('finished');
    total += record.end.scores?.[0] ?? 0;
  }
  return total / episodes;
}

function choose(state: SnakeState) {
  return chooseSnakeMove(snakeGame.observe(state, 0));
}

describe('snake heuristic', () => {
  it('takes the shortest way around an obstacle to the apple and expects a reward when it eats', () => {
    const state = snakeScenario([
      '########', //
      '#.A....#',
      '#.XXXX.#',
      '#...H..#',
      '#......#',
      '########',
    ]);
    expect(choose(state)).toEqual({ action: 'LEFT', selfScore: 0 });
    const next = snakeScenario(['#######', '#.....#', '#.SSHA#', '#.....#', '#######']);
    expect(choose(next)).toEqual({ action: 'RIGHT', selfScore: 1 });
  });

  it('never reverses, even towards an apple behind it', () => {
    const state = snakeScenario(['#######', '#.....#', '#ASSH.#', '#.....#', '#######']);
    expect(choose(state).action).not.toBe('LEFT');
  });

  it('does not eat an apple in a pocket it could not leave', () => {
    const state = snakeScenario([
      '########', //
      '#..XAX.#',
      '#SSSHX.#',
      '#......#',
      '#......#',
      '########',
    ]);
    expect(choose(state)).toEqual({ action: 'DOWN', selfScore: 0 });
  });

  it('matches its golden playthrough, where the snake eats, grows and new apples appear', async () => {
    const params = resolveParams(snakeGame, 'eval', { maxSteps: 24 });
    let state = snakeGame.setup(params, 1, 1);
    const lines = [
      `# snake v${snakeGame.version}, preset eval, seed 1, heuristic agent`,
      `# params ${JSON.stringify(params)}`,
    ];
    while (snakeGame.toAct(state).length > 0) {
      const choice = choose(state);
      lines.push('', `## step ${state.step}`, snakeGame.text.observation(snakeGame.observe(state, 0), 0));
      lines.push(`### action: ${snakeGame.text.action(choice.action)} (self-score ${choice.selfScore})`);
      state = snakeGame.apply(state, [choice.action]);
    }
    lines.push('', `## step ${state.step}`, snakeGame.text.observation(snakeGame.observe(state, 0), 0));
    lines.push(`### outcome: ${JSON.stringify(snakeGame.outcome(state))}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./golden/heuristic-eval-seed1.txt');
  });

  it("scores far better than random play on both presets, above the paper's checkpoint means of 13-14 on eval", async () => {
    for (const preset of ['explore', 'eval']) {
      const heuristic = await meanScore(snakeHeuristic, preset, 100);
      const random = await meanScore(randomPlayer, preset, 100);
      expect(heuristic).toBeGreaterThan(14);
      expect(random).toBeLessThan(1);
    }
  });

  it('do-nothing keeps the current direction, so it scores almost nothing', async () => {
    const state = snakeScenario(['#######', '#.....#', '#.SSH.#', '#.....#', '#######']);
    const agent = snakeDoNothing({ game: snakeGame, params: {}, seat: 0, players: 1, seed: 0, options: {} });
    const turn = { observation: snakeGame.observe(state, 0) } as Parameters<typeof agent.act>[0];
    expect(agent.act(turn)).toEqual({ action: 'RIGHT', selfScore: 0 });
    expect(await meanScore(snakeDoNothing, 'eval', 50)).toBeLessThan(1);
  });
});
