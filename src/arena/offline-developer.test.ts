// The offline developer against a fake arena whose programs' strength is a function of their arguments: it climbs,
// spends exactly its budgets, stops frozen, is deterministic, and resumes (after an interrupt or a crash between a
// completed submission and its delivery) to the same submissions as an uninterrupted run.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeveloperContext, DeveloperEnd } from './developer.js';
import { offlineDeveloper, parseOfflineSpec } from './offline-developer.js';
import { readPoolTuning } from './pool-tuning.js';
import { type FakeArenaOptions, FakeArenaTools } from './test-arena-tools.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A pools directory with game `toy`: a `knob` family (arguments a and b) and its tuning file. */
function toyPools(): string {
  const pools = mkdtempSync(join(tmpdir(), 'xparena-offline-pools-'));
  made.push(pools);
  const family = join(pools, 'toy', 'knob');
  mkdirSync(family, { recursive: true });
  writeFileSync(
    join(family, 'xparena-program.json'),
    JSON.stringify({ name: 'knob', version: '1', language: 'javascript', entry: ['node', 'main.mjs'] }),
  );
  writeFileSync(join(family, 'main.mjs'), "import { play } from './xparena.mjs';\n");
  writeFileSync(
    join(pools, 'toy', 'tuning.json'),
    JSON.stringify({
      family: 'knob',
      parameters: [
        { name: 'a', min: 0, max: 8, step: 1, start: 2 },
        { name: 'b', values: [0, 1, 2, 3, 4], start: 0 },
      ],
    }),
  );
  return pools;
}

const pools = toyPools();

/** Strength 1150 for the starter (no arguments); else 1300 + 60a − 40|b − 2| (best: a = 8, b = 2). */
function strength(args: readonly string[]): number {
  if (args.length === 0) return 1150;
  const value = (name: string) => Number(args[args.indexOf(`--${name}`) + 1]);
  return 1300 + 60 * value('a') - 40 * Math.abs(value('b') - 2);
}

const elos = [1000, 1080, 1160, 1240, 1320, 1400, 1480, 1560, 1640, 1720, 1800, 1880];

function workspace(): { workspace: string; strategyDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'xparena-offline-ws-'));
  made.push(root);
  const strategyDir = join(root, 'strategy');
  mkdirSync(strategyDir);
  writeFileSync(
    join(strategyDir, 'xparena-program.json'),
    JSON.stringify({ name: 'starter', version: '1', language: 'javascript', entry: ['node', 'main.mjs'] }),
  );
  writeFileSync(join(strategyDir, 'main.mjs'), '// the starter\n');
  return { workspace: root, strategyDir };
}

function fake(dirs: { strategyDir: string }, options: Partial<FakeArenaOptions> = {}): FakeArenaTools {
  return new FakeArenaTools({ game: 'toy', elos, small: 48, full: 6, batch: 4, strength, ...dirs, ...options });
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
    expect(tools.calls).toBe(ids.length);
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
