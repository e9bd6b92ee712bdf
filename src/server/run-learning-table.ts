// The headline metrics of an S³Gym run as the viewer's run page leads with them: per game and experience, the curve
// metrics and self-judging reliability, each a point with its interval (the numbers `xparena report` tabulates).
import type { Estimate, LearningMetrics } from '../measure/learning-metrics.js';
import { learningIntervalNote, trialIntervalNote } from '../report/learning-tables.js';
import type { EstimateView, LearningMetricsTable } from './viewer-api.js';

const curveColumns = ['y₀', 'Avg', 'Max', 'AUC+', 'NABA'] as const;
const judgingColumns = ['Agreement', 'NMAE', 'over-confidence', 'under-confidence'] as const;

/** An estimate for JSON: NaN as absent, ±∞ bounds as unbounded (null). */
export function estimateView(estimate: Estimate): EstimateView {
  const bound = (value: number) => (Number.isFinite(value) ? value : null);
  const interval = Number.isNaN(estimate.low) || Number.isNaN(estimate.high);
  return {
    value: Number.isFinite(estimate.value) ? estimate.value : null,
    interval: interval ? null : [bound(estimate.low), bound(estimate.high)],
  };
}

/** One row per (game, experience) of `metrics`, in their order; judging cells null where nothing was self-scored. */
export function learningMetricsTable(metrics: LearningMetrics): LearningMetricsTable {
  const judging = new Map(metrics.judging.map((line) => [JSON.stringify([line.game, line.pathway]), line]));
  return {
    columns: [...curveColumns, ...judgingColumns],
    rows: metrics.curves.map((curve) => {
      const line = judging.get(JSON.stringify([curve.game, curve.pathway]));
      const judged = line !== undefined && line.transitions > 0 && Number.isFinite(line.agreement.value);
      return {
        game: curve.game,
        experience: curve.pathway,
        trials: curve.trials,
        cells: [
          ...[curve.start, curve.avg, curve.max, curve.aucPlus, curve.naba].map(estimateView),
          ...(judged
            ? [line.agreement, line.nmae, line.overConfidence, line.underConfidence].map(estimateView)
            : judgingColumns.map(() => null)),
        ],
      };
    }),
    note:
      `Curve metrics (y₀ … NABA): mean over trials, ${trialIntervalNote(metrics.level)}. ` +
      `Self-judging (Agreement … under-confidence): ${learningIntervalNote(metrics)}; n/a where the agent gave no ` +
      'self-scores.',
  };
}
