// `compareRuns` on fixtures whose paired differences are known: learning runs 2 points apart on every shared seed after
// checkpoint 0, and a tournament agent that wins every game in one run that it lost in the other.
import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../core/match-record.js';
import type { LearningTrial } from '../measure/learning-trials.js';
import { type AnchoredRun, compareRuns } from './run-comparison.js';

/** One trial whose evaluation score at (checkpoint, seed) is the seed's own level plus `gain` after checkpoint 0. */
function trial(pathway: string, gain: number, index = 0): LearningTrial {
  const evaluation = [0, 3, 6].flatMap((checkpoint) =>
    [101, 102, 103].map((seed, episode) => ({
      checkpoint,
      episode,
      seed,
      score: seed - 100 + (checkpoint > 0 ? gain : 0),
    })),
  );
  return { game: 'trust-evolution', pathway, trial: index, evaluation, exploration: [] };
}

/** A finished two-seat match of `a` against `b` on `seed`, scored as given. */
function match(a: string, b: string, seed: number, scores: [number, number]): MatchRecord {
  return {
    formatVersion: 1,
    id: `${a}-${b}-${seed}-${scores.join(':')}`,
    game: 'kuhn-poker',
    version: 1,
    params: {},
    seed,
    seats: [
      { agent: a, name: a },
      { agent: b, name: b },
    ],
    steps: [],
    end: { status: 'finished', scores },
  } as unknown as MatchRecord;
}

/** A round of A against B on seeds 1–4 in both seat orders, A scoring `result` (1 win, 0 loss), plus B against C. */
function tournament(result: 0 | 1): MatchRecord[] {
  const records: MatchRecord[] = [];
  for (let seed = 1; seed <= 4; seed++) {
    records.push(match('A', 'B', seed, [result, 1 - result]));
    records.push(match('B', 'A', seed, [1 - result, result]));
    records.push(match('B', 'C', seed, [1, 0]));
    records.push(match('C', 'B', seed, [seed % 2, 1 - (seed % 2)]));
  }
  return records;
}

/** An anchored run: one evolving agent over 3 rounds against two anchors, winning where `wins(round, anchor)`. */
function anchored(agent: string, wins: (round: number, anchor: string) => boolean): AnchoredRun {
  const games = [0, 1, 2].flatMap((round) =>
    ['a1', 'a2'].flatMap((anchor) =>
      [0, 1].map((seat) => ({
        agent,
        round,
        anchor,
        seed: 10 * round + seat,
        seat,
        score: wins(round, anchor) ? 1 : 0,
      })),
    ),
  );
  const ratings = [0, 1, 2].map((round) => {
    const own = games.filter((game) => game.round === round);
    const score = own.reduce((sum, game) => sum + game.score, 0) / own.length;
    return { agent, round, rating: 1400 + 200 * score, rank: 2, games: own.length, score, low: 1300, high: 1700 };
  });
  return {
    game: 'kuhn-poker',
    pool: { formatVersion: 1, mean: 1500, ratings: { a1: 1600, a2: 1400 } },
    ratings,
    games,
  };
}

