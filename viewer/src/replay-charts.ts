// Vega-Lite specs of a replay's per-seat quantities over the match (running score, Prizes left), with the cursor.

/** One quantity per seat at every position 0…steps of a match (position p: after p steps). */
export interface SeatSeries {
  readonly title: string;
  /** The seats' names, in seat order. */
  readonly seats: readonly string[];
  /** `values[p][seat]`. */
  readonly values: readonly (readonly number[])[];
}

/** The points where a seat's value changes (and the last), enough for a step line of a long match. */
function changePoints(series: SeatSeries): { position: number; seat: string; value: number }[] {
  const last = series.values.length - 1;
  return series.seats.flatMap((name, seat) =>
    series.values.flatMap((row, position) => {
      const value = row[seat] ?? 0;
      const changed = position === 0 || position === last || series.values[position - 1]?.[seat] !== value;
      return changed ? [{ position, seat: `${seat}: ${name}`, value }] : [];
    }),
  );
}

/**
 * A step line per seat over positions, the y axis fitted to the data, and a rule at the `cursor` parameter (the
 * replay's position, set on the live view so moving it does not draw the chart anew).
 */
export function seatSeriesSpec(series: SeatSeries): unknown {
  const last = Math.max(series.values.length - 1, 1);
  const x = {
    field: 'position',
    type: 'quantitative',
    title: 'step (steps played)',
    scale: { domain: [0, last], nice: false },
    axis: { tickMinStep: 1, format: 'd' },
  };
  const text = { labelFontSize: 13, titleFontSize: 13 };
  return {
    width: 'container',
    height: 150,
    config: { axis: text, legend: text },
    params: [{ name: 'cursor', value: 0 }],
    data: { values: changePoints(series) },
    layer: [
      {
        mark: { type: 'line', interpolate: 'step-after', point: false },
        encoding: {
          x,
          y: { field: 'value', type: 'quantitative', title: series.title, scale: { zero: false } },
          color: { field: 'seat', type: 'nominal', title: 'seat' },
          tooltip: [
            { field: 'seat', type: 'nominal' },
            { field: 'position', type: 'quantitative', title: 'step' },
            { field: 'value', type: 'quantitative', title: series.title },
          ],
        },
      },
      {
        data: { values: [{}] },
        mark: { type: 'rule', color: '#666', strokeDash: [4, 3] },
        encoding: { x: { datum: { expr: 'cursor' }, type: 'quantitative' } },
      },
    ],
  };
}
