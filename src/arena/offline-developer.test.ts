// The offline developer against a fake arena whose programs' strength is a function of their arguments: it climbs,
// spends exactly its budgets, stops frozen, is deterministic, and resumes (after an interrupt or a crash between a
// completed submission and its delivery) to the same submissions as an uninterrupted run.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeveloperContext, DeveloperEnd } from './developer.js';
import { offlineDeveloper, parseOfflineSpec } from './offline-developer.js';
import { readPoolTuning } from './pool-tuning.js';
import {
  toyElos as elos,
  type FakeArenaOptions,
  type FakeArenaTools,
  toyStrength as strength,
  toyArena,
  toyPools,
  toyWorkspace,
} from './test-args-arena-tools.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const pools = toyPools(made);

function fake(dirs: { strategyDir: string }, options: Partial<FakeArenaOptions> = {}): FakeArenaTools {
  return toyArena(dirs.strategyDir, options);
}

function workspace() {
  return toyWorkspace(made);
}

function context(
  tools: FakeArenaTools,
  dirs: { workspace: string; strategyDir: string },
  signal = new AbortController().signal,
): DeveloperContext {
  return { tools, ...dirs, seed: 11, signal, addUsage: () => {}, log: () => {} };
}

async function develop(spec: string, ctx: DeveloperContext): Promise<DeveloperEnd> {
  return offlineDeveloper(spec, pools).develop(ctx);
}

describe('offline developer', () => {
  it('reads its spec strictly', () => {
    expect(parseOfflineSpec('offline')).toEqual({ steps: 2 });
    expect(parseOfflineSpec('offline?steps=3&batch=2')).toEqual({ steps: 3, batch: 2 });
    expect(() => parseOfflineSpec('offline?depth=2')).toThrow(/no option 'depth'; valid options: steps, batch/);
    expect(() => parseOfflineSpec('offline?steps=0')).toThrow(/steps must be a whole number ≥ 1/);
  });

  it('reads a tuning file: ranges rounded to the step, the start among the values', () => {
    const tuning = readPoolTuning('toy', pools);
    expect(tuning.parameters.map((parameter) => parameter.values.length)).toEqual([9, 5]);
    expect(tuning.parameters[0]?.start).toBe(2);
    expect(() => readPoolTuning('chess', pools)).toThrow(/the pool of 'chess' has no tuning.json/);
  });

  it('climbs from the baseline, spends exactly both budgets and stops frozen with the champion in strategy/', async () => {
    const dirs = workspace();
    const tools = fake(dirs);
    const end = await develop('offline', context(tools, dirs));
    expect(end.stop).toBe('frozen');
    const status = tools.status();
    expect(status.budgets.small).toMatchObject({ used: 48, remaining: 0 });
    expect(status.budgets.full).toMatchObject({ used: 6, remaining: 0 });
    const baseline = tools.log[0];
    expect(baseline).toMatchObject({ kind: 'full', args: '' });
    const champion = status.champion;
    expect(champion?.rank).toBeLessThan(9); // the starter is rank 11 of 12, the tuned family's start rank 9
    expect(strength((tools.championArgs() ?? '').split(' '))).toBeGreaterThan(strength(['--a', '2', '--b', '0']));
    const manifest = JSON.parse(readFileSync(join(dirs.strategyDir, 'xparena-program.json'), 'utf8'));
    expect(manifest.entry.slice(2).join(' ')).toBe(tools.championArgs());
    expect(readFileSync(join(dirs.strategyDir, 'xparena.mjs'), 'utf8')).toMatch(/export/);
  });

  it('is deterministic given the seed', async () => {
    const runs = [];
    for (let run = 0; run < 2; run++) {
      const dirs = workspace();
      const tools = fake(dirs);
      await develop('offline?steps=1', context(tools, dirs));
      runs.push(tools.log.map((entry) => `${entry.kind} ${entry.args} ${entry.opponents.join(',')}`));
    }
    expect(runs[0]).toEqual(runs[1]);
  });

  it('resumes after an interrupt and after a crash before delivery, submitting exactly what one run submits', async () => {
    const whole = workspace();
    const reference = fake(whole);
    await develop('offline', context(reference, whole));
    const ids = reference.log.map((entry) => entry.id);

    const dirs = workspace();
    const controller = new AbortController();
    let crashes = 0;
    const tools = fake(dirs, {
      afterComplete: (count) => {
        if (count === 5) controller.abort();
        if (count === 9 && crashes++ === 0) throw new Error('killed before delivery');
      },
    });
    expect((await develop('offline', context(tools, dirs, controller.signal))).stop).toBe('interrupted');
    await expect(develop('offline', context(tools, dirs))).rejects.toThrow(/killed before delivery/);
    expect(tools.status().undelivered).toBe(1);
    expect((await develop('offline', context(tools, dirs))).stop).toBe('frozen');
    expect(tools.log.map((entry) => entry.id)).toEqual(ids);
    // Nothing was asked twice: the journal and the redelivered result answered the replayed part of the search.
    expect(tools.calls).toBe(ids.length - 1); // the baseline came with the first full evaluation
    expect(tools.status().budgets).toEqual(reference.status().budgets);
    expect(tools.championArgs()).toBe(reference.championArgs());
  });

  it('lets the random arm pick opponents, reads binary feedback, and still spends every unit', async () => {
    const dirs = workspace();
    const tools = fake(dirs, { arm: 'random', feedback: 'binary' });
    const end = await develop('offline', context(tools, dirs));
    expect(end.stop).toBe('frozen');
    expect(tools.status().budgets.small.remaining).toBe(0);
    expect(tools.status().budgets.full.remaining).toBe(0);
    expect(tools.status().champion?.rank).toBeLessThan(11);
  });

  it('stops as soon as a full evaluation reaches rank 1', async () => {
    const dirs = workspace();
    const tools = fake(dirs, { elos: elos.map((elo) => elo - 300), full: 10 });
    const end = await develop('offline', context(tools, dirs));
    expect(end.stop).toBe('frozen');
    expect(tools.status().frozen).toBe('rank-1');
    expect(tools.status().budgets.full.remaining).toBeGreaterThan(0);
  });
});
