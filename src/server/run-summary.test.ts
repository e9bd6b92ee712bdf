import { describe, expect, it } from 'vitest';
import { plannedMatches } from './run-summary.js';

describe('plannedMatches', () => {
  it('reads the matches a spec schedules for each kind that says', () => {
    const contest = { agents: ['a', 'b', 'c'], gamesPerPair: 4, swapSeats: true };
    expect(plannedMatches('tournament', contest)).toBe(3 * 4 * 2);
    expect(plannedMatches('tournament', { ...contest, swapSeats: false })).toBe(3 * 4);
    expect(plannedMatches('episodes', { agents: ['a', 'b'], episodes: 5 })).toBe(10);
    expect(plannedMatches('s3gym', { agent: 'learner', games: ['snake'], episodes: 6, trials: 2 })).toBe(
      2 * (6 + 3 * 3),
    );
    const training = {
      checkpoints: [{ agent: 'llm:a' }, { agent: 'llm:b' }],
      games: ['snake', 'tetris'],
      evalEpisodes: 3,
    };
    expect(plannedMatches('s3gym-training', training)).toBe(2 * 2 * 3);
    const anchored = { agents: [{ spec: 'a' }], anchors: { ratings: { x: 1500, y: 1400 } }, rounds: 3 };
    expect(plannedMatches('anchored', { ...anchored, gamesPerAnchor: 2 })).toBe(3 * 1 * 2 * 2);
    expect(
      plannedMatches('demo', {
        contests: [contest],
        episodes: [{ agents: ['a'], episodes: 2 }],
        s3gym: { agent: 'learner', games: ['snake'], episodes: 3, evalEvery: 3, evalEpisodes: 1, trials: 1 },
      }),
    ).toBe(24 + 2 * 2 + (3 + 2));
  });

  it('is undefined for unknown kinds and unreadable specs', () => {
    expect(plannedMatches('explore-evaluate', {})).toBeUndefined();
    expect(plannedMatches('tournament', { agents: 'a' })).toBeUndefined();
    expect(plannedMatches('s3gym', { games: ['snake'] })).toBeUndefined();
    expect(plannedMatches('demo', null)).toBeUndefined();
    expect(plannedMatches('s3gym-training', { games: ['snake'] })).toBeUndefined();
  });
});
