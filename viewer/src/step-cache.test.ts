import { describe, expect, it } from 'vitest';
import type { ReplayStep, StepsResponse } from '../../src/server/viewer-api.js';
import { StepCache } from './step-cache.js';

function fakeSteps(total: number) {
  const calls: [number, number][] = [];
  const load = async (from: number, to: number): Promise<StepsResponse> => {
    calls.push([from, to]);
    const steps: ReplayStep[] = [];
    for (let index = from; index < to; index++) {
      steps.push({
        index,
        observations: [{ json: index, text: `before ${index}` }],
        record: { moves: [] },
        scores: [index + 1],
      });
    }
    const end = { final: [{ json: 'end', text: 'final' }], finalCells: ['.T'] };
    return { from, to, total, steps, ...(to === total ? end : {}) };
  };
  return { calls, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('StepCache', () => {
  it('loads only the slice the cursor is in, not the whole match', async () => {
    const { calls, load } = fakeSteps(1000);
    const cache = new StepCache(1000, load, () => {}, 100);
    cache.ensure(0);
    await settle();
    expect(calls).toEqual([[0, 100]]);
    expect(cache.step(42)?.observations[0]?.text).toBe('before 42');
    expect(cache.step(150)).toBeUndefined();
  });

  it('prefetches the next slice near the end of one and loads a far slice on a seek', async () => {
    const { calls, load } = fakeSteps(1000);
    const cache = new StepCache(1000, load, () => {}, 100);
    cache.ensure(90);
    cache.ensure(555);
    await settle();
    expect(calls).toEqual([
      [0, 100],
      [100, 200],
      [500, 600],
    ]);
  });

  it('serves the final position from the last slice, with the final observations', async () => {
    const { calls, load } = fakeSteps(250);
    const cache = new StepCache(250, load, () => {}, 100);
    cache.ensure(250);
    await settle();
    expect(calls).toEqual([[200, 250]]);
    expect(cache.final?.[0]?.text).toBe('final');
    expect(cache.finalCells).toEqual(['.T']);
    expect(cache.isLoading(250)).toBe(false);
  });

  it('never asks for the same slice twice and reports a failed slice', async () => {
    let calls = 0;
    const cache = new StepCache(
      300,
      async () => {
        calls++;
        throw new Error('HTTP 500');
      },
      () => {},
      100,
    );
    cache.ensure(10);
    cache.ensure(20);
    await settle();
    cache.ensure(30);
    expect(calls).toBe(1);
    expect(cache.error(30)).toBe('HTTP 500');
  });
});
