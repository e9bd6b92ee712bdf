import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import { playMatch } from '../core/play-match.js';
import { trustEvolution } from '../games/trust-evolution/index.js';
import { episodeSteps, learningSeat } from './episode-steps.js';

const always = (action: string): Agent => ({ name: action, act: () => ({ action }) });

describe('episodeSteps', () => {
  it('reads the seat that played with experience, wherever it sat', async () => {
    const record = await playMatch({
      game: trustEvolution.game,
      params: { rounds: 3, opponent: 'uniform' },
      seed: 1,
      seats: [
        { spec: 'anchor', agent: always('cheat') },
        { spec: 'learner', agent: always('collaborate'), experience: 'h1' },
      ],
    });
    expect(learningSeat(record)).toBe(1);
    const steps = episodeSteps(record);
    expect(steps.map((step) => step.answer)).toEqual(['collaborate', 'collaborate', 'collaborate']);
    expect(steps.map((step) => step.reward)).toEqual([-1, -1, -1]);
    expect(episodeSteps(record, 0).map((step) => step.reward)).toEqual([3, 3, 3]);
  });
});
