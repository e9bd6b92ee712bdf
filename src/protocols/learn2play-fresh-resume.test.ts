// A resumed fresh-rules run keeps the variant its stored matches played, even when the draw from the trial's seed now
// gives another (as a change of a kit's ladder bands would, without a new game version).
import { describe, expect, it, vi } from 'vitest';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { learn2playRecords } from '../runs/run-labels.js';
import { Store } from '../store/store.js';
import { learn2play, trialRuleset } from './learn2play.js';

const draw = vi.hoisted(() => ({ ruleset: 7 }));
vi.mock('../games/hidden-rules/fresh-ruleset.js', () => ({ freshRuleset: () => draw.ruleset }));

describe('learn2play under fresh rules, resumed', () => {
  it('plays each trial on the variant its stored matches played, and draws only for trials with none', async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'run', kind: 'learn2play', spec: {}, codeVersion: 'test' });
    const play = (trials: number) =>
      learn2play({
        module: findGame('truffle-wood'),
        agent: 'learner',
        experience: createExperience('none'),
        trials,
        episodes: 2,
        seed: 3,
        rulesets: 'fresh',
        store,
        runId: 'run',
      });
    expect(await play(1)).toEqual({ played: 4, skipped: 0, interrupted: false });
    // The draw changes: trial 0 keeps variant 7 (nothing is played again), the new trial 1 plays variant 9.
    draw.ruleset = 9;
    expect(trialRuleset('truffle-wood', 0, 0, 'fresh', { store, runId: 'run' })).toBe(7);
    expect(trialRuleset('truffle-wood', 0, 0, 'fresh')).toBe(9);
    expect(trialRuleset('truffle-wood', 0, 0, 'benchmark', { store, runId: 'run' })).toBe(0);
    expect(await play(2)).toEqual({ played: 4, skipped: 4, interrupted: false });
    const rulesets = learn2playRecords(store, 'run').map(({ label, record }) => [label.trial, record.params.ruleset]);
    expect(rulesets).toEqual([...Array(4).fill([0, 7]), ...Array(4).fill([1, 9])]);
    store.close();
  });
});
