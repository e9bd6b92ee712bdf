import { describe, expect, it } from 'vitest';
import { forfeitOutcome } from '../../core/game.js';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed, seedRng } from '../../core/rng.js';
import { reproduces, type Strategy, strategyNames } from './strategies.js';
import { trustEvolutionGame as game, type TrustAction, type TrustState } from './trust-evolution-game.js';

function single(opponent: string, seed = 1, rounds = 10): TrustState {
  return game.setup(resolveParams(game, 'eval', { opponent, rounds }), seed, 1);
}

function play(state: TrustState, ...joint: (readonly TrustAction[])[]): TrustState {
  return joint.reduce((current, actions) => game.apply(deepFreeze(current), actions), state);
}

describe('trust-evolution setup', () => {
  it('defaults to the eval preset: 10 rounds against a uniformly drawn opponent', () => {
    expect(game.defaultPreset).toBe('eval');
    expect(resolveParams(game, undefined)).toEqual({ rounds: 10, opponent: 'uniform' });
    expect(resolveParams(game, 'explore')).toEqual({ rounds: 10, opponent: 'biased' });
  });

  it('draws the opponent from the seed, fixing it when the parameter names a strategy', () => {
    expect(single('grudger').opponent).toBe('grudger');
    expect(single('uniform', 4)).toEqual(single('uniform', 4));
    const drawn = new Set(Array.from({ length: 200 }, (_, seed) => single('uniform', seed).opponent));
    expect([...drawn].sort()).toEqual([...strategyNames].sort());
  });

  it('draws easier opponents more often under the biased preset', () => {
    const count = (name: Strategy): number =>
      Array.from({ length: 1600 }, (_, seed) => single('biased', seed).opponent).filter((drawn) => drawn === name)
        .length;
    expect(count('always-cooperate')).toBeGreaterThan(2 * count('detective'));
  });

  it('ignores the opponent parameter with two seats', () => {
    const state = game.setup(resolveParams(game, 'explore'), 1, 2);
    expect(state.opponent).toBeNull();
    expect(state.pool).toBeNull();
    expect(game.toAct(state)).toEqual([0, 1]);
  });

  it('rejects other numbers of seats', () => {
    expect(() => game.setup(resolveParams(game, 'eval'), 1, 3)).toThrow(/1 or 2 seats/);
  });
});

