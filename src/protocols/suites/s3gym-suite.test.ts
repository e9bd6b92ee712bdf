import { describe, expect, it } from 'vitest';
import { hashJson } from '../../core/json.js';
import { snapshot } from '../../experience/experience.js';
import { noneExperience } from '../../experience/none-experience.js';
import { Store } from '../../store/store.js';
import {
  curveSummary,
  parseS3gymRunSpec,
  runS3gym,
  s3gymAgent,
  s3gymRunIdentity,
  storedS3gymRunSpec,
} from './s3gym-suite.js';

const runId = (identity: unknown) => `s3gym-${hashJson(identity, 12)}`;

/** Specs as runs stored them before evalSeeds, historyDrop and harness existed, with the ids those runs have. */
const storedBefore = [
  {
    id: 's3gym-c192739b208d',
    spec: {
      suite: 's3gym',
      agent: 'learner',
      games: ['trust-evolution'],
      episodes: 6,
      evalEvery: 3,
      evalEpisodes: 3,
      trials: 2,
      seed: 0,
      showRewards: false,
      historyBudget: 100000,
      experience: 'learner',
    },
  },
  {
    id: 's3gym-f477ee3e1d64',
    spec: {
      suite: 's3gym',
      agent: 'llm:openai-compatible/fake?base_url=http://127.0.0.1:1/v1',
      experience: 'history',
      episodes: 30,
      evalEvery: 3,
      evalEpisodes: 3,
      trials: 3,
      seed: 0,
      showRewards: false,
      historyBudget: 100000,
      games: ['chess', 'minesweeper', 'nullify', 'tetris', 'snake', 'plants-vs-zombies', 'trust-evolution'],
    },
  },
] as const;

describe('the S³Gym run spec', () => {
  it('reads a spec stored before evalSeeds existed as fresh seeds on the full harness, with its id unchanged', () => {
    for (const { id, spec } of storedBefore) {
      expect(runId(spec)).toBe(id);
      const stored = storedS3gymRunSpec(spec);
      expect(stored).toMatchObject({ evalSeeds: 'fresh', harness: 'full', historyDrop: 'oldest' });
      expect(runId(s3gymRunIdentity(stored))).toBe(id);
      expect(s3gymAgent(stored)).toBe(spec.agent);
      // Resuming it from the command line: the same fields, with --eval-seeds fresh (and --harness full).
      const flags = { ...spec, evalSeeds: 'fresh', harness: 'full', concurrency: 4 };
      expect(runId(s3gymRunIdentity(parseS3gymRunSpec(flags)))).toBe(id);
    }
  });

  it("defaults a new run to the paper's fixed evaluation seeds and the s3gym harness for llm: agents", () => {
    const learner = parseS3gymRunSpec({ ...storedBefore[0].spec });
    expect(learner).toMatchObject({ evalSeeds: 'fixed', harness: 's3gym', historyDrop: 'oldest' });
    const identity = s3gymRunIdentity(learner);
    expect(identity).toMatchObject({ evalSeeds: 'fixed' });
    // The harness changes nothing for a built-in agent, so it stays out of its identity.
    expect(identity).not.toHaveProperty('harness');
    expect(identity).not.toHaveProperty('historyDrop');
    expect(runId(identity)).not.toBe(storedBefore[0].id);
    expect(s3gymRunIdentity(storedS3gymRunSpec(identity))).toEqual(identity);

    const llm = parseS3gymRunSpec({ ...storedBefore[1].spec, historyDrop: 'newest' });
    expect(s3gymRunIdentity(llm)).toMatchObject({ evalSeeds: 'fixed', harness: 's3gym', historyDrop: 'newest' });
    expect(storedS3gymRunSpec(s3gymRunIdentity(llm))).toEqual(llm);
  });

  it('gives llm: agents that choose no harness the spec harness; an explicit harness= wins', () => {
    const agent = 'llm:openai-compatible/m?base_url=http://h/v1';
    expect(s3gymAgent({ agent, harness: 's3gym' })).toBe(`${agent}&harness=s3gym`);
    expect(s3gymAgent({ agent: 'llm:openai/gpt-4o', harness: 's3gym' })).toBe('llm:openai/gpt-4o?harness=s3gym');
    expect(s3gymAgent({ agent: `${agent}&harness=no-mask`, harness: 's3gym' })).toBe(`${agent}&harness=no-mask`);
    expect(s3gymAgent({ agent, harness: 'full' })).toBe(agent);
    expect(s3gymAgent({ agent: 'heuristic', harness: 's3gym' })).toBe('heuristic');
    expect(() => parseS3gymRunSpec({ agent, harness: 'huge' })).toThrow(/harness/);
    expect(() => parseS3gymRunSpec({ agent, evalSeeds: 'sometimes' })).toThrow(/evalSeeds/);
    expect(() => parseS3gymRunSpec({ agent, historyDrop: 'middle' })).toThrow(/historyDrop/);
  });
});

