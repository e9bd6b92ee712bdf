// A small SVG line chart drawn by React (score over a replay, learning curves): no HTML strings, no chart library.

/** One line: its points and, optionally, an interval band (low, high) at each point. */
export interface ChartSeries {
  readonly name: string;
  readonly points: readonly (readonly [x: number, y: number])[];
  readonly bands?: readonly (readonly [x: number, low: number, high: number])[];
}

const palette = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b', '#e377c2'];

/** The colour of series `index`, shared with legends elsewhere. */
export function seriesColour(index: number): string {
  return palette[index % palette.length] ?? '#000';
}

/** Lines over a shared x axis, with an optional vertical cursor at `cursor`. */
export function LineChart({
  series,
  width = 480,
  height = 160,
  xLabel,
  yLabel,
  cursor,
}: {
  readonly series: readonly ChartSeries[];
  readonly width?: number;
  readonly height?: number;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly cursor?: number;
}) {
  const margin = { left: 44, right: 12, top: 10, bottom: 30 };
  const xs = series.flatMap((line) => line.points.map((point) => point[0]));
  const ys = series.flatMap((line) => [
    ...line.points.map((point) => point[1]),
    ...(line.bands ?? []).flatMap((band) => [band[1], band[2]]),
  ]);
  if (xs.length === 0) return <p className="empty-chart">No data to plot.</p>;
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs, xMin + 1);
  let yMin = Math.min(...ys, 0);
  let yMax = Math.max(...ys);
  if (yMax === yMin) {
    yMax += 1;
    yMin -= yMin === 0 ? 0 : 1;
  }
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const x = (value: number) => margin.left + ((value - xMin) / (xMax - xMin)) * plotWidth;
  const y = (value: number) => margin.top + plotHeight - ((value - yMin) / (yMax - yMin)) * plotHeight;
  const path = (points: readonly (readonly [number, number])[]) =>
    points
      .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point[0]).toFixed(1)},${y(point[1]).toFixed(1)}`)
      .join('');
  return (
    <figure className="line-chart">
      <svg width={width} height={height} role="img" aria-label={`${yLabel} by ${xLabel}`}>
        <line x1={margin.left} x2={margin.left} y1={margin.top} y2={margin.top + plotHeight} stroke="#888" />
        <line
          x1={margin.left}
          x2={margin.left + plotWidth}
          y1={margin.top + plotHeight}
          y2={margin.top + plotHeight}
          stroke="#888"
        />
        <text x={margin.left - 4} y={y(yMax) + 4} textAnchor="end" fontSize="10">
          {Number(yMax.toFixed(2))}
        </text>
        <text x={margin.left - 4} y={y(yMin)} textAnchor="end" fontSize="10">
          {Number(yMin.toFixed(2))}
        </text>
        <text x={margin.left} y={height - 16} textAnchor="middle" fontSize="10">
          {xMin}
        </text>
        <text x={margin.left + plotWidth} y={height - 16} textAnchor="middle" fontSize="10">
          {xMax}
        </text>
        <text x={margin.left + plotWidth / 2} y={height - 4} textAnchor="middle" fontSize="11">
          {xLabel}
        </text>
        {series.map((line, index) =>
          line.bands && line.bands.length > 0 ? (
            <path
              key={`band-${line.name}`}
              d={`${line.bands.map((band, at) => `${at === 0 ? 'M' : 'L'}${x(band[0])},${y(band[2])}`).join('')}${[
                ...line.bands,
              ]
                .reverse()
                .map((band) => `L${x(band[0])},${y(band[1])}`)
                .join('')}Z`}
              fill={seriesColour(index)}
              opacity={0.15}
            />
          ) : null,
        )}
        {series.map((line, index) => (
          <path key={line.name} d={path(line.points)} fill="none" stroke={seriesColour(index)} strokeWidth={1.5} />
        ))}
        {cursor !== undefined && cursor >= xMin && cursor <= xMax ? (
          <line
            className="chart-cursor"
            x1={x(cursor)}
            x2={x(cursor)}
            y1={margin.top}
            y2={margin.top + plotHeight}
            stroke="#555"
            strokeDasharray="3 3"
          />
        ) : null}
      </svg>
      <figcaption>
        {yLabel}:{' '}
        {series.map((line, index) => (
          <span key={line.name} className="legend-item" style={{ color: seriesColour(index) }}>
            ■ {line.name}{' '}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
