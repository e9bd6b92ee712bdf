import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { type KuhnState, kuhnPokerGame } from './kuhn-poker-game.js';
import type { KuhnAction, KuhnCard } from './kuhn-poker-rules.js';
import { kuhnScenario } from './test-kuhn-scenario.js';

const game = kuhnPokerGame;

function play(state: KuhnState, actions: readonly KuhnAction[]): KuhnState {
  return actions.reduce((current, action) => game.apply(deepFreeze(current), [action]), state);
}

describe('kuhn-poker rules', () => {
  const terminal: readonly [readonly KuhnAction[], readonly KuhnCard[], readonly number[]][] = [
    [
      ['check', 'check'],
      ['K', 'J'],
      [1, -1],
    ],
    [
      ['check', 'check'],
      ['J', 'Q'],
      [-1, 1],
    ],
    [
      ['check', 'bet', 'fold'],
      ['K', 'J'],
      [-1, 1],
    ],
    [
      ['check', 'bet', 'call'],
      ['K', 'J'],
      [2, -2],
    ],
    [
      ['check', 'bet', 'call'],
      ['Q', 'K'],
      [-2, 2],
    ],
    [
      ['bet', 'fold'],
      ['J', 'K'],
      [1, -1],
    ],
    [
      ['bet', 'call'],
      ['J', 'K'],
      [-2, 2],
    ],
    [
      ['bet', 'call'],
      ['K', 'Q'],
      [2, -2],
    ],
  ];

  for (const [history, cards, scores] of terminal) {
    it(`pays ${scores.join('/')} for ${history.join('-')} with ${cards.join(' vs ')} when seat 0 opens`, () => {
      const end = play(kuhnScenario({ cards }), history);
      expect(game.toAct(end)).toEqual([]);
      expect(game.outcome(end)).toEqual({ scores });
    });

    it(`pays ${[...scores].reverse().join('/')} for ${history.join('-')} when seat 1 opens with ${cards[0]}`, () => {
      const swapped = [cards[1], cards[0]] as KuhnCard[];
      const start = kuhnScenario({
        cards: swapped,
        hands: 2,
        earlier: [{ cards: ['K', 'Q'], history: ['bet', 'fold'] }],
      });
      expect(game.toAct(start)).toEqual([1]);
      const end = play(start, history);
      expect(game.outcome(end)?.scores).toEqual([1 + (scores[1] ?? 0), -1 + (scores[0] ?? 0)]);
    });
  }

  it('offers check or bet to open, call or fold against a bet, and nothing to the waiting seat', () => {
    const start = kuhnScenario({ cards: ['Q', 'J'] });
    expect(game.legalActions(start, 0)).toEqual(['check', 'bet']);
    expect(game.legalActions(start, 1)).toEqual([]);
    expect(game.legalActions(play(start, ['check']), 1)).toEqual(['check', 'bet']);
    expect(game.legalActions(play(start, ['bet']), 1)).toEqual(['call', 'fold']);
    expect(game.legalActions(play(start, ['check', 'bet']), 0)).toEqual(['call', 'fold']);
  });

  it('rejects an illegal action instead of guessing', () => {
    expect(() => game.apply(kuhnScenario({ cards: ['Q', 'J'] }), ['call'])).toThrow(/not legal/);
  });

  it('plays a match of alternating openers, dealing each hand from a fresh deck and summing chips', () => {
    const params = resolveParams(game, 'match');
    let state = game.setup(params, 7, 2);
    const openers: number[] = [];
    while (game.toAct(state).length) {
      if (state.history.length === 0) openers.push(game.toAct(state)[0] ?? -1);
      expect(new Set(state.cards).size).toBe(2);
      state = game.apply(state, [game.legalActions(state, game.toAct(state)[0] ?? 0)[1] ?? 'check']);
    }
    expect(openers).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    const scores = game.outcome(state)?.scores ?? [];
    expect(scores[0]).toBe(state.results.reduce((sum, hand) => sum + (hand.payoffs[0] ?? 0), 0));
    expect((scores[0] ?? 0) + (scores[1] ?? 0)).toBe(0);
  });

  it('deals every ordered pair of distinct cards about equally often', () => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 3000; seed++) {
      const key = game.setup({ hands: 1 }, seed, 2).cards.join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['JK', 'JQ', 'KJ', 'KQ', 'QJ', 'QK']);
    for (const count of counts.values()) expect(count).toBeGreaterThan(400);
  });

  it('keeps a running score of finished hands only', () => {
    const state = kuhnScenario({
      cards: ['J', 'Q'],
      history: ['bet'],
      hands: 3,
      earlier: [{ cards: ['K', 'Q'], history: ['bet', 'call'] }],
    });
    expect(game.score(state)).toEqual([2, -2]);
  });

  it('makes a forfeiting seat fold the current hand and lose the ante of every hand left', () => {
    const state = kuhnScenario({ cards: ['J', 'Q'], history: ['check', 'bet'], hands: 4 });
    expect(game.forfeit(state, 0)).toEqual({ scores: [-4, 4] });
    const afterBet = kuhnScenario({ cards: ['J', 'Q'], history: ['bet'], hands: 1 });
    expect(game.forfeit(afterBet, 0)).toEqual({ scores: [-2, 2] });
    expect(game.forfeit(afterBet, 1)).toEqual({ scores: [1, -1] });
  });

  it('refuses to seat anything but two players', () => {
    expect(() => game.setup({ hands: 1 }, 1, 3)).toThrow(/2 seats/);
  });
});

