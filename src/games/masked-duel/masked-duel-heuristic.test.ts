import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { agentSeed, playMatch } from '../../core/play-match.js';
import { maskedDuelGame } from './masked-duel-game.js';
import { chooseDuelAction, maskedDuelHeuristic, maskedDuelSilent } from './masked-duel-heuristic.js';
import { duelScenario, play, unit } from './test-masked-duel-scenario.js';

const params = resolveParams(maskedDuelGame, 'standard');

/** Plays `first` against `second` on `seed` with `first` in `seat`; returns the record. */
async function match(first: AgentFactory, second: AgentFactory, seed: number, seat: number) {
  const agents = [first, second].map((factory, index) =>
    factory({
      game: maskedDuelGame,
      params,
      seat: (seat + index) % 2,
      players: 2,
      seed: agentSeed(seed, index),
      options: {},
    }),
  );
  const seats = seat === 0 ? agents : [...agents].reverse();
  return playMatch({ game: maskedDuelGame, params, seed, seats: seats.map((agent) => ({ spec: agent.name, agent })) });
}

/** Points of `first` (win 1, draw ½) over `seeds` seeds in both seat orders. */
async function points(first: AgentFactory, second: AgentFactory, seeds: number): Promise<number> {
  let total = 0;
  for (let seed = 1; seed <= seeds; seed += 1) {
    for (const seat of [0, 1]) {
      const score = (await match(first, second, seed, seat)).end.scores?.[seat] ?? 0;
      total += score > 0 ? 1 : score === 0 ? 0.5 : 0;
    }
  }
  return total;
}

describe('masked-duel heuristic', () => {
  it('asserts a type it has deduced for certain', () => {
    const state = play(
      duelScenario(
        [
          ['owl', 'brute'],
          ['warden', 'moth'],
        ],
        { turn: 1 },
      ),
      {
        kind: 'skill',
        unit: 1,
        target: 0,
      },
    );
    const seen = maskedDuelGame.observe(state, 0);
    expect(chooseDuelAction(seen, maskedDuelGame.legalActions(state, 0))).toEqual({
      kind: 'assert',
      slot: 1,
      type: 'moth',
    });
  });

  it('finishes off a unit it can kill rather than scratching a healthy one', () => {
    const state = duelScenario([['brute'], ['warden', unit('owl', { hp: 40, revealed: true })]]);
    const seen = maskedDuelGame.observe(state, 0);
    expect(chooseDuelAction(seen, maskedDuelGame.legalActions(state, 0))).toMatchObject({ target: 1 });
  });

  it('beats a random player clearly over 20 seeds in both seats', async () => {
    expect(await points(maskedDuelHeuristic, randomAgent, 20)).toBeGreaterThanOrEqual(36);
  });

  it('beats its own assertion-free (silent) variant', async () => {
    expect(await points(maskedDuelHeuristic, maskedDuelSilent, 10)).toBeGreaterThanOrEqual(13);
  });

  it('plays a full default match deterministically: same seed and agents give the same record', async () => {
    const once = await match(maskedDuelHeuristic, maskedDuelHeuristic, 4, 0);
    const again = await match(maskedDuelHeuristic, maskedDuelHeuristic, 4, 0);
    expect(once.end).toEqual(again.end);
    expect(once.steps.map((step) => step.moves[0]?.text)).toEqual(again.steps.map((step) => step.moves[0]?.text));
    expect(once.end.status).toBe('finished');
  });
});
