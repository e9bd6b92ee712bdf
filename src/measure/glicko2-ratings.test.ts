// Reference values: Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf, 2013), and
// src/measure/reference/vectors.py (mpmath, 50 digits, bisection for the volatility step: independent of the package).
import { describe, expect, it } from 'vitest';
import { glicko2Ratings, ratingPeriods } from './glicko2-ratings.js';
import type { PairwiseResult } from './pairwise-results.js';

let counter = 0;
function game(a: string, b: string, score: 0 | 0.5 | 1): PairwiseResult {
  counter++;
  return { matchId: `m${String(counter).padStart(4, '0')}`, game: 'g', a, b, score };
}

const glickmanPlayers = {
  p1: { rating: 1500, deviation: 200, volatility: 0.06 },
  p2: { rating: 1400, deviation: 30, volatility: 0.06 },
  p3: { rating: 1550, deviation: 100, volatility: 0.06 },
  p4: { rating: 1700, deviation: 300, volatility: 0.06 },
};

function line(lines: ReturnType<typeof glicko2Ratings>, agent: string) {
  const found = lines.find((entry) => entry.agent === agent);
  if (!found) throw new Error(`no line for ${agent}`);
  return found;
}

describe('glicko2Ratings', () => {
  it("reproduces Glickman's published example (1464.06 / 151.52 / 0.05999)", () => {
    const lines = glicko2Ratings([[game('p1', 'p2', 1), game('p1', 'p3', 0), game('p1', 'p4', 0)]], {
      tau: 0.5,
      initial: glickmanPlayers,
    });
    const p1 = line(lines, 'p1');
    expect(p1.rating).toBeCloseTo(1464.05, 1);
    expect(p1.deviation).toBeCloseTo(151.52, 2);
    expect(p1.volatility).toBeCloseTo(0.05999, 4);
    // The full-precision values and the opponents' updates, from vectors.py.
    expect(p1.rating).toBeCloseTo(1464.05067053909, 6);
    expect(p1.deviation).toBeCloseTo(151.516524124304, 6);
    expect(p1.volatility).toBeCloseTo(0.0599959844006778, 9);
    expect(line(lines, 'p4').rating).toBeCloseTo(1784.4217901321, 6);
    expect(line(lines, 'p4').deviation).toBeCloseTo(251.565564532272, 6);
    expect(line(lines, 'p2').deviation).toBeCloseTo(31.6702152814592, 6);
  });

  it('reproduces the all-wins variant of the example (glicko2js test: 1685.7 / 151.52 / 0.06000)', () => {
    const lines = glicko2Ratings([[game('p1', 'p2', 1), game('p1', 'p3', 1), game('p1', 'p4', 1)]], {
      initial: glickmanPlayers,
    });
    expect(line(lines, 'p1').rating).toBeCloseTo(1685.72145039499, 6);
    expect(line(lines, 'p1').deviation).toBeCloseTo(151.516557042648, 6);
    expect(line(lines, 'p1').volatility).toBeCloseTo(0.0600043923961839, 9);
  });

  it('grows the deviation of an agent that sits out a period to √(φ² + σ²)', () => {
    const first = glicko2Ratings([[game('a', 'b', 1)]]);
    const second = glicko2Ratings([[game('a', 'b', 1)], [game('b', 'c', 0.5)]]);
    const before = line(first, 'a');
    const after = line(second, 'a');
    expect(after.rating).toBe(before.rating);
    expect(after.volatility).toBe(before.volatility);
    expect(after.deviation).toBeCloseTo(Math.sqrt(before.deviation ** 2 + (before.volatility * 173.7178) ** 2), 9);
    expect(line(second, 'c').games).toBe(1);
  });

  it('matches an independently computed three-period vector with a sit-out (vectors.py)', () => {
    const periods = [
      [game('A', 'B', 1), game('C', 'D', 0.5), game('A', 'C', 1)],
      [game('B', 'C', 1), game('D', 'B', 1), game('C', 'D', 0.5)],
      [game('A', 'D', 1), game('D', 'A', 1)],
    ];
    const expected = {
      A: [1659.3878565479, 202.69211018608, 0.0599985427657513],
      B: [1386.65187854653, 219.339858685965, 0.0599977310191815],
      C: [1304.07202376019, 203.61182363715, 0.0599970842917603],
      D: [1607.68339235026, 186.957971419264, 0.0599954311867803],
    };
    const lines = glicko2Ratings(periods);
    expect(lines.map((entry) => entry.agent)).toEqual(['A', 'D', 'B', 'C']);
    for (const [agent, [rating, deviation, volatility]] of Object.entries(expected)) {
      expect(line(lines, agent).rating).toBeCloseTo(rating as number, 6);
      expect(line(lines, agent).deviation).toBeCloseTo(deviation as number, 6);
      expect(line(lines, agent).volatility).toBeCloseTo(volatility as number, 9);
    }
  });

  // At τ = 1.2 this upset gives f (step 5) three roots, σ ≈ 0.0653, 0.325 and 1.545; the paper's Illinois iteration,
  // which the package and vectors.py follow, takes the one nearest the old volatility.
  it('uses τ: the same upset moves volatility more as τ grows (vectors.py)', () => {
    const upset = [Array.from({ length: 10 }, () => game('P', 'Q', 0))];
    const initial = {
      P: { rating: 1500, deviation: 50, volatility: 0.06 },
      Q: { rating: 1200, deviation: 50, volatility: 0.06 },
    };
    const low = line(glicko2Ratings(upset, { tau: 0.3, initial }), 'P');
    expect(low.rating).toBeCloseTo(1386.85926972689, 6);
    expect(low.deviation).toBeCloseTo(48.4929649702258, 6);
    expect(low.volatility).toBeCloseTo(0.0602732074359098, 9);
    const middle = line(glicko2Ratings(upset, { initial }), 'P');
    expect(middle.volatility).toBeCloseTo(0.0607746897764282, 9);
    const high = line(glicko2Ratings(upset, { tau: 1.2, initial }), 'P');
    expect(high.rating).toBeCloseTo(1386.1089688194, 6);
    expect(high.deviation).toBeCloseTo(48.6534915702432, 6);
    expect(high.volatility).toBeCloseTo(0.0653431034028672, 9);
  });

  it('batches periods by matches, never splitting one, in match-id order', () => {
    const results = [game('a', 'b', 1), game('a', 'c', 1), game('b', 'c', 0)];
    const shared = { ...results[0], b: 'c' } as PairwiseResult;
    expect(ratingPeriods(results).length).toBe(1);
    expect(ratingPeriods(results, 2).map((period) => period.length)).toEqual([2, 1]);
    expect(
      ratingPeriods([results[0] as PairwiseResult, shared, results[1] as PairwiseResult], 1).map((p) => p.length),
    ).toEqual([2, 1]);
    expect(() => ratingPeriods(results, 0)).toThrow(RangeError);
  });

  it('cuts periods in play order (seq), not match-id order, so a period holds the games played together', () => {
    // Match ids are hashes: id order is unrelated to when matches finished.
    const played = [
      { ...game('a', 'b', 1), matchId: 'z-first', seq: 1 },
      { ...game('a', 'b', 1), matchId: 'm-second', seq: 2 },
      { ...game('b', 'a', 1), matchId: 'a-third', seq: 3 },
      { ...game('b', 'a', 1), matchId: 'k-fourth', seq: 4 },
    ];
    const byId = [...played].sort((x, y) => (x.matchId < y.matchId ? -1 : 1));
    expect(ratingPeriods(byId, 2).map((period) => period.map((result) => result.matchId))).toEqual([
      ['z-first', 'm-second'],
      ['a-third', 'k-fourth'],
    ]);
    // Winning early and losing late is not the same history as the reverse: ratings must follow the play order.
    const inOrder = glicko2Ratings([played.slice(0, 2), played.slice(2)]);
    expect(glicko2Ratings(ratingPeriods(byId, 2))).toEqual(inOrder);
    expect(line(inOrder, 'b').rating).toBeGreaterThan(line(inOrder, 'a').rating);
  });

  it('keeps a starting rating of 0 instead of replacing it with the default', () => {
    const lines = glicko2Ratings([[]], { initial: {}, start: { rating: 0, deviation: 350, volatility: 0.06 } });
    expect(lines).toEqual([]);
    const played = glicko2Ratings([[game('a', 'b', 0.5)]], { start: { rating: 0, deviation: 350, volatility: 0.06 } });
    expect(line(played, 'a').rating).toBeCloseTo(0, 9);
  });
});
