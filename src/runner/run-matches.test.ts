import { describe, expect, it } from 'vitest';
import { resolveParams } from '../core/params.js';
import { findGame } from '../games/registry.js';
import { startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { episodes } from '../protocols/episodes.js';
import { roundRobin } from '../protocols/round-robin.js';
import { Store } from '../store/store.js';
import { runMatches } from './run-matches.js';

const kuhn = findGame('kuhn-poker');
const jobs = roundRobin({
  module: kuhn,
  params: resolveParams(kuhn.game, 'match'),
  agents: ['random', 'heuristic', 'mcts?iterations=20'],
  gamesPerPair: 2,
  swapSeats: true,
  seed: 1,
  label: 'kuhn',
});

describe('runMatches', () => {
  it('resumes an interrupted run without losing or replaying a finished match, with the same results', async () => {
    const reference = new Store(':memory:');
    reference.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: '0' });
    expect(await runMatches(jobs, { store: reference, runId: 'run' })).toEqual({
      played: jobs.length,
      skipped: 0,
      interrupted: false,
    });

    const store = new Store(':memory:');
    store.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: '0' });
    const controller = new AbortController();
    let seen = 0;
    const first = await runMatches(jobs, {
      store,
      runId: 'run',
      signal: controller.signal,
      onMatch: () => {
        if (++seen === 5) controller.abort();
      },
    });
    expect(first).toEqual({ played: 5, skipped: 0, interrupted: true });
    const second = await runMatches(jobs, { store, runId: 'run' });
    expect(second).toEqual({ played: jobs.length - 5, skipped: 5, interrupted: false });
    expect(store.listMatches({ runId: 'run' })).toEqual(reference.listMatches({ runId: 'run' }));
  });

  it('plays matches of asynchronous agents concurrently, up to the limit', async () => {
    const server = await startFakeOpenAIServer({ latencyMs: 30 });
    try {
      const trust = findGame('trust-evolution');
      const spec = `llm:openai-compatible/fake?base_url=${server.url}&cache=off`;
      const concurrentJobs = episodes({
        module: trust,
        params: resolveParams(trust.game, 'eval', { rounds: 3 }),
        agents: [spec],
        episodes: 6,
        seed: 1,
      });
      const store = new Store(':memory:');
      const result = await runMatches(concurrentJobs, { store, concurrency: 4, models: {} });
      expect(result).toEqual({ played: 6, skipped: 0, interrupted: false });
      expect(server.maxConcurrent).toBe(4);
      expect(store.listMatches().every((row) => row.status === 'finished')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('plays every job once even when the list repeats a match spec', async () => {
    const store = new Store(':memory:');
    const result = await runMatches([...jobs.slice(0, 2), ...jobs.slice(0, 2)], { store });
    expect(result).toEqual({ played: 2, skipped: 2, interrupted: false });
  });
});
