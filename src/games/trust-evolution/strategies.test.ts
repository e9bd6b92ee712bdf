import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../core/rng.js';
import type { Move } from './payoff.js';
import {
  biasedWeights,
  type DeterministicStrategy,
  deterministicStrategies,
  drawStrategy,
  opponentWeights,
  posteriorWeights,
  type RoundMoves,
  randomMove,
  reproduces,
  strategyNames,
} from './strategies.js';

const c: Move = 'collaborate';
const d: Move = 'cheat';

/** The moves `strategy` makes, round by round, when the other plays `others` (the strategy reacts to them). */
function movesAgainst(strategy: DeterministicStrategy, others: readonly Move[]): Move[] {
  const history: RoundMoves[] = [];
  for (const other of others) history.push({ own: deterministicStrategies[strategy](history), other });
  return history.map((round) => round.own);
}

const text = (sequence: readonly Move[]): string => sequence.map((move) => (move === c ? 'C' : 'D')).join('');
const sequence = (letters: string): Move[] => [...letters].map((letter) => (letter === 'C' ? c : d));

describe('strategies', () => {
  it('copycat collaborates first, then copies the other’s last move', () => {
    expect(text(movesAgainst('copycat', sequence('CDDCDC')))).toBe('CCDDCD');
  });

  it('always-cheat and always-cooperate ignore the other', () => {
    expect(text(movesAgainst('always-cheat', sequence('CCDC')))).toBe('DDDD');
    expect(text(movesAgainst('always-cooperate', sequence('DDDD')))).toBe('CCCC');
  });

  it('grudger collaborates until the first cheat, then cheats for ever', () => {
    expect(text(movesAgainst('grudger', sequence('CCDCCC')))).toBe('CCCDDD');
  });

  it('detective probes with C, D, C, C and then plays copycat once it has been cheated in the probe', () => {
    expect(text(movesAgainst('detective', sequence('CCDCCDC')))).toBe('CDCCCCD');
  });

  it('detective cheats for ever after a probe in which the other never cheated', () => {
    expect(text(movesAgainst('detective', sequence('CCCCDCC')))).toBe('CDCCDDD');
  });

  it('detective counts only cheats in rounds 1–3, as the original does: a first cheat in round 4 is not caught', () => {
    // The original (ncase/trust, Logic_prober) notes a cheat only while probe moves are left to play, and the fourth is
    // played before round 4's moves are remembered; so it goes on to cheat for ever.
    expect(text(movesAgainst('detective', sequence('CCCDCCC')))).toBe('CDCCDDD');
    expect(text(movesAgainst('detective', sequence('CCDDCCC')))).toBe('CDCCDCC');
  });

  it('copykitten cheats only after two cheats in a row', () => {
    expect(text(movesAgainst('copykitten', sequence('DCDDDCC')))).toBe('CCCCDDC');
  });

  it('simpleton repeats its move after a collaboration and switches after a cheat', () => {
    expect(text(movesAgainst('simpleton', sequence('CDCDDCC')))).toBe('CCDDCDD');
  });

  it('random draws both moves from the rng, about half each', () => {
    const rng = rngFromSeed(5);
    const draws = Array.from({ length: 2000 }, () => randomMove(rng));
    const collaborations = draws.filter((move) => move === c).length;
    expect(collaborations).toBeGreaterThan(900);
    expect(collaborations).toBeLessThan(1100);
  });

  it('reproduces tells which deterministic strategies could have played an observed history', () => {
    const history: RoundMoves[] = [
      { own: c, other: d },
      { own: d, other: c },
    ];
    const consistent = (Object.keys(deterministicStrategies) as DeterministicStrategy[]).filter((name) =>
      reproduces(name, history),
    );
    expect(consistent).toEqual(['copycat', 'grudger', 'detective', 'simpleton']);
  });
});

describe('opponent draws', () => {
  it('biased weights favour the easier strategies and sum to 16', () => {
    expect(strategyNames.reduce((sum, name) => sum + biasedWeights[name], 0)).toBe(16);
    expect(biasedWeights['always-cooperate']).toBeGreaterThan(biasedWeights.detective);
    expect(biasedWeights.copycat).toBeGreaterThan(biasedWeights.grudger);
    expect(biasedWeights.simpleton).toBeGreaterThan(biasedWeights.random);
  });

  it('uniform gives every strategy weight 1 and a strategy name fixes the opponent', () => {
    expect(strategyNames.map((name) => opponentWeights('uniform')[name])).toEqual(strategyNames.map(() => 1));
    expect(strategyNames.filter((name) => opponentWeights('grudger')[name] > 0)).toEqual(['grudger']);
    expect(() => opponentWeights('tit-for-tat')).toThrow(/valid values: biased, uniform, copycat/);
  });

  it('drawStrategy follows the weights', () => {
    const rng = rngFromSeed(9);
    const counts = new Map<string, number>();
    for (let i = 0; i < 16_000; i++) {
      const name = drawStrategy(biasedWeights, rng);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const name of strategyNames) {
      expect(Math.abs((counts.get(name) ?? 0) - 1000 * biasedWeights[name])).toBeLessThan(250);
    }
  });

  it('the posterior keeps the prior of consistent strategies and halves random’s weight each round', () => {
    const history: RoundMoves[] = [
      { own: c, other: c },
      { own: d, other: c },
    ];
    const weights = posteriorWeights('biased', history);
    expect(weights.detective).toBe(1);
    expect(weights.random).toBe(0.25);
    expect(strategyNames.filter((name) => weights[name] > 0)).toEqual(['detective', 'random']);
  });

  it('the posterior falls back to every consistent strategy when the prior excludes them all', () => {
    const weights = posteriorWeights('always-cooperate', [{ own: d, other: c }]);
    expect(strategyNames.filter((name) => weights[name] > 0)).toEqual(['always-cheat', 'random']);
  });
});
