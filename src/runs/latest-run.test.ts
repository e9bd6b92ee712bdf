import { describe, expect, it } from 'vitest';
import { Store } from '../store/store.js';
import { anyRun, exploreEvaluateRun, latestRunId, resolveRun, tournamentRun } from './latest-run.js';

function storeWith(kinds: readonly string[]): Store {
  const store = new Store(':memory:');
  for (const [index, kind] of kinds.entries())
    store.startRun({ id: `${kind}-${index}`, kind, spec: { index }, codeVersion: 'test' });
  return store;
}

describe('latest', () => {
  it('is the newest run of the kind the command can use', () => {
    const store = storeWith(['tournament', 's3gym', 'episodes']);
    expect(latestRunId(store, tournamentRun)).toBe('tournament-0');
    expect(latestRunId(store, exploreEvaluateRun)).toBe('s3gym-1');
    expect(resolveRun(store, 'latest', anyRun)).toBe('episodes-2');
    expect(resolveRun(store, 'tournament-0', exploreEvaluateRun)).toBe('tournament-0');
    store.close();
  });

  it('names the kind when there is none', () => {
    const store = storeWith(['episodes']);
    expect(() => latestRunId(store, tournamentRun)).toThrow(/^no tournament stored in .*`xparena tournament`/);
    expect(() => latestRunId(store, exploreEvaluateRun)).toThrow(/^no explore\/evaluate run stored in /);
    expect(() => resolveRun(store, 'nope', anyRun)).toThrow(/no stored run 'nope'/);
    store.close();
  });
});
