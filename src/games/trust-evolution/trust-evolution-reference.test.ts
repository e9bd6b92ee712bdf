import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import type { AgentFactory } from '../../core/agent.js';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { trustEvolutionGame as game } from './trust-evolution-game.js';
import { trustEvolutionHeuristic } from './trust-evolution-heuristic.js';
import { chooseTrustReferenceMove, trustEvolutionReference } from './trust-evolution-reference.js';

async function play(factory: AgentFactory, preset: string, seed: number, opponent?: string): Promise<MatchRecord> {
  const params = resolveParams(game, preset, opponent ? { opponent } : {});
  const agent = factory({ game, params, seat: 0, players: 1, seed, options: {} });
  return playMatch({ game, params, seed, seats: [{ spec: agent.name, agent }] });
}

async function meanScore(factory: AgentFactory, preset: string, episodes: number, opponent?: string): Promise<number> {
  let total = 0;
  for (let seed = 0; seed < episodes; seed++)
    total += (await play(factory, preset, seed, opponent)).end.scores?.[0] ?? 0;
  return total / episodes;
}

describe('trust-evolution reference', () => {
  it('plays only legal moves and never ends early', async () => {
    for (const preset of ['explore', 'eval']) {
      for (const seed of [0, 1, 2, 3]) {
        const record = await play(trustEvolutionReference, preset, seed);
        expect(record.end.status).toBe('finished');
        const moves = record.steps.flatMap((step) => step.moves);
        expect(moves.filter((move) => move.invalid || move.fallback)).toEqual([]);
        expect(new Set(moves.map((move) => move.text))).not.toContain('END');
        expect(moves).toHaveLength(10);
      }
    }
  });

  it('beats random play by far and scores at least the heuristic on the same 100 seeds of each preset', async () => {
    for (const preset of ['explore', 'eval']) {
      const reference = await meanScore(trustEvolutionReference, preset, 100);
      expect(reference).toBeGreaterThan((await meanScore(randomAgent, preset, 100)) + 10);
      expect(reference).toBeGreaterThanOrEqual(await meanScore(trustEvolutionHeuristic, preset, 100));
    }
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
      expect(await meanScore(trustEvolutionReference, 'eval', 2, opponent)).toBe(points);
    });
  }

  it('values the whole game exactly: cheating every round against random earns 1.5 a round', () => {
    const choice = chooseTrustReferenceMove('random', [], 10);
    expect(choice.best).toBe('cheat');
    expect(choice.values.cheat).toBeCloseTo(15, 9);
    expect(choice.immediate).toBeCloseTo(1.5, 9);
  });

  it('collaborates first against the uniform prior, since most strategies reward it', () => {
    const choice = chooseTrustReferenceMove('uniform', [], 10);
    expect(choice.best).toBe('collaborate');
    expect(choice.values.collaborate).toBeGreaterThan(choice.values.cheat);
  });
});
