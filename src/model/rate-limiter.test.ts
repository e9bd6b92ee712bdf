import { describe, expect, it } from 'vitest';
import { RateLimiter, sharedRateLimiter } from './rate-limiter.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

function gate() {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('RateLimiter', () => {
  it('never runs more tasks at once than its concurrency, in arrival order', async () => {
    const limiter = new RateLimiter({ concurrency: 2 });
    const gates = [gate(), gate(), gate(), gate()];
    const order: number[] = [];
    const runs = gates.map((g, index) =>
      limiter.run(async () => {
        order.push(index);
        await g.promise;
      }),
    );
    await tick();
    expect([limiter.active, limiter.waiting, order]).toEqual([2, 2, [0, 1]]);
    gates[1]?.open();
    await tick();
    expect(order).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect([limiter.active, limiter.maxActive]).toEqual([0, 2]);
  });

  it('takes the latest limits asked for, the defaults until someone asks', () => {
    const limiter = new RateLimiter({ concurrency: 64 });
    expect(limiter.limits).toEqual({ concurrency: 64 });
    limiter.request({ concurrency: 8, rpm: 600 });
    limiter.request({ concurrency: 32 });
    limiter.request({});
    expect(limiter.limits).toEqual({ concurrency: 32, rpm: 600 });
  });

  it('admits waiting tasks at once when the concurrency is raised', async () => {
    const limiter = new RateLimiter({ concurrency: 1 });
    const first = gate();
    const runs = [limiter.run(() => first.promise), limiter.run(async () => 'second')];
    await tick();
    expect(limiter.waiting).toBe(1);
    limiter.request({ concurrency: 2 });
    expect(await runs[1]).toBe('second');
    first.open();
    await runs[0];
  });

  it('spaces request starts evenly under a requests-per-minute limit', async () => {
    let now = 0;
    const waits: number[] = [];
    const limiter = new RateLimiter(
      { rpm: 120 },
      {
        now: () => now,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    await Promise.all([1, 2, 3].map(() => limiter.run(async () => undefined)));
    expect(waits).toEqual([500, 1000]);
    now = 5000;
    await limiter.run(async () => undefined);
    expect(waits).toEqual([500, 1000]);
  });

  it('gives up a queued place when the signal aborts', async () => {
    const limiter = new RateLimiter({ concurrency: 1 });
    const first = gate();
    const running = limiter.run(() => first.promise);
    const controller = new AbortController();
    const queued = limiter.run(async () => 'never', controller.signal);
    await tick();
    expect(limiter.waiting).toBe(1);
    controller.abort(new Error('time limit'));
    await expect(queued).rejects.toThrow('time limit');
    expect(limiter.waiting).toBe(0);
    first.open();
    await running;
    expect(limiter.active).toBe(0);
  });

  it('is shared per provider endpoint across the process', () => {
    expect(sharedRateLimiter('test-endpoint-a')).toBe(sharedRateLimiter('test-endpoint-a'));
    expect(sharedRateLimiter('test-endpoint-a')).not.toBe(sharedRateLimiter('test-endpoint-b'));
  });
});
