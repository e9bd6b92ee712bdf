// The classic 10-round match-ups of "The Evolution of Trust", computed by hand from the payoff table (+2/−1/+3/0).
import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { payoff } from './payoff.js';
import { type DeterministicStrategy, type RoundMoves, type Strategy, strategyMove } from './strategies.js';
import { type TrustObservation, trustEvolutionGame } from './trust-evolution-game.js';

/** Total points of two strategies playing each other for `rounds` rounds. */
function duel(first: Strategy, second: Strategy, rounds = 10): [number, number] {
  const rng = rngFromSeed(1);
  const history: RoundMoves[] = [];
  const scores: [number, number] = [0, 0];
  for (let round = 0; round < rounds; round++) {
    const a = strategyMove(first, history, rng);
    const b = strategyMove(
      second,
      history.map(({ own, other }) => ({ own: other, other: own })),
      rng,
    );
    scores[0] += payoff(a, b);
    scores[1] += payoff(b, a);
    history.push({ own: a, other: b });
  }
  return scores;
}

/** The seat's score when it plays `strategy` in the single-seat game against a fixed opponent. */
function gameScore(strategy: DeterministicStrategy, opponent: DeterministicStrategy): number {
  const game = trustEvolutionGame;
  let state = game.setup(resolveParams(game, 'eval', { opponent }), 3, 1);
  const rng = rngFromSeed(0);
  while (game.toAct(state).length > 0) {
    const observation: TrustObservation = game.observe(state, 0);
    state = game.apply(state, [strategyMove(strategy, observation.history, rng)]);
  }
  return game.outcome(state)?.scores[0] ?? Number.NaN;
}

// [strategy, its score against copycat, copycat's score] over 10 rounds.
const againstCopycat: readonly [DeterministicStrategy, number, number][] = [
  ['always-cooperate', 20, 20], // ten mutual collaborations
  ['always-cheat', 3, -1], // one exploited collaboration, then nine mutual cheats
  ['copycat', 20, 20],
  ['grudger', 20, 20],
  ['detective', 18, 18], // C/C +2, D/C +3, C/D −1, C/C +2, then six C/C (+12)
  ['copykitten', 20, 20],
  ['simpleton', 20, 20],
];

describe('The Evolution of Trust over 10 rounds', () => {
  for (const [strategy, own, theirs] of againstCopycat) {
    it(`${strategy} scores ${own} against copycat, which scores ${theirs}`, () => {
      expect(duel(strategy, 'copycat')).toEqual([own, theirs]);
      expect(gameScore(strategy, 'copycat')).toBe(own);
    });
  }

  const pairings: readonly [DeterministicStrategy, DeterministicStrategy, number, number][] = [
    ['always-cheat', 'always-cooperate', 30, -10],
    ['detective', 'always-cooperate', 27, -1], // probe +2 +3 +2 +2, then six exploited collaborations (+18)
    ['detective', 'grudger', 3, 7], // grudger is triggered by the probe's cheat; detective then copies its cheats
    ['always-cheat', 'grudger', 3, -1],
    ['always-cheat', 'copykitten', 6, -2], // copykitten forgives the first cheat
    ['always-cheat', 'simpleton', 15, -5], // simpleton alternates C and D against constant cheating
    ['always-cheat', 'detective', 9, -3], // the probe pays +3, 0, +3, +3; then detective copies the cheats
  ];

  for (const [first, second, a, b] of pairings) {
    it(`${first} scores ${a} against ${second}, which scores ${b}`, () => {
      expect(duel(first, second)).toEqual([a, b]);
      expect(gameScore(first, second)).toBe(a);
    });
  }
});
