import { parse, parseExpression, type Spec, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { headToHeadSpec } from '../../../src/report/head-to-head-figure.js';
import { vegaInterpreter } from './vega-interpreter.js';

async function svgOf(spec: TopLevelSpec, interpreted: boolean): Promise<string> {
  const compiled = compile(spec).spec as Spec;
  const view = interpreted
    ? new View(parse(compiled, undefined, { ast: true }), { renderer: 'none', expr: vegaInterpreter })
    : new View(parse(compiled), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  // Gradient ids come from a global counter, so they differ between two views of one spec.
  return svg.replace(/gradient_\d+/g, 'gradient');
}

const curve: TopLevelSpec = {
  data: {
    values: [
      { checkpoint: 0, mean: 1, low: 0.5, high: 1.5, agent: 'a' },
      { checkpoint: 3, mean: 2, low: 1, high: 3, agent: 'a' },
      { checkpoint: 6, mean: 2.5, low: 2, high: 3.2, agent: 'a' },
      { checkpoint: 0, mean: 0.2, low: 0, high: 0.4, agent: 'b' },
      { checkpoint: 6, mean: 0.1, low: 0, high: 0.3, agent: 'b' },
    ],
  },
  transform: [{ calculate: "datum.mean * 2 + (datum.agent == 'a' ? 1 : 0)", as: 'doubled' }],
  layer: [
    {
      mark: 'errorband',
      encoding: {
        x: { field: 'checkpoint', type: 'quantitative' },
        y: { field: 'low', type: 'quantitative' },
        y2: { field: 'high' },
        color: { field: 'agent', type: 'nominal' },
      },
    },
    {
      mark: { type: 'line', point: true, tooltip: true },
      encoding: {
        x: { field: 'checkpoint', type: 'quantitative' },
        y: { field: 'doubled', type: 'quantitative', title: 'score' },
        color: { field: 'agent', type: 'nominal' },
      },
      params: [{ name: 'pick', select: { type: 'point', fields: ['agent'] }, bind: 'legend' }],
    },
  ],
};

describe('vegaInterpreter', () => {
  it('draws a layered line chart with a calculated field exactly as the generated code does', async () => {
    const interpreted = await svgOf(curve, true);
    expect(interpreted).toContain('<svg');
    expect(interpreted).toBe(await svgOf(curve, false));
  });

  it('draws the report head-to-head heatmap exactly as the generated code does', async () => {
    const spec = headToHeadSpec(
      'kuhn-poker',
      ['mcts', 'random'],
      [
        {
          agent: 'mcts',
          opponent: 'random',
          games: 4,
          wins: 3,
          draws: 0,
          losses: 1,
          winRate: 0.75,
          low: 0.3,
          high: 0.95,
        },
        {
          agent: 'random',
          opponent: 'mcts',
          games: 4,
          wins: 1,
          draws: 0,
          losses: 3,
          winRate: 0.25,
          low: 0.05,
          high: 0.7,
        },
      ],
    );
    const interpreted = await svgOf(spec, true);
    expect(interpreted).toContain('75%');
    expect(interpreted).toBe(await svgOf(spec, false));
  });

  it('refuses to reach Object.prototype members from an expression', () => {
    const evaluate = (text: string) =>
      vegaInterpreter.parameter({ functions: {} }, { ast: parseExpression(text) as never })({ a: 2 }, {});
    expect(evaluate('datum.a * 3 + (datum.a > 1 ? 1 : 0)')).toBe(7);
    expect(() => evaluate('datum.constructor')).toThrow(/illegal property/);
    expect(() => evaluate("datum[lower('__PROTO__')]")).toThrow(/illegal property/);
  });
});
