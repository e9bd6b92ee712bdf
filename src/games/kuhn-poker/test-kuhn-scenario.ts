// A scenario builder for tests: Kuhn poker states with chosen cards and betting, no dealing luck involved.
import { seedRng } from '../../core/rng.js';
import type { KuhnState } from './kuhn-poker-game.js';
import { firstToAct, handPayoffs, type KuhnAction, type KuhnCard, type KuhnHandResult } from './kuhn-poker-rules.js';

/** What a scenario fixes; earlier hands are given as cards and betting, their payoffs are computed. */
export interface KuhnScenario {
  /** The current hand's cards by seat. */
  readonly cards: readonly KuhnCard[];
  readonly history?: readonly KuhnAction[];
  readonly hands?: number;
  readonly earlier?: readonly { readonly cards: readonly KuhnCard[]; readonly history: readonly KuhnAction[] }[];
  /** Seed of the RNG that deals the following hands. */
  readonly seed?: number;
}

/** A state in the middle of a match, as described by `scenario`. */
export function kuhnScenario(scenario: KuhnScenario): KuhnState {
  const results = (scenario.earlier ?? []).map(
    (hand, index): KuhnHandResult => ({
      cards: hand.cards,
      history: hand.history,
      payoffs: handPayoffs(hand.cards, hand.history, firstToAct(index)),
      showdown: hand.history.at(-1) !== 'fold',
    }),
  );
  return {
    hands: scenario.hands ?? Math.max(1, results.length + 1),
    results,
    cards: scenario.cards,
    history: scenario.history ?? [],
    rng: seedRng(scenario.seed ?? 1),
  };
}
