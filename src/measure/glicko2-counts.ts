// Glicko-2 over one rating period from counts: every agent starts at the same rating, so a game's expected score and
// weight depend only on who played and how it went, and one period needs no order. It rates one-period leaderboards
// and every match-bootstrap resample (a redraw of counts); it reproduces the glicko2 package's one-period results
// (glicko2-ratings.ts, still the rater of several periods; tested).
import { type Glicko2Line, type Glicko2Options, glicko2Start } from './glicko2-ratings.js';
import type { ResultCount } from './result-counts.js';

/** Glickman's scale between the familiar ratings and Glicko-2's internal μ and φ. */
const scale = 173.7178;
/** The volatility iteration stops when its bracket is this narrow (as the glicko2 package). */
const epsilon = 1e-7;

/** Each agent's games and total score in one period. */
interface Played {
  games: number;
  score: number;
}

/**
 * Glicko-2 ratings after one period holding `counts`, everyone starting at `options.start` (default 1500, 350,
 * 0.06); sorted by rating, highest first (ties by agent). Equal to `glicko2Ratings([results])` for the results the
 * counts count. `options.initial` is not supported: ratings held before the period need the order-aware path.
 */
export function glicko2CountRatings(counts: readonly ResultCount[], options: Glicko2Options = {}): Glicko2Line[] {
  if (options.initial && Object.keys(options.initial).length > 0)
    throw new RangeError('glicko2CountRatings rates from a common start: use glicko2Ratings for initial ratings');
  const tau = options.tau ?? 0.5;
  if (!(tau > 0)) throw new RangeError(`tau must be positive, got ${tau}`);
  const start = options.start ?? glicko2Start;
  const played = new Map<string, Played>();
  const add = (agent: string, games: number, score: number) => {
    const entry = played.get(agent) ?? { games: 0, score: 0 };
    entry.games += games;
    entry.score += score;
    played.set(agent, entry);
  };
  for (const { a, b, score, count } of counts) {
    if (count <= 0) continue;
    add(a, count, score * count);
    add(b, count, (1 - score) * count);
  }
  const phi = start.deviation / scale;
  // Every opponent is at the start: the same g(φ), and an expected score of ½ (equal ratings).
  const g = 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
  return [...played.entries()]
    .map(([agent, { games, score }]) => {
      const v = 1 / (games * g * g * 0.25);
      const surprise = g * (score - games * 0.5);
      const delta = v * surprise;
      const volatility = newVolatility(phi, start.volatility, v, delta, tau);
      const before = Math.sqrt(phi * phi + volatility * volatility);
      const after = 1 / Math.sqrt(1 / (before * before) + 1 / v);
      return {
        agent,
        rating: start.rating + scale * after * after * surprise,
        deviation: scale * after,
        volatility,
        games,
      };
    })
    .sort((x, y) => y.rating - x.rating || (x.agent < y.agent ? -1 : 1));
}

/** Step 5 of Glickman's algorithm: the new volatility, by the Illinois method (with the 2022 revision's ≤). */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const spread = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * spread * spread) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > epsilon) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}
