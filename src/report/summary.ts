// Per-agent summaries of stored matches for the CLI: win/draw/loss for contests, score statistics for episodes.
import { meanInterval, sampleSd } from '../measure/mean-interval.js';
import type { Interval } from '../measure/wilson-interval.js';
import type { MatchRow } from '../store/store.js';

/** One agent's results in two-seat matches; `unscored` counts `error`/`infra` matches, never scored as losses. */
export interface ContestLine {
  readonly agent: string;
  readonly matches: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly meanScore: number;
  readonly unscored: number;
}

/** Wins, draws, losses and mean score per agent over multi-seat matches. */
export function contestSummary(rows: readonly MatchRow[]): ContestLine[] {
  const lines = new Map<
    string,
    { matches: number; wins: number; draws: number; losses: number; total: number; unscored: number }
  >();
  const entry = (agent: string) => {
    let line = lines.get(agent);
    if (!line) {
      line = { matches: 0, wins: 0, draws: 0, losses: 0, total: 0, unscored: 0 };
      lines.set(agent, line);
    }
    return line;
  };
  for (const row of rows) {
    row.seats.forEach((agent, seat) => {
      const line = entry(agent);
      if (!row.scores) {
        line.unscored++;
        return;
      }
      const own = row.scores[seat] ?? 0;
      const best = Math.max(...row.scores.filter((_, other) => other !== seat));
      line.matches++;
      line.total += own;
      if (own > best) line.wins++;
      else if (own === best) line.draws++;
      else line.losses++;
    });
  }
  return [...lines.entries()]
    .map(([agent, line]) => ({ agent, ...line, meanScore: line.matches ? line.total / line.matches : Number.NaN }))
    .sort((a, b) => b.meanScore - a.meanScore);
}

/** One agent's score statistics over single-seat episodes. */
export interface EpisodeLine {
  readonly agent: string;
  readonly episodes: number;
  readonly mean: number;
  readonly sd: number;
  /** 95% Student-t interval of the mean; ±Infinity (unbounded) for fewer than two episodes or no spread. */
  readonly interval: Interval;
  readonly min: number;
  readonly max: number;
  readonly unscored: number;
}

/** Mean with its 95% Student-t interval, sample standard deviation, min and max of episode scores per agent. */
export function episodeSummary(rows: readonly MatchRow[]): EpisodeLine[] {
  const scores = new Map<string, { values: number[]; unscored: number }>();
  for (const row of rows) {
    const agent = row.seats[0] ?? '?';
    const entry = scores.get(agent) ?? { values: [], unscored: 0 };
    scores.set(agent, entry);
    if (row.scores) entry.values.push(row.scores[0] ?? 0);
    else entry.unscored++;
  }
  return [...scores.entries()]
    .map(([agent, { values, unscored }]) => {
      return {
        agent,
        episodes: values.length,
        mean: values.reduce((sum, value) => sum + value, 0) / values.length,
        sd: sampleSd(values),
        interval: meanInterval(values),
        min: Math.min(...values),
        max: Math.max(...values),
        unscored,
      };
    })
    .sort((a, b) => b.mean - a.mean);
}
