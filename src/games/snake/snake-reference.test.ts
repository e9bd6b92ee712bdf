import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import type { AgentFactory } from '../../core/agent.js';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { replayStates } from '../../core/replay-states.js';
import { rngFromSeed } from '../../core/rng.js';
import { snakeGame } from './snake-game.js';
import { snakeHeuristic } from './snake-heuristic.js';
import { chooseSnakeReferenceMove, snakeReference } from './snake-reference.js';
import type { SnakeState } from './snake-state.js';
import { snakeScenario } from './test-snake-scenario.js';

async function play(factory: AgentFactory, preset: string, seed: number): Promise<MatchRecord> {
  const params = resolveParams(snakeGame, preset);
  const agent = factory({ game: snakeGame, params, seat: 0, players: 1, seed, options: {} });
  return playMatch({ game: snakeGame, params, seed, seats: [{ spec: agent.name, agent }] });
}

async function scores(factory: AgentFactory, preset: string, episodes: number): Promise<number[]> {
  const all: number[] = [];
  for (let seed = 0; seed < episodes; seed++) all.push((await play(factory, preset, seed)).end.scores?.[0] ?? 0);
  return all;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('snake reference', () => {
  it('plays only legal moves, never reversing or ending early, under both presets', async () => {
    for (const preset of ['explore', 'eval']) {
      for (const seed of [0, 1, 2]) {
        const record = await play(snakeReference, preset, seed);
        expect(record.end.status).toBe('finished');
        const moves = record.steps.flatMap((step) => step.moves);
        expect(moves.filter((move) => move.invalid || move.fallback)).toEqual([]);
        expect(moves.map((move) => move.text)).not.toContain('END');
        expect(moves).toHaveLength(64);
        const results = [...replayStates(snakeGame, record)].map(({ state }) => (state as SnakeState).last);
        expect(results.filter((last) => last?.result === 'reverse' || last?.reversed)).toEqual([]);
      }
    }
  });

  it('eats more apples than the heuristic and far more than random over the same 10 eval seeds', async () => {
    const reference = await scores(snakeReference, 'eval', 10);
    const heuristic = await scores(snakeHeuristic, 'eval', 10);
    const random = await scores(randomAgent, 'eval', 10);
    expect(mean(reference)).toBeGreaterThan(mean(heuristic) + 1);
    expect(mean(reference)).toBeGreaterThan(mean(random) + 15);
  });

  it('plays the same game again from the same seed', async () => {
    const first = await play(snakeReference, 'eval', 7);
    const again = await play(snakeReference, 'eval', 7);
    expect(again.steps).toEqual(first.steps);
  });

  it('expects a reward only when the move eats an apple', () => {
    const state = snakeScenario(['#######', '#.....#', '#.SSHA#', '#.....#', '#######']);
    expect(chooseSnakeReferenceMove(snakeGame.observe(state, 0), rngFromSeed(1))).toEqual({
      action: 'RIGHT',
      selfScore: 1,
    });
  });
});
