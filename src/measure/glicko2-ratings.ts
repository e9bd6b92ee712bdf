// Glicko-2 (Glickman, glicko2.pdf) over rating periods, on the glicko2 package, which follows the paper's
// algorithm (Illinois volatility step, 2022 revision) and reproduces its example; this file is its only typed door.
import { createRequire } from 'node:module';
import type { PairwiseResult } from './pairwise-results.js';

// The package ships no types: this is the part of its API used here.
interface PackagePlayer {
  getRating(): number;
  getRd(): number;
  getVol(): number;
  setRating(rating: number): void;
  setRd(rd: number): void;
  setVol(vol: number): void;
}
interface PackageGlicko2 {
  makePlayer(rating: number, rd: number, vol: number): PackagePlayer;
  updateRatings(matches: readonly (readonly [PackagePlayer, PackagePlayer, number])[]): void;
}
interface PackageModule {
  Glicko2: new (settings: { tau: number; rating: number; rd: number; vol: number }) => PackageGlicko2;
}
const { Glicko2 } = createRequire(import.meta.url)('glicko2') as PackageModule;

/** A Glicko-2 rating on the familiar scale: rating r, deviation RD (φ·173.7178) and volatility σ. */
export interface Glicko2Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** One agent's rating after the last period, with the games it played in all periods. */
export interface Glicko2Line extends Glicko2Rating {
  readonly agent: string;
  readonly games: number;
}

export interface Glicko2Options {
  /** System constant τ constraining volatility change (default 0.5, as PTCG-Bench). */
  readonly tau?: number;
  /** Starting rating, deviation and volatility of an agent without one in `initial` (1500, 350, 0.06). */
  readonly start?: Glicko2Rating;
  /** Ratings agents hold before the first period. */
  readonly initial?: Readonly<Record<string, Glicko2Rating>>;
}

/** Default starting point of a new agent, as in Glickman's paper. */
export const glicko2Start: Glicko2Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/**
 * Glicko-2 ratings after playing `periods` in order: within a period every game is rated against the opponents'
 * pre-period ratings; an agent enters at its first game, and in later periods where it does not play its
 * deviation grows to √(φ² + σ²). Sorted by rating, highest first (ties by agent).
 */
export function glicko2Ratings(
  periods: readonly (readonly PairwiseResult[])[],
  options: Glicko2Options = {},
): Glicko2Line[] {
  const tau = options.tau ?? 0.5;
  if (!(tau > 0)) throw new RangeError(`tau must be positive, got ${tau}`);
  const start = options.start ?? glicko2Start;
  const system = new Glicko2({ tau, rating: start.rating, rd: start.deviation, vol: start.volatility });
  const players = new Map<string, PackagePlayer>();
  const games = new Map<string, number>();
  const player = (agent: string) => {
    let found = players.get(agent);
    if (!found) {
      const from = options.initial?.[agent] ?? start;
      found = system.makePlayer(from.rating, from.deviation, from.volatility);
      // makePlayer replaces a 0 by the default (`rating || default`); setting again keeps exact values.
      found.setRating(from.rating);
      found.setRd(from.deviation);
      found.setVol(from.volatility);
      players.set(agent, found);
    }
    games.set(agent, (games.get(agent) ?? 0) + 1);
    return found;
  };
  for (const period of periods) {
    system.updateRatings(period.map((result) => [player(result.a), player(result.b), result.score] as const));
  }
  return [...players.entries()]
    .map(([agent, rated]) => ({
      agent,
      rating: rated.getRating(),
      deviation: rated.getRd(),
      volatility: rated.getVol(),
      games: games.get(agent) ?? 0,
    }))
    .sort((x, y) => y.rating - x.rating || (x.agent < y.agent ? -1 : 1));
}

/**
 * Splits results into rating periods of `size` matches each in play order — by `seq` (the order matches finished),
 * then match id for results without one — never splitting a match; no size means one period holding everything.
 */
export function ratingPeriods(results: readonly PairwiseResult[], size?: number): PairwiseResult[][] {
  if (size === undefined || results.length === 0) return [results.slice()];
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`period size must be a positive integer, got ${size}`);
  const last = Number.POSITIVE_INFINITY;
  const ordered = [...results].sort(
    (x, y) => (x.seq ?? last) - (y.seq ?? last) || (x.matchId < y.matchId ? -1 : x.matchId > y.matchId ? 1 : 0),
  );
  const periods: PairwiseResult[][] = [];
  let current: PairwiseResult[] = [];
  let matches = 0;
  let previous: string | undefined;
  for (const result of ordered) {
    if (result.matchId !== previous) {
      if (matches === size) {
        periods.push(current);
        current = [];
        matches = 0;
      }
      matches++;
      previous = result.matchId;
    }
    current.push(result);
  }
  periods.push(current);
  return periods;
}
