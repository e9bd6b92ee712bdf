import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { myceliumGame } from './mycelium-game.js';
import { chooseMyceliumAction, myceliumHeuristic } from './mycelium-heuristic.js';
import { scenario } from './test-mycelium-scenario.js';

/** Uniformly random legal actions, as the built-in random agent plays. */
const randomPlayer: AgentFactory = (context) => {
  const rng = rngFromSeed(context.seed);
  return { name: 'random', act: (turn) => ({ action: rng.pick(turn.legalActions) }) };
};

/** One match of `factories` (seat 0 first) on `seed`. */
async function match(factories: readonly AgentFactory[], seed: number, preset?: string) {
  const params = resolveParams(myceliumGame, preset);
  const seats = factories.map((factory, seat) => {
    const agent = factory({ game: myceliumGame, params, seat, players: 2, seed: seed * 2 + seat, options: {} });
    return { spec: agent.name, agent };
  });
  return playMatch({ game: myceliumGame, params, seed, seats });
}

const choose = (state: ReturnType<typeof scenario>, seat = 0) =>
  chooseMyceliumAction(myceliumGame.observe(state, seat), myceliumGame.legalActions(state, seat), () => 0);

describe('mycelium heuristic', () => {
  it('grows onto a nutrient next to its tip', () => {
    const state = scenario(
      ['........', '........', '.X*.....', '........', '........', '.....O..', '........', '........'],
      {
        energy: [0, 0],
      },
    );
    expect(choose(state)).toEqual({ type: 'grow', tip: 0, dir: 'E' });
  });

  it('takes the enemy origin when it can afford it', () => {
    const state = scenario(['........', '........', '.XxOo...', '....o...', ...Array(4).fill('........')], {
      tips: [[[2, 2]], [[3, 4]]],
      energy: [6, 0],
    });
    expect(choose(state)).toEqual({ type: 'grow', tip: 0, dir: 'E' });
  });

  it('beats random clearly over 20 seeds, in both seats', async () => {
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const heuristicSeat = seed % 2;
      const factories = heuristicSeat === 0 ? [myceliumHeuristic, randomPlayer] : [randomPlayer, myceliumHeuristic];
      const record = await match(factories, seed, 'small');
      const scores = record.end.scores ?? [];
      if ((scores[heuristicSeat] ?? 0) > (scores[1 - heuristicSeat] ?? 0)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(19);
  });

  it('plays a full default match deterministically: same seed and agents, same record and outcome', async () => {
    const first = await match([myceliumHeuristic, myceliumHeuristic], 5);
    const second = await match([myceliumHeuristic, myceliumHeuristic], 5);
    expect(first.end.status).toBe('finished');
    expect(first.steps.length).toBeGreaterThan(100);
    expect(second.steps.map((step) => step.moves)).toEqual(first.steps.map((step) => step.moves));
    expect(second.end.scores).toEqual(first.end.scores);
  });
});
