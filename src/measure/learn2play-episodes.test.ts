import { describe, expect, it } from 'vitest';
import type { Learn2PlayLabel } from '../core/match-label.js';
import type { MatchRecord, MatchStatus } from '../core/match-record.js';
import { learn2playEpisodes } from './learn2play-episodes.js';

function record(id: string, status: MatchStatus, score: number | null, moves: string[] = []): MatchRecord {
  return {
    formatVersion: 1,
    id,
    game: 'g',
    version: 1,
    params: {},
    seed: 0,
    seats: [{ agent: 'a', name: 'a' }],
    steps: moves.map((text) => ({
      moves: [{ player: 0, action: text, text, usage: { inputTokens: 10, outputTokens: 2, costUsd: 0.01 } }],
    })),
    end: { status, scores: score === null ? null : [score], stateHash: 'h' },
  };
}

const label = (trial: number, episode: number, role: Learn2PlayLabel['role']): Learn2PlayLabel => ({
  type: 'learn2play',
  game: 'g',
  experience: 'none',
  trial,
  episode,
  role,
});

describe('learn2playEpisodes', () => {
  it('pairs each agent episode with the solver’s on the same trial and episode, and normalises it', () => {
    const episodes = learn2playEpisodes([
      { label: label(0, 2, 'agent'), record: record('a2', 'finished', 3, ['x', 'y']) },
      { label: label(0, 1, 'reference'), record: record('r1', 'finished', 4) },
      { label: label(0, 1, 'agent'), record: record('a1', 'finished', 2, ['x']) },
      { label: label(0, 2, 'reference'), record: record('r2', 'finished', 0) },
      { label: label(1, 1, 'agent'), record: record('b1', 'infra', null) },
      { label: label(1, 1, 'reference'), record: record('s1', 'finished', 5) },
    ]);
    expect(
      episodes.map(({ trial, episode, raw, reference, normalised }) => [trial, episode, raw, reference, normalised]),
    ).toEqual([
      [0, 1, 2, 4, 50],
      [0, 2, 3, 0, null],
      [1, 1, null, 5, null],
    ]);
    expect(episodes[1]).toMatchObject({ actions: ['x', 'y'], tokens: 24, dollars: 0.02 });
  });
});