describe('evaluation seeds', () => {
  const small = {
    agent: 'heuristic',
    experience: 'none',
    episodes: 6,
    evalEvery: 3,
    evalEpisodes: 2,
    trials: 2,
    seed: 5,
  };
  const seedsOf = async (spec: ReturnType<typeof parseS3gymRunSpec>) => {
    const jobs: { phase: string; trial: number; checkpoint: number; seed: number; hash?: string }[] = [];
    await runS3gym(spec, {
      onMatch: (job) => {
        const label = job.label;
        if (label?.type === 'episode') jobs.push({ ...label, seed: job.seed, hash: job.experience?.[0]?.hash });
      },
    });
    return jobs;
  };

  it('replays a stored (pre-change) spec with the fresh seeds and snapshot hashes it was made with', async () => {
    const jobs = await seedsOf(storedS3gymRunSpec({ ...small, games: ['trust-evolution'] }));
    // Seeds as the code before fixed evaluation seeds drew them, per trial: evaluation by checkpoint, then exploration.
    const evaluation = jobs.filter((job) => job.phase === 'eval').map((job) => job.seed);
    expect(evaluation).toEqual([
      1863617565, 777273217, 620900847, 1336727949, 1246411899, 1091924911, 1018864857, 1731826881, 2009600293,
      338412965, 2127198989, 1554859537,
    ]);
    const exploration = jobs.filter((job) => job.phase === 'explore').map((job) => job.seed);
    expect(exploration).toEqual([
      949880402, 261014056, 648460240, 989344794, 319986624, 1988574040, 2127733004, 2102090380, 1878991460, 284038982,
      3534292, 248199282,
    ]);
    const none = snapshot(noneExperience(), {}).hash;
    expect(new Set(jobs.map((job) => job.hash))).toEqual(new Set([none]));
  });

  it('uses the same evaluation seeds at every checkpoint by default, disjoint from exploration', async () => {
    const jobs = await seedsOf(parseS3gymRunSpec({ ...small, games: ['trust-evolution'] }));
    const evaluation = (trial: number) =>
      jobs.filter((job) => job.phase === 'eval' && job.trial === trial).map((job) => job.seed);
    expect(evaluation(0)).toEqual([1863617565, 777273217, 1863617565, 777273217, 1863617565, 777273217]);
    expect(evaluation(1)).toEqual([1018864857, 1731826881, 1018864857, 1731826881, 1018864857, 1731826881]);
    const explore = new Set(jobs.filter((job) => job.phase === 'explore').map((job) => job.seed));
    for (const seed of [...evaluation(0), ...evaluation(1)]) expect(explore.has(seed)).toBe(false);
    // Each checkpoint's experience is its own snapshot, so each evaluation is its own match.
    const hashes = new Set(jobs.filter((job) => job.phase === 'eval').map((job) => `${job.trial}:${job.hash}`));
    expect(hashes.size).toBe(2 * 3);
  });

  it('draws a flat curve for a deterministic agent that learns nothing: AUC+ 0 in every trial with fixed seeds', async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'flat', kind: 'test', spec: {}, codeVersion: 'test' });
    const games = ['tetris', 'snake', 'trust-evolution'] as const;
    const fixed = await runS3gym(parseS3gymRunSpec({ ...small, games, trials: 3 }), { store, runId: 'flat' });
    for (const game of games) {
      const summary = curveSummary(game, fixed.curves[game] ?? []);
      expect(summary.perTrial.map((trial) => trial.aucPlus)).toEqual([0, 0, 0]);
      for (const trial of summary.perTrial) expect(trial.max).toBe(trial.start);
    }
    // Every checkpoint's evaluation is stored as its own labelled match.
    const labels = store
      .listMatches({ runId: 'flat' })
      .filter((row) => row.label?.type === 'episode' && row.label.phase === 'eval');
    expect(labels).toHaveLength(games.length * 3 * 3 * 2);
    store.close();
    // With fresh seeds the same agent "improves" from instance luck alone.
    const fresh = await runS3gym(parseS3gymRunSpec({ ...small, games: ['tetris'], trials: 3, evalSeeds: 'fresh' }));
    const luck = curveSummary('tetris', fresh.curves.tetris ?? []);
    expect(luck.aucPlus.value).toBeGreaterThan(0);
  });
});

describe('curve summaries', () => {
  it("report each trial's own Max and AUC+, never those of the trial-averaged curve", () => {
    // Trial 0 rises to 4 at checkpoint 3, trial 1 falls to −4 there: per trial Max 4 and 0, AUC+ 12 (a triangle of
    // height 4 over 6 episodes) and 0, so the means are Max 2 and AUC+ 6; the averaged curve is flat at 0 (Max 0, AUC+ 0).
    const points = (trial: number, scores: number[]) =>
      scores.map((score, index) => ({ trial, checkpoint: 3 * index, hash: String(trial), scores: [score] }));
    const summary = curveSummary('trust-evolution', [...points(0, [0, 4, 0, 0]), ...points(1, [0, -4, 0, 0])]);
    expect(summary.perTrial.map((trial) => [trial.max, trial.aucPlus])).toEqual([
      [4, 12],
      [0, 0],
    ]);
    expect(summary.max.value).toBe(2);
    expect(summary.aucPlus.value).toBe(6);
    expect(summary.epsilon).toBe(1);
    expect(summary.checkpoints).toBe(4);
    // Two trials: t(0.975, 1) = 12.706, sd of (12, 0) = 8.485, so AUC+ 6 ± 76.2.
    expect(summary.aucPlus.high - 6).toBeCloseTo((12.7062047 * Math.sqrt(72)) / Math.sqrt(2), 4);
    // No spread between trials (both start at 0): the Student-t interval is unbounded, never a point.
    expect(summary.start.low).toBe(Number.NEGATIVE_INFINITY);
  });
});
