import type { IntervalProvenance, Leaderboard, RatingMethod } from '../measure/leaderboard.js';
import type { AgentFigures } from './agent-figures.js';
import { headToHeadTable } from './head-to-head-table.js';
import { bootstrapText, intervalText } from './interval-text.js';
import { fixed, formatTable } from './table.js';

/** One line saying how every interval of a leaderboard was computed (method, resamples, seed). */
export function intervalNote(intervals: IntervalProvenance): string {
  const rating =
    intervals.rating.method === 'glicko2-rd'
      ? 'rating ± 1.96 RD (Glicko-2, no resampling)'
      : 'profile likelihood of the Bradley–Terry fit with its virtual draws (no resampling)';
  const bootstrap = intervals.bootstrap
    ? `; bootstrap ${100 * intervals.bootstrap.level}%: percentile over ${intervals.bootstrap.resamples} resamples of whole matches, seed ${intervals.bootstrap.seed} (n/a: every resample equal)`
    : '';
  return `95% intervals: ${rating}; win rate: Wilson${bootstrap}`;
}

/**
 * A leaderboard as text: one line per agent (RD for Glicko-2, the bootstrap interval when computed, a `pool` column for fixed-pool ratings, and the
 * per-game figures — invalid-action rate, tool calls, tokens, dollars — when given), then the head-to-head matrix.
 */
export function leaderboardText(
  board: Leaderboard,
  method: RatingMethod,
  figures?: ReadonlyMap<string, AgentFigures>,
): string {
  const glicko = method.type === 'glicko2';
  const pool = method.type === 'bt-fixed';
  const headers = [
    'rank',
    'agent',
    'rating',
    ...(glicko ? ['RD'] : []),
    '95% interval',
    ...(board.intervals.bootstrap ? ['bootstrap 95%'] : []),
    'W-D-L',
    'win rate',
    ...(pool ? ['pool'] : []),
    ...(figures ? ['invalid %', 'tool calls/game', 'tokens/game', '$/game'] : []),
  ];
  const rows = board.lines.map((line) => {
    const figure = figures?.get(line.agent);
    const invalidRate = figure?.invalidRate ?? Number.NaN;
    return [
      line.rank,
      line.agent,
      fixed(line.rating, 1),
      ...(glicko ? [fixed(line.deviation ?? Number.NaN, 1)] : []),
      intervalText(line.interval),
      ...(board.intervals.bootstrap ? [line.fixed ? '-' : bootstrapText(line.bootstrap)] : []),
      `${line.wins}-${line.draws}-${line.losses}`,
      `${fixed(100 * line.winRate, 1)}% (${fixed(100 * line.winRateInterval.low, 0)}–${fixed(100 * line.winRateInterval.high, 0)})`,
      ...(pool ? [line.fixed ? 'frozen' : ''] : []),
      ...(figures
        ? [
            Number.isNaN(invalidRate) ? '-' : `${fixed(100 * invalidRate, 1)}%`,
            fixed(figure?.toolCallsPerGame ?? Number.NaN, 1),
            fixed(figure?.tokensPerGame ?? Number.NaN, 0),
            fixed(figure?.costPerGame ?? Number.NaN, 4),
          ]
        : []),
    ];
  });
  const agents = board.lines.map((line) => line.agent);
  return [
    formatTable(headers, rows),
    '',
    'head to head: score % of row against column (draws count half), Wilson 95% interval, games',
    headToHeadTable(agents, board.headToHead),
  ].join('\n');
}
