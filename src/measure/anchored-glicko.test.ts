import { describe, expect, it } from 'vitest';
import { anchoredGlicko2, type RoundGame } from './anchored-glicko.js';
import { glicko2Ratings } from './glicko2-ratings.js';
import type { PairwiseResult } from './pairwise-results.js';

const anchors = {
  weak: { rating: 1300, deviation: 150, volatility: 0.06 },
  strong: { rating: 1700, deviation: 150, volatility: 0.06 },
};
const round = (agent: string, number: number, scores: readonly [0 | 0.5 | 1, 0 | 0.5 | 1]): RoundGame[] => [
  { agent, round: number, anchor: 'weak', score: scores[0] },
  { agent, round: number, anchor: 'strong', score: scores[1] },
];
const results = (games: readonly RoundGame[]): PairwiseResult[] =>
  games.map((game, index) => ({ matchId: String(index), game: '', a: game.agent, b: game.anchor, score: game.score }));

describe('anchoredGlicko2', () => {
  it('rates each round as one period against anchors held at their round-robin ratings', () => {
    const first = round('evolver', 1, [1, 0]);
    const second = round('evolver', 2, [1, 1]);
    const rows = anchoredGlicko2([...second, ...first], anchors);
    expect(rows.map((row) => [row.agent, row.round, row.games])).toEqual([
      ['evolver', 1, 2],
      ['evolver', 2, 2],
    ]);
    const one = glicko2Ratings([results(first)], { initial: anchors }).find((line) => line.agent === 'evolver');
    expect(rows[0]?.rating).toBeCloseTo(one?.rating as number, 9);
    expect(rows[0]?.deviation).toBeCloseTo(one?.deviation as number, 9);
    // Round 2 starts from round 1's rating against the anchors as they were, not as round 1 would have moved them.
    const held = {
      rating: one?.rating as number,
      deviation: one?.deviation as number,
      volatility: one?.volatility as number,
    };
    const two = glicko2Ratings([results(second)], { initial: { ...anchors, evolver: held } }).find(
      (line) => line.agent === 'evolver',
    );
    expect(rows[1]?.rating).toBeCloseTo(two?.rating as number, 9);
    const moving = glicko2Ratings([results(first), results(second)], { initial: anchors }).find(
      (line) => line.agent === 'evolver',
    );
    expect(Math.abs((rows[1]?.rating as number) - (moving?.rating as number))).toBeGreaterThan(1);
    // Beating the strong anchor raises the rating; the deviation shrinks as games accumulate.
    expect(rows[1]?.rating).toBeGreaterThan(rows[0]?.rating as number);
    expect(rows[1]?.deviation).toBeLessThan(rows[0]?.deviation as number);
  });

  it('keeps agents apart, leaves out games against non-anchors, and grows the deviation over a skipped round', () => {
    const games = [
      ...round('a', 1, [1, 0]),
      ...round('a', 3, [1, 0]),
      ...round('b', 1, [0, 0]),
      { agent: 'b', round: 1, anchor: 'a stranger', score: 1 } as const,
    ];
    const rows = anchoredGlicko2(games, anchors);
    expect(rows.map((row) => [row.agent, row.round, row.games])).toEqual([
      ['a', 1, 2],
      ['a', 3, 2],
      ['b', 1, 2],
    ]);
    expect(rows[2]?.rating).toBeLessThan(rows[0]?.rating as number);
    const after = rows[0] as NonNullable<(typeof rows)[0]>;
    const grown = Math.hypot(after.deviation, after.volatility * 173.7178);
    const expected = glicko2Ratings([results(round('a', 3, [1, 0]))], {
      initial: { ...anchors, a: { rating: after.rating, deviation: grown, volatility: after.volatility } },
    }).find((line) => line.agent === 'a');
    expect(rows[1]?.deviation).toBeCloseTo(expected?.deviation as number, 9);
  });
});
