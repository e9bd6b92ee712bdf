import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import type { Agent, AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { strategyNames } from './strategies.js';
import { trustEvolutionGame as game } from './trust-evolution-game.js';
import { bestReply, trustEvolutionHeuristic } from './trust-evolution-heuristic.js';

/** Collaborates or cheats at random, never END: a fairer random baseline than one that often stops early. */
const coinAgent: AgentFactory = (context): Agent => {
  const rng = rngFromSeed(context.seed);
  return { name: 'coin', act: () => ({ action: rng.chance(0.5) ? 'collaborate' : 'cheat' }) };
};

async function meanScore(factory: AgentFactory, opponent: string, episodes: number): Promise<number> {
  const params = resolveParams(game, 'eval', { opponent });
  let total = 0;
  for (let seed = 0; seed < episodes; seed++) {
    const agent = factory({ game, params, seat: 0, players: 1, seed, options: {} });
    const record = await playMatch({ game, params, seed, seats: [{ spec: agent.name, agent }] });
    expect(record.end.status).toBe('finished');
    total += record.end.scores?.[0] ?? Number.NaN;
  }
  return total / episodes;
}

describe('trust-evolution heuristic', () => {
  it('beats random play clearly over 200 eval episodes', async () => {
    const heuristic = await meanScore(trustEvolutionHeuristic, 'uniform', 200);
    const random = await meanScore(randomAgent, 'uniform', 200);
    const coin = await meanScore(coinAgent, 'uniform', 200);
    expect(heuristic).toBeGreaterThan(15);
    expect(heuristic).toBeGreaterThan(random + 10);
    expect(heuristic).toBeGreaterThan(coin + 5);
  });

  // The best 10-round totals against each known strategy (random: cheat every round, 15 expected).
  const best: Record<string, number> = {
    copycat: 21,
    'always-cheat': 0,
    'always-cooperate': 30,
    grudger: 21,
    detective: 21,
    copykitten: 26,
    simpleton: 21,
  };
  for (const [opponent, points] of Object.entries(best)) {
    it(`scores the best possible ${points} against a known ${opponent}`, async () => {
      expect(await meanScore(trustEvolutionHeuristic, opponent, 3)).toBe(points);
    });
  }

  it('cheats every round against a known random opponent', async () => {
    const params = resolveParams(game, 'eval', { opponent: 'random' });
    const agent = trustEvolutionHeuristic({ game, params, seat: 0, players: 1, seed: 0, options: {} });
    const record = await playMatch({ game, params, seed: 0, seats: [{ spec: 'heuristic', agent }] });
    expect(record.steps.map((step) => step.moves[0]?.text)).toEqual(Array(10).fill('cheat'));
  });

  it('reports its expected points this round as a self-score', async () => {
    const params = resolveParams(game, 'eval', { opponent: 'always-cooperate' });
    const agent = trustEvolutionHeuristic({ game, params, seat: 0, players: 1, seed: 0, options: {} });
    const record = await playMatch({ game, params, seed: 0, seats: [{ spec: 'heuristic', agent }] });
    expect(record.steps.map((step) => step.moves[0]?.selfScore)).toEqual(Array(10).fill(3));
  });

  it('plays a full two-seat match', async () => {
    const params = resolveParams(game, 'eval');
    const seats = [0, 1].map((seat) => {
      const agent = trustEvolutionHeuristic({ game, params, seat, players: 2, seed: seat, options: {} });
      return { spec: 'heuristic', agent };
    });
    const record = await playMatch({ game, params, seed: 1, seats });
    expect(record.end.status).toBe('finished');
    expect(record.steps).toHaveLength(10);
  });

  it('against detective, treats a first cheat in round 4 as unseen: detective cheats for ever, so it cheats too', () => {
    const c = 'collaborate' as const;
    const d = 'cheat' as const;
    const history = [c, c, c, d].map((own, round) => ({ own, other: ([c, d, c, c] as const)[round] ?? c }));
    expect(bestReply('detective', history, 'cheat', 6)).toBe('cheat');
    expect(bestReply('detective', [...history.slice(0, 2), { own: d, other: c }], 'collaborate', 7)).toBe(
      'collaborate',
    );
  });

  it('always cheats in the last round', () => {
    for (const strategy of strategyNames) {
      if (strategy !== 'random') expect(bestReply(strategy, [], 'collaborate', 1)).toBe('cheat');
    }
  });
});
