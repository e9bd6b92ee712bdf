import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMatchLabel } from '../core/match-label.js';
import { learningFixture } from '../measure/test-learning-fixture.js';
import { Store } from '../store/store.js';
import { labelledRecords } from './run-labels.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('run labels', () => {
  it('reports a stored label that does not parse and leaves its match out, without stopping the command', () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'run', kind: 'explore-evaluate', spec: {}, codeVersion: '0' });
    const [good, damaged] = learningFixture({ games: ['snake'] });
    if (!good || !damaged) throw new Error('fixture too small');
    store.commitMatch(good.record, { runId: 'run', label: good.label });
    const text = '{"protocol":"explore-evaluate","game":"snake","trial":"first"}';
    store.commitMatch(damaged.record, { runId: 'run', label: readMatchLabel(text) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(labelledRecords(store, 'run')).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`match ${damaged.record.id} of run run has a label that does not parse`);
    expect(warn.mock.calls[0]?.[0]).toContain(text);
    store.close();
  });
});
