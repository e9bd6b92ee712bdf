import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { nightOrchardGame } from './night-orchard-game.js';
import { chooseFoxAction, chooseKeeperAction, orchardHeuristic } from './night-orchard-heuristic.js';
import type { FoxAction, KeeperAction } from './night-orchard-state.js';
import { orchardScenario } from './test-night-orchard-scenario.js';

/** Uniformly random legal actions, as the built-in random agent plays. */
const randomPlayer: AgentFactory = (context) => {
  const rng = rngFromSeed(context.seed);
  return { name: 'random', act: (turn) => ({ action: rng.pick(turn.legalActions) }) };
};

const params = resolveParams(nightOrchardGame, 'standard');

async function play(fox: AgentFactory, keeper: AgentFactory, seed: number) {
  const seats = [fox, keeper].map((factory, seat) => {
    const agent = factory({ game: nightOrchardGame, params, seat, players: 2, seed: seed * 2 + seat, options: {} });
    return { spec: agent.name, agent };
  });
  return playMatch({ game: nightOrchardGame, params, seed, seats });
}

describe('night-orchard heuristic', () => {
  it('steps away from a hound about to catch it rather than towards the fruit behind it', () => {
    const state = orchardScenario(['#########', '#..o1F..#', '#.#####.#', '#2.....3#', '#########']);
    const legal = nightOrchardGame.legalActions(state, 0) as FoxAction[];
    expect(chooseFoxAction(nightOrchardGame.observe(state, 0), legal)).toEqual({ move: 'right' });
  });

  it('sends the hound next to the fox onto it', () => {
    const state = orchardScenario(['#########', '#....1F.#', '#.#####.#', '#2.....3#', '#########']);
    const legal = nightOrchardGame.legalActions(state, 1) as KeeperAction[];
    expect(chooseKeeperAction(nightOrchardGame.observe(state, 1), legal).moves[0]).toBe('right');
  });

  it('wins clearly against random play in both roles over 20 matches', async () => {
    let wins = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const asFox = await play(orchardHeuristic, randomPlayer, seed);
      const asKeeper = await play(randomPlayer, orchardHeuristic, seed);
      if (asFox.end.scores?.[0] === 1) wins++;
      if (asKeeper.end.scores?.[1] === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });

  it('plays the same full match again from the same seed', async () => {
    const first = await play(orchardHeuristic, orchardHeuristic, 4);
    const second = await play(orchardHeuristic, orchardHeuristic, 4);
    expect(first.end.status).toBe('finished');
    expect(first.steps.length).toBeGreaterThan(10);
    expect(JSON.stringify(second.steps)).toBe(JSON.stringify(first.steps));
    expect(second.end).toEqual(first.end);
  });
});
