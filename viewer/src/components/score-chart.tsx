// A replay's running score per seat over the whole match, with a rule at the replay's position.
import { useMemo } from 'react';
import type { MatchDetail } from '../../../src/server/viewer-api.js';
import { VegaPlot } from './vega-plot.js';

/** The Vega-Lite spec: one line per seat (named by its agent spec), the `cursor` parameter drawn as a rule. */
export function scoreChartSpec(match: Pick<MatchDetail, 'seats' | 'scores'>): Readonly<Record<string, unknown>> {
  const seatName = (seat: number) => `${seat}: ${match.seats[seat]?.agent ?? '?'}`;
  const values = match.seats.flatMap((_, seat) => [
    { step: 0, seat: seatName(seat), score: 0 },
    ...match.scores.map((scores, step) => ({ step: step + 1, seat: seatName(seat), score: scores[seat] ?? 0 })),
  ]);
  const x = { field: 'step', type: 'quantitative', title: 'step', axis: { tickMinStep: 1, format: 'd' } };
  return {
    title: 'running score per seat',
    height: 160,
    params: [{ name: 'cursor', value: 0 }],
    layer: [
      {
        data: { values },
        mark: { type: 'line', interpolate: 'step-after' },
        encoding: {
          x,
          y: { field: 'score', type: 'quantitative', title: 'running score', scale: { zero: false } },
          color: { field: 'seat', type: 'nominal', title: 'seat' },
          tooltip: [
            { field: 'seat', type: 'nominal' },
            { field: 'step', type: 'quantitative' },
            { field: 'score', type: 'quantitative' },
          ],
        },
      },
      {
        data: { values: [{}] },
        mark: { type: 'rule', strokeDash: [3, 3], color: '#555' },
        encoding: { x: { datum: { expr: 'cursor' }, type: 'quantitative' } },
      },
    ],
  };
}

/** The chart of `match`, its rule at replay position `cursor`. */
export function ScoreChart({ match, cursor }: { readonly match: MatchDetail; readonly cursor: number }) {
  const spec = useMemo(() => scoreChartSpec(match), [match]);
  const signals = useMemo(() => ({ cursor }), [cursor]);
  return <VegaPlot title="running score per seat" spec={spec} signals={signals} plot="score" />;
}
