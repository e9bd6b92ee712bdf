import { describe, expect, it } from 'vitest';
import { seatSeriesSpec } from './replay-charts.js';

interface Layered {
  readonly data: { readonly values: readonly { position: number; seat: string; value: number }[] };
  readonly params: readonly unknown[];
  readonly layer: readonly { readonly encoding?: unknown }[];
}

describe('seatSeriesSpec', () => {
  it('keeps the points where a seat changes, the first and the last, and draws the rule at the cursor parameter', () => {
    const values = [
      [6, 6],
      [6, 6],
      [6, 5],
      [6, 5],
      [4, 5],
      [4, 5],
    ];
    const spec = seatSeriesSpec({ title: 'Prizes remaining', seats: ['a', 'b'], values }) as Layered;
    expect(spec.data.values).toEqual([
      { position: 0, seat: '0: a', value: 6 },
      { position: 4, seat: '0: a', value: 4 },
      { position: 5, seat: '0: a', value: 4 },
      { position: 0, seat: '1: b', value: 6 },
      { position: 2, seat: '1: b', value: 5 },
      { position: 5, seat: '1: b', value: 5 },
    ]);
    expect(spec.params).toEqual([{ name: 'cursor', value: 0 }]);
    expect(spec.layer[1]?.encoding).toEqual({ x: { datum: { expr: 'cursor' }, type: 'quantitative' } });
  });
});
