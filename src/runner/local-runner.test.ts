import { describe, expect, it, vi } from 'vitest';
import { InfraError } from '../core/agent.js';
import { resolveParams } from '../core/params.js';
import { findGame } from '../games/registry.js';
import { playJob } from './local-runner.js';
import { jobGame, jobMatchId, type MatchJob } from './match-job.js';

const closed: string[] = [];

// Every agent the runner creates gets a close() that records its seat, to see which are released.
vi.mock('../agents/registry.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../agents/registry.js')>();
  return {
    ...original,
    createAgent: (...args: Parameters<typeof original.createAgent>) => {
      const agent = original.createAgent(...args);
      return { ...agent, close: () => void closed.push(`seat ${args[2].seat}`) };
    },
  };
});

describe('playJob', () => {
  it('closes the agents already seated when a later seat cannot be created', async () => {
    const module = findGame('kuhn-poker');
    const job: MatchJob = {
      ...jobGame(module),
      params: resolveParams(module.game, 'match'),
      seats: ['random', 'random'],
      // The second seat's experience is unknown here, so its seat fails before the match starts.
      experience: [null, { name: 'no-such-experience', hash: 'h', state: {} }],
      seed: 1,
    };
    await expect(playJob(job, {})).rejects.toThrow(InfraError);
    expect(closed).toEqual(['seat 0']);
    closed.length = 0;
    const record = await playJob({ ...job, experience: [null, null] }, {});
    expect(record?.end.status).toBe('finished');
    expect(closed.sort()).toEqual(['seat 0', 'seat 1']);
  });

  it("stores a job's match under the id scheduled for it, with or without another policy than the game's rule", async () => {
    const module = findGame('kuhn-poker');
    const job: MatchJob = {
      ...jobGame(module),
      params: resolveParams(module.game, 'match'),
      seats: ['random', 'random'],
      seed: 3,
    };
    const rule: MatchJob = { ...job, invalid: { retries: 2, fallback: 'random' } };
    const strict: MatchJob = { ...job, invalid: { retries: 0, fallback: 'forfeit' } };
    expect(jobMatchId(rule)).toBe(jobMatchId(job));
    expect(jobMatchId(strict)).not.toBe(jobMatchId(job));
    for (const each of [job, rule, strict]) expect((await playJob(each, {}))?.id).toBe(jobMatchId(each));
  });
});
