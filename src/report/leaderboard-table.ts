import type { Leaderboard, RatingMethod } from '../measure/leaderboard.js';
import type { AgentFigures } from './agent-figures.js';
import { headToHeadTable } from './head-to-head-table.js';
import { fixed, formatTable } from './table.js';

/**
 * A leaderboard as text: one line per agent (RD for Glicko-2, a `pool` column for fixed-pool ratings, and the
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
      line.interval ? `${fixed(line.interval.low, 0)} – ${fixed(line.interval.high, 0)}` : '-',
      `${line.wins}-${line.draws}-${line.losses}`,
      `${fixed(100 * line.winRate, 1)}%`,
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
