// What the offline developer knows about each parameter point it tried: its points against each pool program (from
// small matches and full evaluations alike: the same opponent, seat and seed give the same games) and its official
// full-evaluation rank and Elo. Comparisons are paired: two points are rated on the opponents both have met.
import type { ArenaOpponent, FullEvaluationResult, SmallMatchResult } from '../core/arena-tools.js';
import { fixedPoolRating, type PoolGame } from '../measure/fixed-pool-rating.js';
import type { TuningPoint } from './pool-tuning.js';

/** A point's record against one pool program. */
interface Record {
  readonly games: number;
  readonly score: number;
}

export interface Candidate {
  readonly point: TuningPoint;
  readonly records: Map<string, Record>;
  official?: { readonly rank: number; readonly elo: number };
}

export class CandidateBook {
  private readonly candidates = new Map<string, Candidate>();
  private readonly elo: Map<string, number>;
  private readonly mean: number;

  constructor(ladder: readonly ArenaOpponent[]) {
    this.elo = new Map(ladder.map((opponent) => [opponent.id, opponent.elo]));
    this.mean = ladder.reduce((sum, opponent) => sum + opponent.elo, 0) / Math.max(1, ladder.length);
  }

  get(point: TuningPoint): Candidate {
    const key = point.join(',');
    let candidate = this.candidates.get(key);
    if (!candidate) {
      candidate = { point, records: new Map() };
      this.candidates.set(key, candidate);
    }
    return candidate;
  }

  all(): Candidate[] {
    return [...this.candidates.values()];
  }

  /** Records a small match's games (binary: a win is 1, anything else 0). */
  addSmall(point: TuningPoint, result: SmallMatchResult): void {
    const totals = new Map<string, Record>();
    for (const game of result.games) {
      const score = 'win' in game ? (game.win ? 1 : 0) : game.outcome === 'win' ? 1 : game.outcome === 'draw' ? 0.5 : 0;
      const before = totals.get(game.opponent) ?? { games: 0, score: 0 };
      totals.set(game.opponent, { games: before.games + 1, score: before.score + score });
    }
    const records = this.get(point).records;
    for (const [opponent, record] of totals) records.set(opponent, record);
  }

  /** Records a full evaluation: the official rank and Elo, and the games against every pool program. */
  addFull(point: TuningPoint, result: FullEvaluationResult): void {
    const candidate = this.get(point);
    candidate.official = { rank: result.rank, elo: result.elo };
    for (const record of result.opponents)
      candidate.records.set(record.opponent, { games: record.games, score: record.score });
  }

  /** The opponents `point` has met. */
  met(point: TuningPoint): Set<string> {
    return new Set(this.get(point).records.keys());
  }

  /**
   * Whether `challenger` rates strictly above `incumbent` by the fixed-pool fit over the opponents both have met
   * (over each one's own games when they share none).
   */
  beats(challenger: TuningPoint, incumbent: TuningPoint): boolean {
    const a = this.get(challenger).records;
    const b = this.get(incumbent).records;
    const common = [...a.keys()].filter((opponent) => b.has(opponent));
    const on = common.length > 0 ? new Set(common) : undefined;
    return this.rating(a, on) > this.rating(b, on) + 1e-9;
  }

  /** The fixed-pool rating of `point` over every game it played (−∞ before any). */
  estimate(point: TuningPoint): number {
    const records = this.get(point).records;
    return records.size === 0 ? Number.NEGATIVE_INFINITY : this.rating(records);
  }

  private rating(records: Map<string, Record>, only?: Set<string>): number {
    const games: PoolGame[] = [];
    for (const [opponent, record] of records) {
      if (only && !only.has(opponent)) continue;
      const elo = this.elo.get(opponent) ?? this.mean;
      for (let game = 0; game < record.games; game++) games.push({ score: record.score / record.games, opponent: elo });
    }
    return fixedPoolRating(games, this.mean);
  }
}
