// The viewer's plots as VegaPlot draws them, rendered headless: expressions evaluated by vega-interpreter give the
// same SVG as Vega's generated code, axes span the data, widths follow the page, the score chart's cursor moves.
import { parse, type Spec, View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { headToHeadSpec } from '../../../src/report/head-to-head-figure.js';
import { learningCurveSpec } from '../../../src/report/learning-plots.js';
import { ratingTrajectorySpec } from '../../../src/report/rating-trajectory-figure.js';
import { seatSeriesSpec } from '../replay-charts.js';
import { fitToWidth } from './vega-fit.js';

function viewOf(spec: unknown, interpreted = true): View {
  const compiled = compile(spec as TopLevelSpec).spec as Spec;
  return interpreted
    ? new View(parse(compiled, undefined, { ast: true }), { renderer: 'none', expr: expressionInterpreter })
    : new View(parse(compiled), { renderer: 'none' });
}

async function svgOf(spec: unknown, interpreted = true): Promise<string> {
  const view = viewOf(spec, interpreted);
  const svg = await view.toSVG();
  view.finalize();
  // Gradient ids come from a global counter, so they differ between two views of one spec.
  return svg.replace(/gradient_\d+/g, 'gradient');
}

/** The range an axis states in its accessible label, e.g. `1,400 to 1,800` for the y axis. */
function axisRange(svg: string, axis: 'X' | 'Y'): string | undefined {
  return new RegExp(`aria-label="${axis}-axis titled [^"]* with values from ([^"]*)"`).exec(svg)?.[1];
}

const trajectory = ratingTrajectorySpec(
  'kuhn-poker',
  [
    { agent: 'learner (learner)', round: 0, rating: 1450, rank: 3, games: 8, score: 0.25, low: 1380, high: 1520 },
    { agent: 'learner (learner)', round: 1, rating: 1600, rank: 2, games: 8, score: 0.5, low: 1530, high: 1670 },
    { agent: 'learner (learner)', round: 2, rating: 1750, rank: 1, games: 8, score: 0.75, low: 1680, high: 1820 },
  ],
  { formatVersion: 1, mean: 1600, ratings: { heuristic: 1700, random: 1500 } },
);

const headToHead = headToHeadSpec(
  'kuhn-poker',
  ['mcts', 'random'],
  [
    { agent: 'mcts', opponent: 'random', games: 4, wins: 3, draws: 0, losses: 1, winRate: 0.75, low: 0.3, high: 0.95 },
    { agent: 'random', opponent: 'mcts', games: 4, wins: 1, draws: 0, losses: 3, winRate: 0.25, low: 0.05, high: 0.7 },
  ],
);

describe('the viewer’s plots', () => {
  it('draw through vega-interpreter exactly as through generated code', async () => {
    for (const spec of [trajectory, headToHead, seatSeriesSpec({ title: 'score so far', seats: [], values: [] })]) {
      const interpreted = await svgOf(spec);
      expect(interpreted).toContain('<svg');
      expect(interpreted).toBe(await svgOf(spec, false));
    }
    expect(await svgOf(headToHead)).toContain('75% [30, 95]');
  });

  it('fit the rating axis to a 1,450–1,750 trajectory instead of starting it at 0, with ticks between', async () => {
    const svg = await svgOf(fitToWidth(trajectory, 900));
    expect(axisRange(svg, 'Y')).toBe('1,350 to 1,850');
    expect(axisRange(svg, 'X')).toBe('1 to 3');
    expect(svg).toContain('heuristic (frozen 1700)');
    const ticks = [...svg.matchAll(/<text[^>]*>(1,\d00)<\/text>/g)].map((match) => match[1]);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
  });

  it('take the container’s width, or share it out between a faceted plot’s panels', () => {
    expect(fitToWidth(trajectory, 900)).toMatchObject({ width: 'container', autosize: { type: 'fit-x' } });
    const curve = learningCurveSpec('snake', [
      { pathway: 'history', points: [{ checkpoint: 0, score: 1, low: 0, high: 2 }] },
      { pathway: 'none', points: [{ checkpoint: 0, score: 1, low: 0, high: 2 }] },
    ] as never);
    const fitted = fitToWidth(curve, 1000) as { spec: { width: number } };
    expect(fitted.spec.width).toBe(Math.floor((1000 - 90) / 2) - 30);
    expect((curve as { spec: { width: number } }).spec.width).toBe(220);
    expect((fitToWidth(curve, 200) as { spec: { width: number } }).spec.width).toBe(160);
  });

  it('move the score chart’s cursor rule when its signal changes', async () => {
    const spec = fitToWidth(
      seatSeriesSpec({
        title: 'score so far',
        seats: ['heuristic', 'random'],
        values: [
          [0, 0],
          [0, 0],
          [1, 0],
          [1, 2],
          [3, 2],
        ],
      }) as object,
      600,
    );
    const view = viewOf(spec);
    const ruleAt = async (cursor: number) => {
      await view.signal('cursor', cursor).runAsync();
      const svg = await view.toSVG();
      return /class="mark-rule role-mark[^"]*"[^>]*><line transform="translate\(([\d.]+),/.exec(svg)?.[1];
    };
    const [start, middle, end] = [await ruleAt(0), await ruleAt(2), await ruleAt(4)];
    expect(Number(start)).toBe(0);
    expect(Number(middle)).toBeGreaterThan(0);
    expect(Number(end)).toBeCloseTo(2 * Number(middle), 5);
    const svg = await view.toSVG();
    expect(svg).toContain('0: heuristic');
    view.finalize();
  });
});