describe('compareRuns', () => {
  it('pairs learning runs on trial, checkpoint and seed, counts each seed once, and gives ΔNABA from the baseline', () => {
    const comparison = compareRuns(
      [
        { id: 'r1', kind: 's3gym', label: 'history', trials: [trial('history', 0)] },
        { id: 'r2', kind: 's3gym', label: 'summary', trials: [trial('summary', 2)] },
      ],
      { bootstrap: 200 },
    );
    expect(comparison.baseline).toBe('history');
    const [paired] = comparison.learning?.paired ?? [];
    expect(paired?.label).toBe('summary');
    // 9 pairs on 3 seeds; 6 of them (checkpoints 3 and 6) are 2 better: mean 12 / 9.
    expect(paired?.difference).toMatchObject({ pairs: 9, clusters: 3, better: 3, worse: 0, ties: 0 });
    expect(paired?.difference.mean.value).toBeCloseTo(12 / 9, 12);
    expect(paired?.difference.mean).toMatchObject({ low: 12 / 9, high: 12 / 9 });
    expect(paired?.difference.signTestP).toBeCloseTo(0.25, 12);
    expect(comparison.learning?.curves.map((curve) => curve.pathway)).toEqual(['history', 'summary']);
    const [delta] = comparison.learning?.deltas ?? [];
    expect(delta).toMatchObject({ game: 'trust-evolution', from: 'history', to: 'summary' });
    expect(delta?.delta.value).toBeGreaterThan(0);
    expect(comparison.ratings).toBeNull();
  });

  it('finds no pairs where runs evaluated on other seeds', () => {
    const other = trial('b', 1);
    const shifted = {
      ...other,
      evaluation: other.evaluation.map((episode) => ({ ...episode, seed: (episode.seed ?? 0) + 10 })),
    };
    const comparison = compareRuns([
      { id: 'r1', kind: 's3gym', label: 'a', trials: [trial('a', 0)] },
      { id: 'r2', kind: 's3gym', label: 'b', trials: [shifted] },
    ]);
    expect(comparison.learning?.paired).toEqual([]);
  });

  it("pairs tournaments on an agent's games with the same opponent, seed and seat, and measures rank agreement", () => {
    const comparison = compareRuns(
      [
        { id: 't1', kind: 'tournament', label: 'before', records: tournament(0) },
        { id: 't2', kind: 'tournament', label: 'after', records: tournament(1) },
      ],
      { bootstrap: 100 },
    );
    const paired = comparison.ratings?.paired ?? [];
    expect(paired.map((row) => row.agent)).toEqual(['A', 'B', 'C']);
    const [a, b, c] = paired;
    // A: 8 games against B, each a loss before and a win after.
    expect(a?.difference).toMatchObject({ pairs: 8, clusters: 8, better: 8, worse: 0 });
    expect(a?.difference.mean.value).toBe(1);
    expect(a?.difference.signTestP).toBeCloseTo(2 / 256, 12);
    // B: its 8 games against A the other way round, its 8 against C unchanged.
    expect(b?.difference).toMatchObject({ pairs: 16, better: 0, worse: 8, ties: 8 });
    expect(b?.difference.mean.value).toBe(-0.5);
    expect(c?.difference).toMatchObject({ pairs: 8, ties: 8 });
    const ratings = comparison.ratings?.agents ?? [];
    const rating = (label: string, agent: string) =>
      ratings.find((line) => line.label === label && line.agent === agent)?.rating ?? Number.NaN;
    expect(rating('after', 'A')).toBeGreaterThan(rating('before', 'A'));
    expect(ratings.every((line) => line.costPerGame.value === 0)).toBe(true);
    const [agreement] = comparison.ratings?.agreement ?? [];
    expect(agreement).toMatchObject({ a: 'before', b: 'after', agents: 3 });
    // Before: B > C > A; after: A > B > C. Pairs (A,B) and (A,C) swap, (B,C) keeps: τ = (1 − 2) / 3.
    expect(agreement?.tau.value).toBeCloseTo(-1 / 3, 12);
    expect(comparison.learning).toBeNull();
  });

  it('pairs anchored runs on round, anchor, seed and seat, and reports each trajectory', () => {
    const comparison = compareRuns(
      [
        { id: 'e1', kind: 'anchored', label: 'none', anchored: anchored('x (none)', () => false) },
        // Learns: from round 2 on it beats anchor a2 (4 of the 12 games).
        {
          id: 'e2',
          kind: 'anchored',
          label: 'reflexion',
          anchored: anchored('x (reflexion)', (round, anchor) => round > 0 && anchor === 'a2'),
        },
      ],
      { bootstrap: 100 },
    );
    const evolution = comparison.evolution;
    expect(evolution?.trajectories.map((row) => [row.label, row.first.rating, row.last.rating])).toEqual([
      ['none', 1400, 1400],
      ['reflexion', 1400, 1500],
    ]);
    const [paired] = evolution?.paired ?? [];
    expect(paired).toMatchObject({
      agent: 'x (reflexion)',
      baselineAgent: 'x (none)',
      label: 'reflexion',
      baseline: 'none',
    });
    expect(paired?.difference).toMatchObject({ pairs: 12, better: 4, worse: 0, ties: 8 });
    expect(paired?.difference.mean.value).toBeCloseTo(4 / 12, 12);
    expect(paired?.difference.signTestP).toBeCloseTo(2 / 16, 12);
    // Every run's trajectories, named by run, for one plot against the first run's anchors.
    expect(new Set(evolution?.ratings.map((line) => line.agent))).toEqual(
      new Set(['none · x (none)', 'reflexion · x (reflexion)']),
    );
    expect(evolution?.pool.ratings).toEqual({ a1: 1600, a2: 1400 });
  });

  it('pairs Learn2Play episodes on game, trial and episode, the trial being the unit', () => {
    const episodes = (experience: string, bonus: number) =>
      ['bell-foundry', 'dye-works'].flatMap((game) =>
        [0, 1, 2].flatMap((trial) =>
          [1, 2, 3, 4, 5].map((episode) => {
            const normalised = 50 + 5 * episode + (episode > 1 ? bonus : 0);
            return {
              game,
              experience,
              trial,
              episode,
              raw: normalised,
              reference: 100,
              normalised,
              actions: [],
              tokens: 0,
              dollars: 0,
            };
          }),
        ),
      );
    const comparison = compareRuns(
      [
        { id: 'l1', kind: 'learn2play', label: 'none', learn2play: episodes('none', 0) },
        { id: 'l2', kind: 'learn2play', label: 'memory', learn2play: episodes('memory', 10) },
      ],
      { bootstrap: 100 },
    );
    const paired = comparison.learn2play?.paired ?? [];
    expect(paired.map((row) => row.game)).toEqual(['bell-foundry', 'dye-works', 'all', 'all, episode 1']);
    // Episodes 2–5 of every trial are 10 better: 40 / 5 per episode; 3 trials per game, 6 over both games.
    expect(paired[0]?.difference).toMatchObject({ pairs: 15, clusters: 3, better: 3, worse: 0 });
    expect(paired[2]?.difference).toMatchObject({ pairs: 30, clusters: 6 });
    expect(paired[2]?.difference.mean.value).toBeCloseTo(8, 12);
    expect(paired[2]?.difference.signTestP).toBeCloseTo(2 / 64, 12);
    // Episode 1 is played before anything was learned: no difference, every trial a tie.
    expect(paired[3]?.difference).toMatchObject({ pairs: 6, clusters: 6, better: 0, worse: 0 });
    expect(paired[3]?.difference.mean.value).toBe(0);
    expect(comparison.learn2play?.metrics.map((run) => run.label)).toEqual(['none', 'memory']);
  });

  it('is the same for the same runs, and takes the baseline it is given', () => {
    const runs = [
      { id: 't1', kind: 'tournament', label: 'before', records: tournament(0) },
      { id: 't2', kind: 'tournament', label: 'after', records: tournament(1) },
    ];
    expect(compareRuns(runs, { bootstrap: 50 })).toEqual(compareRuns(runs, { bootstrap: 50 }));
    const flipped = compareRuns(runs, { bootstrap: 50, baseline: 'after' });
    expect(flipped.ratings?.paired[0]).toMatchObject({ agent: 'A', label: 'before', baseline: 'after' });
    expect(flipped.ratings?.paired[0]?.difference.mean.value).toBe(-1);
  });
});
