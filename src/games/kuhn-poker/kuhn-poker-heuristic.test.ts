import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import type { Agent, Turn } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { agentSeed, playMatch } from '../../core/play-match.js';
import { type KuhnState, kuhnPokerGame } from './kuhn-poker-game.js';
import { kuhnPokerHeuristic } from './kuhn-poker-heuristic.js';
import type { KuhnAction, KuhnCard } from './kuhn-poker-rules.js';
import { kuhnScenario } from './test-kuhn-scenario.js';

const params = resolveParams(kuhnPokerGame, 'match');

function heuristic(seed = 1, options: Record<string, string> = {}): Agent {
  return kuhnPokerHeuristic({ game: kuhnPokerGame, params, seat: 0, players: 2, seed, options });
}

function turnAt(state: KuhnState): Turn {
  const player = kuhnPokerGame.toAct(state)[0] ?? 0;
  return {
    game: kuhnPokerGame,
    params,
    player,
    step: 0,
    observation: kuhnPokerGame.observe(state, player),
    legalActions: kuhnPokerGame.legalActions(state, player),
    attempt: 0,
    signal: new AbortController().signal,
  } as Turn;
}

function frequency(
  agent: Agent,
  cards: readonly KuhnCard[],
  history: readonly KuhnAction[],
  action: KuhnAction,
): number {
  const turn = turnAt(kuhnScenario({ cards, history }));
  let count = 0;
  for (let trial = 0; trial < 3000; trial++) if ((agent.act(turn) as { action?: unknown }).action === action) count++;
  return count / 3000;
}

describe('kuhn-poker heuristic', () => {
  it('always calls with a king and always folds a jack against a bet', () => {
    const agent = heuristic();
    expect(frequency(agent, ['Q', 'K'], ['bet'], 'call')).toBe(1);
    expect(frequency(agent, ['Q', 'J'], ['bet'], 'fold')).toBe(1);
    expect(frequency(agent, ['J', 'Q'], ['check', 'bet'], 'fold')).toBe(1);
  });

  it("plays Kuhn's equilibrium mix: with alpha 1/3 it bluffs a jack a third of the time and always opens a king", () => {
    const agent = heuristic();
    expect(frequency(agent, ['K', 'J'], [], 'bet')).toBe(1);
    expect(frequency(agent, ['J', 'K'], [], 'bet')).toBeCloseTo(1 / 3, 1);
    expect(frequency(agent, ['Q', 'K'], ['check', 'bet'], 'call')).toBeCloseTo(2 / 3, 1);
    expect(frequency(agent, ['K', 'Q'], ['bet'], 'call')).toBeCloseTo(1 / 3, 1);
  });

  it('takes alpha from its options and rejects values outside [0, 1/3]', () => {
    expect(frequency(heuristic(1, { alpha: '0' }), ['J', 'K'], [], 'bet')).toBe(0);
    expect(() => heuristic(1, { alpha: '0.5' })).toThrow(/alpha .* \[0, 1\/3\]/);
  });

  it('beats a random player over a thousand hands', async () => {
    let total = 0;
    const matches = 100;
    for (let seed = 0; seed < matches; seed++) {
      const seat = seed % 2;
      const agents = [kuhnPokerHeuristic, randomAgent].map((factory, index) =>
        factory({
          game: kuhnPokerGame,
          params,
          seat: (seat + index) % 2,
          players: 2,
          seed: agentSeed(seed, index),
          options: {},
        }),
      );
      const seats = seat === 0 ? agents : [...agents].reverse();
      const record = await playMatch({
        game: kuhnPokerGame,
        params,
        seed,
        seats: seats.map((agent) => ({ spec: agent.name, agent })),
      });
      expect(record.end.status).toBe('finished');
      total += record.end.scores?.[seat] ?? 0;
    }
    // Exact expectation against uniform random play is +1/6 chip per hand; 1,000 hands put two standard errors near 0.1.
    const perHand = total / (matches * 10);
    expect(perHand).toBeGreaterThan(0.05);
  });
});
