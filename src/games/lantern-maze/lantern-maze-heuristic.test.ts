import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import type { Agent } from '../../core/agent.js';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { lanternMazeGame } from './lantern-maze-game.js';
import { lanternMazeHeuristic } from './lantern-maze-heuristic.js';

const params = resolveParams(lanternMazeGame, 'default');

function agent(kind: 'heuristic' | 'random', seat: number, seed: number): Agent {
  const context = { game: lanternMazeGame, params, seat, players: 2, seed: seed * 2 + seat, options: {} };
  return kind === 'heuristic' ? lanternMazeHeuristic(context) : randomAgent(context);
}

function play(kinds: readonly ['heuristic' | 'random', 'heuristic' | 'random'], seed: number): Promise<MatchRecord> {
  return playMatch({
    game: lanternMazeGame,
    params,
    seed,
    seats: kinds.map((kind, seat) => ({ spec: kind, agent: agent(kind, seat, seed) })),
  });
}

describe('lantern-maze heuristic', () => {
  it('beats a random player clearly over 20 seeds, from either seat', async () => {
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const seat = seed % 2;
      const record = await play(seat === 0 ? ['heuristic', 'random'] : ['random', 'heuristic'], seed);
      const scores = record.end.scores ?? [];
      if ((scores[seat] as number) > (scores[1 - seat] as number)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });

  it('plays the same full default match twice for the same seed and agents', async () => {
    const first = await play(['heuristic', 'heuristic'], 3);
    const second = await play(['heuristic', 'heuristic'], 3);
    expect(first.end.status).toBe('finished');
    expect(first.steps.length).toBeGreaterThan(100);
    expect(JSON.stringify(second.steps)).toBe(JSON.stringify(first.steps));
    expect(second.end.scores).toEqual(first.end.scores);
  });
});
