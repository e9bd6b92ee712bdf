// Intervals as table cells, one way everywhere: never a zero-width interval for a finite sample.
import type { Interval } from '../measure/wilson-interval.js';
import { fixed } from './table.js';

function bound(value: number, digits: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+∞';
  if (value === Number.NEGATIVE_INFINITY) return '−∞';
  return fixed(value, digits);
}

/** "low – high" with `digits` decimals (an unbounded side as ±∞), or '-' when there is no interval. */
export function intervalText(interval: Interval | null | undefined, digits = 0): string {
  if (!interval) return '-';
  return `${bound(interval.low, digits)} – ${bound(interval.high, digits)}`;
}

/**
 * A bootstrap percentile interval as a cell: 'n/a' when every resample gave the same value (a perfect record, a
 * single match), which says nothing about uncertainty; '-' when there is none.
 */
export function bootstrapText(interval: Interval | null | undefined, digits = 0): string {
  if (interval && interval.low === interval.high) return 'n/a';
  return intervalText(interval, digits);
}
