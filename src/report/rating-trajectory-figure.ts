// The trajectory of each evolving agent's per-round rating, drawn against the frozen anchors' levels: does the agent
// climb past anchors it started below?
import type * as vl from 'vega-lite';
import type { RatingPool } from '../measure/rating-pool.js';
import type { RoundRating } from '../measure/round-ratings.js';
import { type Figure, renderFigure } from './learning-plots.js';

/**
 * A vega-lite plot: rating against round per agent (interval band when present), the anchors as rules labelled with
 * their frozen ratings; the rating axis spans the data, not zero (a rating has no meaningful zero).
 */
export function ratingTrajectorySpec(
  game: string,
  ratings: readonly RoundRating[],
  pool: RatingPool,
  /** What the rating is (default: the fixed-pool Bradley–Terry Elo). */
  options: { readonly measure?: string } = {},
): vl.TopLevelSpec {
  const measure = options.measure ?? 'Elo';
  const values = ratings.map((line) => ({
    agent: line.agent,
    round: line.round + 1,
    rating: line.rating,
    low: line.low ?? null,
    high: line.high ?? null,
    games: line.games,
    score: line.score,
    rank: line.rank,
  }));
  const anchors = Object.entries(pool.ratings)
    .sort(([, x], [, y]) => y - x)
    .map(([anchor, rating]) => ({ anchor, rating, label: `${anchor} (frozen ${Math.round(rating)})` }));
  const rounds = Math.max(1, ...values.map((value) => value.round));
  const x = {
    field: 'round',
    type: 'quantitative',
    title: 'round',
    scale: { domain: [1, Math.max(2, rounds)] as number[] },
    axis: { tickMinStep: 1, format: 'd' },
  } as const;
  const color = { field: 'agent', type: 'nominal', title: 'evolving agent' } as const;
  const y = (field: string) => ({ field, type: 'quantitative', scale: { zero: false } }) as const;
  return {
    title: `${game}: rating per round against frozen anchors${options.measure ? ` (${options.measure})` : ''}`,
    width: 480,
    height: 300,
    layer: [
      {
        data: { values: anchors },
        mark: { type: 'rule', strokeDash: [4, 4], color: 'gray' },
        encoding: { y: y('rating') },
      },
      {
        data: { values: anchors },
        mark: { type: 'text', align: 'left', dx: 4, dy: -5, color: 'gray', fontSize: 10 },
        encoding: {
          y: y('rating'),
          x: { value: 0 },
          text: { field: 'label', type: 'nominal' },
        },
      },
      {
        data: { values },
        transform: [{ filter: 'isValid(datum.low) && isValid(datum.high)' }],
        mark: { type: 'area', opacity: 0.15 },
        encoding: { x, y: y('low'), y2: { field: 'high' }, color },
      },
      {
        data: { values },
        mark: { type: 'line', point: true },
        encoding: {
          x,
          y: { ...y('rating'), title: `rating (${measure})` },
          color,
          tooltip: [
            { field: 'agent', type: 'nominal' },
            { field: 'round', type: 'quantitative' },
            { field: 'rating', type: 'quantitative', format: '.0f' },
            { field: 'low', type: 'quantitative', format: '.0f', title: '95% low' },
            { field: 'high', type: 'quantitative', format: '.0f', title: '95% high' },
            { field: 'rank', type: 'quantitative', title: 'rank among anchors' },
            { field: 'score', type: 'quantitative', format: '.2f', title: 'mean score' },
            { field: 'games', type: 'quantitative' },
          ],
        },
      },
    ],
    config: { font: 'DejaVu Sans', background: 'white' },
  };
}

/** The trajectory rendered to SVG and PNG, named `rating-trajectory-<game>`. */
export function ratingTrajectoryFigure(
  game: string,
  ratings: readonly RoundRating[],
  pool: RatingPool,
): Promise<Figure> {
  return renderFigure(`rating-trajectory-${game}`, ratingTrajectorySpec(game, ratings, pool));
}