describe('trust-evolution single seat', () => {
  it('lets the seat collaborate, cheat or END', () => {
    expect(game.legalActions(single('copycat'), 0)).toEqual(['collaborate', 'cheat', 'END']);
  });

  it('scores each round against the hidden opponent and ends after the last round', () => {
    const state = play(single('copycat', 1, 3), ['cheat'], ['collaborate'], ['cheat']);
    expect(state.history).toEqual([
      ['cheat', 'collaborate'],
      ['collaborate', 'cheat'],
      ['cheat', 'collaborate'],
    ]);
    expect(game.score(state)).toEqual([5]);
    expect(game.toAct(state)).toEqual([]);
    expect(game.legalActions(state, 0)).toEqual([]);
    expect(game.outcome(state)).toEqual({ scores: [5] });
  });

  it('ends the episode at once on END, keeping the points so far', () => {
    const state = play(single('always-cooperate'), ['cheat'], ['END']);
    expect(state.ended).toBe(true);
    expect(state.history).toHaveLength(1);
    expect(game.toAct(state)).toEqual([]);
    expect(game.outcome(state)).toEqual({ scores: [3] });
    expect(() => game.apply(state, ['cheat'])).toThrow(/game is over/);
  });

  it('has no outcome while rounds remain', () => {
    expect(game.outcome(play(single('copycat'), ['cheat']))).toBeNull();
  });

  it('never mutates its input and rejects illegal actions', () => {
    const state = deepFreeze(single('random'));
    const next = game.apply(state, ['cheat']);
    expect(state.history).toEqual([]);
    expect(next.history).toHaveLength(1);
    expect(() => game.apply(state, ['defect' as TrustAction])).toThrow(/not a legal action/);
    expect(() => game.apply(state, ['cheat', 'cheat'])).toThrow(/expected 1 action/);
  });

  it('advances the RNG only for the random opponent', () => {
    const fixed = single('copycat');
    expect(game.apply(fixed, ['cheat']).rng).toBe(fixed.rng);
    const random = single('random');
    expect(game.apply(random, ['cheat']).rng).not.toEqual(random.rng);
  });

  it('hides the opponent’s strategy and the RNG from the seat', () => {
    const state = play(single('detective'), ['collaborate'], ['cheat']);
    const observation = game.observe(state, 0);
    expect(observation).toEqual({
      players: 1,
      player: 0,
      rounds: 10,
      pool: 'detective',
      skipped: 0,
      history: [
        { own: 'collaborate', other: 'collaborate', ownPayoff: 2, otherPayoff: 2 },
        { own: 'cheat', other: 'cheat', ownPayoff: 0, otherPayoff: 0 },
      ],
      score: 2,
      otherScore: 2,
      ended: false,
    });
    expect(JSON.stringify(game.observe(single('uniform', 9), 0))).not.toMatch(/rng|opponent"/);
  });

  it('plays none, the invalid-answer no-op, as a used-up round with no moves, unseen by the opponent', () => {
    const start = game.setup(resolveParams(game, 'eval', { opponent: 'detective', rounds: 3 }), 1, 1);
    const skipped = game.apply(start, ['none']);
    expect(skipped).toEqual({ ...start, skipped: 1 });
    // The detective's scripted opening starts over where it was: its first move is still collaborate.
    const after = game.apply(skipped, ['cheat']);
    expect(after.history).toEqual([['cheat', 'collaborate']]);
    expect(game.outcome(game.apply(after, ['cheat']))).toEqual({ scores: [3 + 0] });
    expect(game.defaultAction(start, 0)).toBe('none');
    expect(game.legalActions(start, 0)).not.toContain('none');
    expect(game.invalidActionPolicy(resolveParams(game, 'eval'))).toEqual({ retries: 0, fallback: 'default' });
    expect(game.invalidActionPolicy(resolveParams(game, 'explore'))).toEqual({ retries: 0, fallback: 'default' });
    const pair = game.setup(resolveParams(game, 'eval', { rounds: 2 }), 1, 2);
    expect(game.apply(pair, ['none', 'cheat'])).toEqual({ ...pair, skipped: 1 });
  });

  it('scores a forfeit as if the seat were cheated in every remaining round', () => {
    const state = play(single('always-cooperate'), ['cheat'], ['cheat']);
    expect(forfeitOutcome(game, state, 0, 1)).toEqual({ scores: [6 - 8] });
  });
});

describe('trust-evolution two seats', () => {
  const start = game.setup(resolveParams(game, 'eval', { rounds: 2 }), 1, 2);

  it('lets both seats act at once with collaborate or cheat', () => {
    expect(game.toAct(start)).toEqual([0, 1]);
    expect(game.legalActions(start, 1)).toEqual(['collaborate', 'cheat']);
  });

  it('scores an iterated prisoner’s dilemma for both seats', () => {
    const state = play(start, ['collaborate', 'cheat'], ['cheat', 'cheat']);
    expect(game.outcome(state)).toEqual({ scores: [-1, 3] });
    expect(game.observe(state, 1).history[0]).toEqual({
      own: 'cheat',
      other: 'collaborate',
      ownPayoff: 3,
      otherPayoff: -1,
    });
  });

  it('rejects END', () => {
    expect(() => game.apply(start, ['END', 'cheat'])).toThrow(/not a legal action/);
  });

  it('scores a forfeit on the game’s scale: −1 per remaining round for the forfeiter, +3 for the other', () => {
    const state = play(start, ['collaborate', 'collaborate']);
    expect(forfeitOutcome(game, state, 1, 2)).toEqual({ scores: [2 + 3, 2 - 1] });
  });
});

describe('trust-evolution sample', () => {
  it('draws only strategies that reproduce the opponent’s observed moves, or random', () => {
    const state = play(single('detective'), ['collaborate'], ['collaborate'], ['cheat']);
    const observation = deepFreeze(game.observe(state, 0));
    const rng = rngFromSeed(3);
    const drawn = new Set<string | null>();
    for (let i = 0; i < 200; i++) {
      const sampled = game.sample(observation, 0, rng);
      expect(game.observe(sampled, 0)).toEqual(observation);
      drawn.add(sampled.opponent);
    }
    // Only the prior's strategy (detective) can appear: the parameter fixes it.
    expect([...drawn]).toEqual(['detective']);
  });

  it('weighs consistent strategies by the prior and random by ½ per round', () => {
    const state = play({ ...single('uniform'), opponent: 'copycat' }, ['collaborate'], ['collaborate']);
    const observation = game.observe(state, 0);
    expect(observation.pool).toBe('uniform');
    const rng = rngFromSeed(4);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const opponent = game.sample(observation, 0, rng).opponent ?? 'none';
      counts.set(opponent, (counts.get(opponent) ?? 0) + 1);
    }
    const view = observation.history.map(({ own, other }) => ({ own: other, other: own }));
    for (const name of counts.keys()) {
      if (name !== 'random') expect(reproduces(name as Exclude<Strategy, 'random'>, view)).toBe(true);
    }
    // Both rounds were mutual collaborations: copycat, always-cooperate, grudger, copykitten and simpleton (1 each)
    // stay possible, with random at ¼: about 4000 × 0.25 / 5.25 ≈ 190 random draws.
    expect(counts.get('random') ?? 0).toBeGreaterThan(150);
    expect(counts.get('random') ?? 0).toBeLessThan(350);
    expect(counts.get('always-cheat')).toBeUndefined();
    expect(counts.get('detective')).toBeUndefined();
  });

  it('never copies the true RNG state', () => {
    const state = play(single('random', 5), ['cheat'], ['cheat']);
    const sampled = game.sample(game.observe(state, 0), 0, rngFromSeed(0));
    expect(jsonEqual(sampled.rng, state.rng)).toBe(false);
    expect(sampled.rng).not.toEqual(seedRng(5));
  });

  it('rebuilds a two-seat state from either seat’s side', () => {
    const start = game.setup(resolveParams(game, 'eval', { rounds: 3 }), 1, 2);
    const state = play(start, ['collaborate', 'cheat']);
    const sampled = game.sample(game.observe(state, 1), 1, rngFromSeed(1));
    expect(sampled.history).toEqual(state.history);
    expect(sampled.opponent).toBeNull();
    expect(game.toAct(sampled)).toEqual([0, 1]);
  });
});
