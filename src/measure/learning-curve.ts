// Learning-curve summaries of S³Gym: Avg, Max, AUC+ (area above the starting score, piecewise linear) and NABA.

/** One checkpoint of a curve: exploration episodes done (x) and the mean evaluation score there (y). */
export interface CurvePoint {
  readonly checkpoint: number;
  readonly score: number;
}

/** The summaries of one curve; NaN for an empty curve. */
export interface CurveSummary {
  /** The score at the first checkpoint (before any experience when it is checkpoint 0). */
  readonly start: number;
  readonly avg: number;
  readonly max: number;
  readonly aucPlus: number;
  readonly naba: number;
}

/** Positive area of the line from (x0, a) to (x1, b), clipped exactly where it crosses 0. */
function positiveTrapezoid(width: number, a: number, b: number): number {
  if (a >= 0 && b >= 0) return ((a + b) / 2) * width;
  if (a <= 0 && b <= 0) return 0;
  // One end above, one below: only the triangle on the positive side counts.
  const above = Math.max(a, b);
  return (above * above * width) / (2 * (Math.abs(a) + Math.abs(b)));
}

/**
 * AUC+ = ∫ max(0, y(x) − y₀) dx over the curve's span, y piecewise linear between checkpoints and y₀ the first
 * point's score; `points` may come in any order (they are sorted by checkpoint).
 */
export function aucPlus(points: readonly CurvePoint[]): number {
  const sorted = [...points].sort((p, q) => p.checkpoint - q.checkpoint);
  const first = sorted[0];
  if (!first) return Number.NaN;
  let area = 0;
  for (let i = 1; i < sorted.length; i++) {
    const left = sorted[i - 1] as CurvePoint;
    const right = sorted[i] as CurvePoint;
    area += positiveTrapezoid(right.checkpoint - left.checkpoint, left.score - first.score, right.score - first.score);
  }
  return area;
}

/** NABA = AUC+ / max(y₀, ε): the area gained normalised by the starting score, or by ε when that is below ε. */
export function naba(area: number, start: number, epsilon: number): number {
  return area / Math.max(start, epsilon);
}

/** Avg (mean over checkpoints), Max, AUC+ and NABA of a curve, with `epsilon` the game's smallest score unit. */
export function curveSummary(points: readonly CurvePoint[], epsilon: number): CurveSummary {
  const sorted = [...points].sort((p, q) => p.checkpoint - q.checkpoint);
  const first = sorted[0];
  if (!first) return { start: Number.NaN, avg: Number.NaN, max: Number.NaN, aucPlus: Number.NaN, naba: Number.NaN };
  const scores = sorted.map((point) => point.score);
  const area = aucPlus(sorted);
  return {
    start: first.score,
    avg: scores.reduce((sum, score) => sum + score, 0) / scores.length,
    max: Math.max(...scores),
    aucPlus: area,
    naba: naba(area, first.score, epsilon),
  };
}
