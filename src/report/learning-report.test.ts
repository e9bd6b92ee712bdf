import { describe, expect, it } from 'vitest';
import { scoreUnit } from '../games/score-unit.js';
import { learningMetrics } from '../measure/learning-metrics.js';
import { learningTrials } from '../measure/learning-trials.js';
import { learningFixture } from '../measure/test-learning-fixture.js';
import { headToHeadSpec } from './head-to-head-figure.js';
import { calibrationPoints, learningFigureSpecs, learningFigures, renderFigure } from './learning-plots.js';
import { learningHtml, learningJson, learningMarkdown } from './learning-report.js';
import { formatEstimate, learningTables } from './learning-tables.js';
import { wrapText } from './plot-title.js';

describe('learning report', () => {
  const trials = learningTrials(learningFixture({ games: ['snake'] }));
  const metrics = learningMetrics(trials, { scoreUnit, bootstrap: 50 });

  it('renders the paper tables as Markdown, HTML and JSON', () => {
    const tables = learningTables(metrics);
    expect(tables.map((table) => table.title)).toEqual([
      'Learning curves',
      'Learning curves per trial',
      'Self-judging reliability',
      'Judgment–improvement coupling',
      'ΔNABA',
    ]);
    const header = { runId: 'r1', episodes: 12, learning: [] };
    const markdown = learningMarkdown(header, metrics, []);
    expect(markdown).toContain('| snake | summary | 2 |');
    expect(markdown).toContain('| snake | summary − history |');
    expect(learningHtml(header, metrics, [])).toContain('<th>NABA</th>');
    const json = JSON.parse(learningJson(header, metrics, []));
    expect(json.curves).toHaveLength(2);
    expect(formatEstimate({ value: 1, low: Number.NaN, high: Number.NaN })).toBe('1.00');
    expect(formatEstimate({ value: 1, low: 0.5, high: 2 })).toBe('1.00 [0.50, 2.00]');
    expect(formatEstimate({ value: 1, low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY })).toBe(
      '1.00 [-∞, ∞]',
    );
    expect(markdown).toContain('| snake | summary | 0 |');
    expect(markdown).toContain('Student-t intervals over trials');
  });

  it('says n/a, with a footnote, where self-judging does not apply (an agent that gives no self-score)', () => {
    const records = learningFixture({ games: ['snake'], pathways: ['none', 'history'] }).map(({ label, record }) => {
      if (label.pathway !== 'none') return { label, record };
      const steps = record.steps.map((step) => ({
        ...step,
        moves: step.moves.map(({ selfScore: _selfScore, ...move }) => move),
      }));
      return { label, record: { ...record, steps } };
    });
    const tables = learningTables(learningMetrics(learningTrials(records), { scoreUnit, bootstrap: 20 }));
    const [judging, coupling] = [tables[2], tables[3]];
    expect(judging?.rows.find((row) => row[1] === 'none')).toEqual(['snake', 'none', '0', 'n/a', 'n/a', 'n/a', 'n/a']);
    expect(judging?.rows.find((row) => row[1] === 'history')?.slice(3)).not.toContain('n/a');
    expect(judging?.note).toMatch(
      /n\/a: not applicable, no exploration transition of the pathway carries a self-score/,
    );
    expect(coupling?.rows.find((row) => row[1] === 'none')?.slice(3)).toEqual(Array(6).fill('n/a'));
    expect(coupling?.note).toMatch(/n\/a: not applicable/);
    for (const table of tables) expect(table.rows.flat()).not.toContain('-');
    // With self-scores everywhere, no footnote.
    expect(learningTables(metrics)[2]?.note).not.toContain('n/a');
  });

  it('draws learning curves and calibration scatters as SVG and PNG', async () => {
    const figures = await learningFigures(metrics.curves, trials);
    expect(figures.map((figure) => figure.name)).toEqual(['learning-snake', 'calibration-snake']);
    for (const figure of figures) {
      expect(figure.svg.startsWith('<svg')).toBe(true);
      expect([...figure.png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    const points = calibrationPoints(trials);
    expect(points.reduce((sum, point) => sum + point.count, 0)).toBe(2 * 2 * 9 * 3);
  });

  it('gives figures titles that fit the plot: a title never widens the figure', async () => {
    const width = (svg: string) => Number(svg.match(/^<svg[^>]* width="([\d.]+)"/)?.[1]);
    const one = learningTrials(learningFixture({ games: ['plants-vs-zombies'], pathways: ['history'] }));
    const specs = [
      ...learningFigureSpecs(learningMetrics(one, { scoreUnit, bootstrap: 0 }).curves, one),
      {
        name: 'head-to-head',
        spec: headToHeadSpec(
          'kuhn-poker',
          ['a', 'b'],
          [{ agent: 'a', opponent: 'b', winRate: 0.5, low: 0.2, high: 0.8, games: 4, wins: 2, draws: 0, losses: 2 }],
        ),
      },
    ];
    expect(specs.map((spec) => spec.name)).toEqual([
      'learning-plants-vs-zombies',
      'calibration-plants-vs-zombies',
      'head-to-head',
    ]);
    for (const { name, spec } of specs) {
      const titled = await renderFigure(name, spec);
      const untitled = await renderFigure(name, { ...spec, title: undefined } as typeof spec);
      expect(width(titled.svg), name).toBeGreaterThan(0);
      expect(width(titled.svg), name).toBeLessThanOrEqual(width(untitled.svg));
      expect(titled.title).toMatch(/^plants-vs-zombies: |^kuhn-poker: /);
    }
    expect(wrapText('a bb ccc dddd', 40, 10)).toEqual(['a bb', 'ccc', 'dddd']);
  });
});
