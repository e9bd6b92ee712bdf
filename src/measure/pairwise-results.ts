// Every rating method reads the same thing: who met whom in a scored match and how it went, in a fixed order.
import type { MatchRecord, MatchStatus } from '../core/match-record.js';
import { UsageError } from '../core/usage-error.js';
import type { ResultCount } from './result-counts.js';

/** One meeting of two seats in a scored match: `score` is a's result, 1 (a scored higher), ½ (equal) or 0. */
export interface PairwiseResult {
  readonly matchId: string;
  readonly game: string;
  readonly a: string;
  readonly b: string;
  readonly score: 0 | 0.5 | 1;
  /** The match's position in its run's play order (1 = finished first), when known; Glicko-2 periods follow it. */
  readonly seq?: number;
}

/** A match's outcome without its steps, e.g. the store's summary row. */
export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  /** The agent spec of each seat. */
  readonly seats: readonly string[];
  readonly status: MatchStatus;
  readonly scores: readonly number[] | null;
}

/** A stored match in either form: a full record or its summary. */
export type MatchSource = MatchRecord | MatchSummary;

const scoredStatuses: ReadonlySet<MatchStatus> = new Set(['finished', 'step-limit', 'forfeit']);

/** True when a match ended in a way whose scores count (`error` and `infra` never do). */
export function isScored(status: MatchStatus): boolean {
  return scoredStatuses.has(status);
}

interface Outcome {
  readonly id: string;
  readonly game: string;
  readonly agents: readonly string[];
  readonly scores: readonly number[] | null;
}

function outcome(source: MatchSource): Outcome {
  if ('end' in source) {
    return {
      id: source.id,
      game: source.game,
      agents: source.seats.map((seat) => seat.agent),
      scores: isScored(source.end.status) ? source.end.scores : null,
    };
  }
  return {
    id: source.id,
    game: source.game,
    agents: source.seats,
    scores: isScored(source.status) ? source.scores : null,
  };
}

/**
 * Pairwise results of every scored match with two or more seats (all seat pairs of a larger match), sorted by match
 * id then seats, so the output does not depend on input order; a match listed twice counts once, and two seats
 * played by the same agent teach nothing and are skipped. `playOrder` (match ids in the order they finished, e.g.
 * `Store.playOrder`) gives each result its match's 1-based position as `seq`.
 */
export function pairwiseResults(sources: readonly MatchSource[], playOrder?: readonly string[]): PairwiseResult[] {
  const positions = new Map<string, number>();
  for (const [index, id] of (playOrder ?? []).entries()) if (!positions.has(id)) positions.set(id, index + 1);
  const byId = new Map<string, Outcome>();
  for (const source of sources) {
    const next = outcome(source);
    const seen = byId.get(next.id);
    if (!seen?.scores) {
      byId.set(next.id, next);
      continue;
    }
    if (next.scores && JSON.stringify(next.scores) !== JSON.stringify(seen.scores))
      throw new UsageError(`match ${next.id} appears twice with different scores: keep one copy of each match`);
  }
  const results: PairwiseResult[] = [];
  for (const id of [...byId.keys()].sort()) {
    const match = byId.get(id) as Outcome;
    const seq = positions.get(id);
    for (const pair of seatPairs(match.agents, match.scores)) {
      results.push({ matchId: id, game: match.game, ...pair, ...(seq === undefined ? {} : { seq }) });
    }
  }
  return results;
}

/** The pairwise results of a match summary's seats (none unless it is scored and has two seats or more). */
export function seatResults(match: Omit<MatchSummary, 'id'>): Pick<PairwiseResult, 'a' | 'b' | 'score'>[] {
  return seatPairs(match.seats, isScored(match.status) ? match.scores : null);
}

/** Every pair of seats of different agents with a's result from the scores (none without scores). */
function seatPairs(
  agents: readonly string[],
  scores: readonly number[] | null,
): Pick<PairwiseResult, 'a' | 'b' | 'score'>[] {
  const pairs: Pick<PairwiseResult, 'a' | 'b' | 'score'>[] = [];
  if (!scores || agents.length < 2) return pairs;
  for (let first = 0; first < agents.length; first++) {
    for (let second = first + 1; second < agents.length; second++) {
      const a = agents[first] as string;
      const b = agents[second] as string;
      if (a === b) continue;
      const difference = (scores[first] ?? 0) - (scores[second] ?? 0);
      pairs.push({ a, b, score: difference > 0 ? 1 : difference < 0 ? 0 : 0.5 });
    }
  }
  return pairs;
}

/** Wins, draws and losses of one agent over pairwise results. */
export interface Tally {
  readonly agent: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** (wins + ½ draws) / games. */
  readonly winRate: number;
}

/** Per-agent wins, draws and losses of results counted by pair and result, sorted by agent. */
export function tallyCounts(rows: readonly ResultCount[]): Tally[] {
  const counts = new Map<string, { wins: number; draws: number; losses: number }>();
  const add = (agent: string, score: number, count: number) => {
    const entry = counts.get(agent) ?? { wins: 0, draws: 0, losses: 0 };
    counts.set(agent, entry);
    if (score === 1) entry.wins += count;
    else if (score === 0) entry.losses += count;
    else entry.draws += count;
  };
  for (const row of rows) {
    add(row.a, row.score, row.count);
    add(row.b, 1 - row.score, row.count);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([agent, { wins, draws, losses }]) => {
      const games = wins + draws + losses;
      return { agent, games, wins, draws, losses, winRate: (wins + draws / 2) / games };
    });
}
