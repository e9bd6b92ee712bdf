// The report's figures as vega-lite specs, rendered headless to SVG (vega) and PNG (resvg with the DejaVu fonts, so
// PNGs look the same on every machine that has them).
import { existsSync } from 'node:fs';
import type * as vl from 'vega-lite';
import type { PathwayCurve } from '../measure/learning-metrics.js';
import type { LearningTrial } from '../measure/learning-trials.js';
import { plotTitle, titleText } from './plot-title.js';

/** A rendered figure. */
export interface Figure {
  /** File name without extension, e.g. `learning-snake`. */
  readonly name: string;
  readonly title: string;
  readonly svg: string;
  readonly png: Uint8Array;
}

/** How often one (self-score, reward) pair occurred for a pathway on a game. */
export interface CalibrationPoint {
  readonly game: string;
  readonly pathway: string;
  readonly selfScore: number;
  readonly reward: number;
  readonly count: number;
}

const fontFamily = 'DejaVu Sans';
const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']
  .map((file) => `/usr/share/fonts/truetype/dejavu/${file}`)
  .filter((file) => existsSync(file));
const config = { font: fontFamily, background: 'white' } as const;

/** The width of `panels` facet panels of `width` pixels side by side (vega-lite's default spacing between them). */
function panelsWidth(panels: number, width: number): number {
  return panels * width + (panels - 1) * 20;
}

/**
 * The mean curve over trials against exploration episodes for one game, one panel per pathway, with bootstrap bands;
 * labelled as a mean, since its Max and area are not any one trial's (those are in the tables). The score axis spans
 * the data: the question is the change from y₀, not the distance from zero.
 */
export function learningCurveSpec(game: string, curves: readonly PathwayCurve[]): vl.TopLevelSpec {
  const values = curves.flatMap((curve) =>
    curve.points.map((point) => ({
      pathway: curve.pathway,
      checkpoint: point.checkpoint,
      score: point.score,
      low: Number.isFinite(point.low) ? point.low : null,
      high: Number.isFinite(point.high) ? point.high : null,
    })),
  );
  const x = {
    field: 'checkpoint',
    type: 'quantitative',
    title: 'exploration episodes',
    axis: { tickMinStep: 1, format: 'd' },
  } as const;
  const color = { field: 'pathway', type: 'nominal', legend: null } as const;
  const width = 220;
  return {
    title: plotTitle(
      `${game}: learning curve`,
      'mean over trials, 95% bootstrap bands',
      panelsWidth(new Set(curves.map((curve) => curve.pathway)).size, width),
    ),
    data: { values },
    facet: { column: { field: 'pathway', type: 'nominal', title: null } },
    spec: {
      width,
      height: 170,
      layer: [
        {
          transform: [{ filter: 'isValid(datum.low) && isValid(datum.high)' }],
          mark: { type: 'area', opacity: 0.2 },
          encoding: {
            x,
            y: { field: 'low', type: 'quantitative', scale: { zero: false } },
            y2: { field: 'high' },
            color,
          },
        },
        {
          mark: { type: 'line', point: true },
          encoding: {
            x,
            y: {
              field: 'score',
              type: 'quantitative',
              title: 'mean evaluation score (over trials)',
              scale: { zero: false },
            },
            color,
          },
        },
      ],
    },
    config,
  };
}

/** Self-score against verifier reward for one game, one panel per pathway; point area grows with the count. */
export function calibrationSpec(game: string, points: readonly CalibrationPoint[]): vl.TopLevelSpec {
  const width = 200;
  return {
    title: plotTitle(
      `${game}: self-judging`,
      'self-score vs verifier reward, exploration',
      panelsWidth(new Set(points.map((point) => point.pathway)).size, width),
    ),
    data: { values: points.map((point) => ({ ...point })) },
    facet: { column: { field: 'pathway', type: 'nominal', title: null } },
    spec: {
      width,
      height: 170,
      mark: { type: 'circle', opacity: 0.6 },
      encoding: {
        x: { field: 'selfScore', type: 'quantitative', title: 'self-score s' },
        y: { field: 'reward', type: 'quantitative', title: 'reward r' },
        size: { field: 'count', type: 'quantitative', title: 'transitions' },
        color: { field: 'pathway', type: 'nominal', legend: null },
      },
    },
    config,
  };
}

/** Counts of (self-score, reward) pairs per game and pathway, sorted. */
export function calibrationPoints(trials: readonly LearningTrial[]): CalibrationPoint[] {
  const counts = new Map<string, number>();
  for (const trial of trials)
    for (const episode of trial.exploration)
      for (const { selfScore, reward } of episode.transitions) {
        const key = JSON.stringify([trial.game, trial.pathway, selfScore, reward]);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
  return [...counts]
    .map(([key, count]) => {
      const [game, pathway, selfScore, reward] = JSON.parse(key) as [string, string, number, number];
      return { game, pathway, selfScore, reward, count };
    })
    .sort(
      (a, b) =>
        (a.game < b.game ? -1 : a.game > b.game ? 1 : 0) ||
        (a.pathway < b.pathway ? -1 : a.pathway > b.pathway ? 1 : 0) ||
        a.selfScore - b.selfScore ||
        a.reward - b.reward,
    );
}

/**
 * Renders a vega-lite spec to SVG and PNG (twice the SVG's pixel size). The renderers are loaded on first use: they
 * take half a second to import, which every command without figures would otherwise pay at start.
 */
export async function renderFigure(name: string, spec: vl.TopLevelSpec): Promise<Figure> {
  const [vega, vl, { Resvg }] = await Promise.all([import('vega'), import('vega-lite'), import('@resvg/resvg-js')]);
  const view = new vega.View(vega.parse(vl.compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  const png = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    font: { fontFiles, loadSystemFonts: fontFiles.length === 0, defaultFontFamily: fontFamily },
  })
    .render()
    .asPng();
  return { name, title: titleText(spec.title) || name, svg, png };
}

/** The learning-curve and calibration specs of every game, unrendered (the viewer embeds them interactively). */
export function learningFigureSpecs(
  curves: readonly PathwayCurve[],
  trials: readonly LearningTrial[],
): { readonly name: string; readonly spec: vl.TopLevelSpec }[] {
  const specs: { name: string; spec: vl.TopLevelSpec }[] = [];
  const calibration = calibrationPoints(trials);
  const games = [...new Set(curves.map((curve) => curve.game))].sort();
  for (const game of games) {
    const own = curves.filter((curve) => curve.game === game && curve.points.length > 0);
    if (own.length > 0) specs.push({ name: `learning-${game}`, spec: learningCurveSpec(game, own) });
    const points = calibration.filter((point) => point.game === game);
    if (points.length > 0) specs.push({ name: `calibration-${game}`, spec: calibrationSpec(game, points) });
  }
  return specs;
}

/** The learning-curve and calibration figures of every game. */
export async function learningFigures(
  curves: readonly PathwayCurve[],
  trials: readonly LearningTrial[],
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { name, spec } of learningFigureSpecs(curves, trials)) figures.push(await renderFigure(name, spec));
  return figures;
}
