// PTCG-Bench's per-round Glicko-2 of an evolving agent: each round of its games against the frozen anchors is one
// rating period; the agent's rating carries from round to round while the anchors keep their round-robin ratings.
import { type Glicko2Rating, glicko2Ratings, glicko2Start } from './glicko2-ratings.js';
import type { PairwiseResult } from './pairwise-results.js';

/** One game of an evolving agent in a round: 1 won, ½ drawn, 0 lost against `anchor`. */
export interface RoundGame {
  readonly agent: string;
  readonly round: number;
  readonly anchor: string;
  readonly score: 0 | 0.5 | 1;
}

/** Glicko-2's scale factor between its internal φ and the familiar deviation (RD = 173.7178 φ). */
const glicko2Scale = 173.7178;

/** The agent's Glicko-2 rating after a round. */
export interface RoundGlicko extends Glicko2Rating {
  readonly agent: string;
  readonly round: number;
  /** The round's games rated (games against an agent that is no anchor are left out) and their mean score. */
  readonly games: number;
  readonly score: number;
}

/**
 * Per (agent, round) Glicko-2 ratings, sorted by agent then round: every agent starts at 1500/350/0.06, each round is
 * one rating period against `anchors` (held at their given ratings, never updated), τ = 0.5. A round without games
 * against an anchor leaves no row (the next round's deviation grows as Glicko-2 prescribes).
 */
export function anchoredGlicko2(
  games: readonly RoundGame[],
  anchors: Readonly<Record<string, Glicko2Rating>>,
): RoundGlicko[] {
  const rows: RoundGlicko[] = [];
  for (const agent of [...new Set(games.map((game) => game.agent))].sort()) {
    const own = games.filter((game) => game.agent === agent && Object.hasOwn(anchors, game.anchor));
    const rounds = [...new Set(own.map((game) => game.round))].sort((a, b) => a - b);
    let held: Glicko2Rating = glicko2Start;
    let previous: number | undefined;
    for (const round of rounds) {
      // A round without games is an empty period: the deviation grows to √(φ² + σ²) (Glickman, step 6).
      for (let skipped = round - (previous ?? round) - 1; skipped > 0; skipped--) {
        const grown = Math.hypot(held.deviation, held.volatility * glicko2Scale);
        held = { ...held, deviation: Math.min(glicko2Start.deviation, grown) };
      }
      const results: PairwiseResult[] = own
        .filter((game) => game.round === round)
        .map((game, index) => ({ matchId: String(index), game: '', a: agent, b: game.anchor, score: game.score }));
      const line = glicko2Ratings([results], { initial: { ...anchors, [agent]: held } }).find(
        (each) => each.agent === agent,
      ) as Glicko2Rating;
      held = { rating: line.rating, deviation: line.deviation, volatility: line.volatility };
      const score = results.reduce((sum, result) => sum + result.score, 0) / results.length;
      rows.push({ agent, round, ...held, games: results.length, score });
      previous = round;
    }
  }
  return rows;
}