describe('kuhn-poker hidden information', () => {
  it("never shows the opponent's card or the dealing RNG before a showdown", () => {
    const withJ = kuhnScenario({ cards: ['K', 'J'], history: ['check'], seed: 1 });
    const withQ = kuhnScenario({ cards: ['K', 'Q'], history: ['check'], seed: 2 });
    const seen = game.observe(withJ, 0);
    expect(seen).toEqual(game.observe(withQ, 0));
    expect(seen.card).toBe('K');
    expect(JSON.stringify(seen)).not.toMatch(/"J"|rng/);
  });

  it('reveals both cards of a hand that reached a showdown, and neither opponent card of a fold', () => {
    const state = kuhnScenario({
      cards: ['Q', 'J'],
      hands: 3,
      earlier: [
        { cards: ['K', 'J'], history: ['bet', 'fold'] },
        { cards: ['Q', 'K'], history: ['check', 'check'] },
      ],
    });
    const seat1 = game.observe(state, 1).previous;
    expect(seat1.map((hand) => hand.cards)).toEqual([
      [null, 'J'],
      ['Q', 'K'],
    ]);
    expect(game.observe(state, 0).previous[0]?.cards).toEqual(['K', null]);
  });

  it('samples the unseen opponent card uniformly from the two cards the seat does not hold', () => {
    const observation = deepFreeze(game.observe(kuhnScenario({ cards: ['Q', 'K'], history: ['check'] }), 1));
    const rng = rngFromSeed(5);
    const counts = { J: 0, Q: 0, K: 0 };
    for (let draw = 0; draw < 4000; draw++) {
      const sampled = game.sample(observation, 1, rng);
      expect(sampled.cards[1]).toBe('K');
      counts[sampled.cards[0] ?? 'K']++;
      if (draw < 50) expect(jsonEqual(game.observe(sampled, 1), observation)).toBe(true);
    }
    expect(counts.K).toBe(0);
    expect(counts.J / 4000).toBeGreaterThan(0.46);
    expect(counts.Q / 4000).toBeGreaterThan(0.46);
  });

  it('samples folded hands uniformly too and keeps their recorded betting and payoffs', () => {
    const state = kuhnScenario({
      cards: ['J', 'Q'],
      hands: 2,
      earlier: [{ cards: ['J', 'K'], history: ['bet', 'fold'] }],
    });
    const observation = game.observe(state, 0);
    const rng = rngFromSeed(9);
    const earlier = new Set<string>();
    for (let draw = 0; draw < 200; draw++) {
      const sampled = game.sample(observation, 0, rng);
      earlier.add(sampled.results[0]?.cards.join('') ?? '');
      expect(sampled.results[0]?.payoffs).toEqual([1, -1]);
    }
    expect([...earlier].sort()).toEqual(['JK', 'JQ']);
  });

  it('gives sampled states a fresh RNG, never the true one, so future deals do not leak', () => {
    const state = game.setup(resolveParams(game, 'match'), 11, 2);
    const rng = rngFromSeed(3);
    const states = Array.from({ length: 20 }, () => game.sample(game.observe(state, 0), 0, rng));
    for (const sampled of states) expect(sampled.rng).not.toEqual(state.rng);
    expect(new Set(states.map((sampled) => JSON.stringify(sampled.rng))).size).toBe(20);
  });
});
