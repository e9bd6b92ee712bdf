// The figures of a run comparison: each game's learning curves of every run on one plot (explore/evaluate and
// Learn2Play runs), for tournaments the rating bars with deviations, the cost-versus-rating scatter and each run's
// head-to-head heatmap, for AAArena runs their champions, and for anchored runs every run's rating trajectory on one
// plot; as SVG and PNG.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arenaChampionsSpec } from './arena-champions-figure.js';
import { comparisonSpec } from './comparison-figure.js';
import { costRatingSpec } from './cost-rating-figure.js';
import { headToHeadSpec } from './head-to-head-figure.js';
import { renderFigure } from './learning-plots.js';
import { ratingBarsSpec } from './rating-bars-figure.js';
import { ratingTrajectorySpec } from './rating-trajectory-figure.js';
import type { RunComparison } from './run-comparison.js';

/** The names and specs of the comparison's figures, `prefix`-named; `condition` names what a curve stands for. */
export function comparisonFigureSpecs(comparison: RunComparison, prefix: string, condition: string) {
  const curves = comparison.learning?.curves ?? [];
  const specs = [...new Set(curves.map((curve) => curve.game))].map((game) => {
    const points = curves
      .filter((curve) => curve.game === game)
      .flatMap((curve) =>
        curve.points.map((point) => ({
          experience: curve.pathway,
          game,
          point: point.checkpoint,
          episodes: point.episodes,
          mean: { value: point.score, low: point.low, high: point.high },
        })),
      );
    return { name: `${prefix}-${game}`, spec: comparisonSpec(game, points, condition) };
  });
  const learn2play = comparison.learn2play?.metrics ?? [];
  const l2pCurves = learn2play.flatMap(({ label, metrics }) => [
    ...metrics.games.map((game) => ({ label, game: game.game, trials: game.trials, curve: game.curve })),
    { label, game: 'all games (challenge 3×)', trials: 0, curve: metrics.aggregate.curve },
  ]);
  for (const game of [...new Set(l2pCurves.map((curve) => curve.game))]) {
    const points = l2pCurves
      .filter((curve) => curve.game === game)
      .flatMap((curve) =>
        curve.curve.map((point) => ({
          experience: curve.label,
          game,
          point: point.episode,
          episodes: curve.trials,
          mean: { value: point.value, low: point.low, high: point.high },
        })),
      );
    const name = `${prefix}-learn2play-${game.startsWith('all ') ? 'all' : game}`;
    specs.push({ name, spec: comparisonSpec(game, points, condition, 'episode (normalised score, 100 = the solver)') });
  }
  if (comparison.ratings?.agents.length) {
    specs.push({ name: `${prefix}-ratings`, spec: ratingBarsSpec(comparison.ratings.agents) });
    specs.push({ name: `${prefix}-cost-rating`, spec: costRatingSpec(comparison.ratings.agents) });
    const names = new Set<string>();
    for (const { label, order, cells } of comparison.ratings.headToHead) {
      if (cells.length === 0) continue;
      const slug = fileSlug(label);
      const name = `${prefix}-head-to-head-${names.has(slug) ? `${slug}-${names.size + 1}` : slug}`;
      names.add(slug);
      specs.push({ name, spec: headToHeadSpec(label, order, cells) });
    }
  }
  if (comparison.arena?.runs.length)
    specs.push({ name: `${prefix}-arena-champions`, spec: arenaChampionsSpec(comparison.arena.runs) });
  const evolution = comparison.evolution;
  if (evolution?.ratings.length)
    specs.push({
      name: `${prefix}-trajectories`,
      spec: ratingTrajectorySpec(evolution.game, evolution.ratings, evolution.pool),
    });
  if (evolution?.glicko?.rounds.length) {
    const { anchors, rounds } = evolution.glicko;
    // μ ± 2φ as the band; ranks among the anchors' μ as the fixed-pool trajectory gives them.
    const above = (rating: number) => Object.values(anchors).filter((anchor) => anchor.rating > rating).length;
    const lines = rounds.map((row) => ({
      agent: row.agent,
      round: row.round,
      rating: row.rating,
      low: row.rating - 2 * row.deviation,
      high: row.rating + 2 * row.deviation,
      rank: 1 + above(row.rating),
      games: row.games,
      score: row.score,
    }));
    const pool = {
      formatVersion: 1,
      mean: 1500,
      ratings: Object.fromEntries(Object.entries(anchors).map(([name, anchor]) => [name, anchor.rating])),
    } as const;
    specs.push({
      name: `${prefix}-glicko-trajectories`,
      spec: ratingTrajectorySpec(evolution.game, lines, pool, { measure: 'Glicko-2 μ, band ±2φ' }),
    });
  }
  return specs;
}

/** A label as part of a file name: letters, digits, dots and dashes, the rest dashes (`gpt-4o · aggro` → `gpt-4o-aggro`). */
function fileSlug(label: string): string {
  return label.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'run';
}

/** Whether the comparison has anything to draw. */
export function hasComparisonFigures(comparison: RunComparison): boolean {
  return comparisonFigureSpecs(comparison, '', '').length > 0;
}

/** Renders and writes every figure into `dir` (which must exist and be writable); returns the SVG paths. */
export async function writeComparisonFigures(
  comparison: RunComparison,
  dir: string,
  options: { readonly prefix: string; readonly condition: string },
): Promise<string[]> {
  const files: string[] = [];
  for (const { name, spec } of comparisonFigureSpecs(comparison, options.prefix, options.condition)) {
    const figure = await renderFigure(name, spec);
    writeFileSync(join(dir, `${figure.name}.svg`), figure.svg);
    writeFileSync(join(dir, `${figure.name}.png`), figure.png);
    files.push(join(dir, `${figure.name}.svg`));
  }
  return files;
}
