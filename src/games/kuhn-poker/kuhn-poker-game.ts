// Kuhn poker (Kuhn 1950): the smallest poker with bluffing, a two-seat hidden-information test bed for search and LLM agents.
import type { Game, Outcome, Params } from '../../core/game.js';
import { type Rng, type RngState, rngFrom, seedRng } from '../../core/rng.js';
import { kuhnPokerActionSchema } from './kuhn-poker-action-schema.js';
import {
  contribution,
  firstToAct,
  handPayoffs,
  isHandOver,
  type KuhnAction,
  type KuhnCard,
  type KuhnHandResult,
  kuhnCards,
  legalActionsAfter,
  potAfter,
} from './kuhn-poker-rules.js';
import { kuhnPokerText } from './kuhn-poker-text.js';

/** The full state: finished hands, the current deal and betting, and the dealing RNG (hidden from every seat). */
export interface KuhnState {
  /** Hands in the match. */
  readonly hands: number;
  /** Finished hands, oldest first; the match is over when there are `hands` of them. */
  readonly results: readonly KuhnHandResult[];
  /** The current hand's cards by seat; empty once the match is over. */
  readonly cards: readonly KuhnCard[];
  /** The current hand's betting so far. */
  readonly history: readonly KuhnAction[];
  readonly rng: RngState;
}

/** A finished hand as one seat saw it: the opponent's card is null unless it was shown down. */
export interface KuhnObservedHand {
  readonly first: number;
  readonly cards: readonly (KuhnCard | null)[];
  readonly history: readonly KuhnAction[];
  readonly payoffs: readonly number[];
}

/** What one seat sees: its own card, the public betting, chip totals and the showdowns of earlier hands. */
export interface KuhnObservation {
  readonly hands: number;
  /** 0-based index of the current hand; equals `hands` once the match is over. */
  readonly hand: number;
  /** The seat that acts first in the current hand. */
  readonly first: number;
  /** This seat's card in the current hand; null once the match is over. */
  readonly card: KuhnCard | null;
  readonly history: readonly KuhnAction[];
  readonly pot: number;
  /** Chips won (+) or lost (-) per seat over the finished hands. */
  readonly totals: readonly number[];
  readonly previous: readonly KuhnObservedHand[];
}

/** Chips won or lost per seat over the finished hands of `state`. */
export function kuhnTotals(state: Pick<KuhnState, 'results'>): number[] {
  return state.results.reduce(
    (totals, result) => totals.map((total, seat) => total + (result.payoffs[seat] ?? 0)),
    [0, 0],
  );
}

function deal(rng: RngState): { readonly cards: KuhnCard[]; readonly rng: RngState } {
  const generator = rngFrom(rng);
  const cards = generator.shuffle(kuhnCards).slice(0, 2);
  return { cards, rng: generator.state() };
}

function toAct(state: KuhnState): readonly number[] {
  if (state.results.length >= state.hands) return [];
  return [(firstToAct(state.results.length) + state.history.length) % 2];
}

/** Two-seat Kuhn poker over `hands` hands; scores are chips won, summed over the hands (zero-sum). */
export const kuhnPokerGame = {
  id: 'kuhn-poker',
  version: 1,
  title: 'Kuhn poker',
  description:
    'Two-player poker with a three-card deck (J, Q, K): ante 1, one card each, one betting round of check/bet then call/fold.',
  playerCounts: [2],
  params: {
    hands: {
      type: 'int',
      default: 1,
      min: 1,
      max: 10_000,
      description: 'hands in the match; seats alternate acting first and chips won are summed',
    },
  },
  presets: { single: { hands: 1 }, match: { hands: 10 } },
  defaultPreset: 'single',
  hiddenInformation: true,

  setup(params: Params, seed: number, players: number): KuhnState {
    if (players !== 2) throw new Error(`kuhn-poker is played by 2 seats, not ${players}`);
    const hands = Number(params.hands ?? 1);
    const dealt = deal(seedRng(seed));
    return { hands, results: [], cards: dealt.cards, history: [], rng: dealt.rng };
  },

  toAct,

  legalActions(state: KuhnState, player: number): readonly KuhnAction[] {
    return toAct(state).includes(player) ? legalActionsAfter(state.history) : [];
  },

  apply(state: KuhnState, actions: readonly KuhnAction[]): KuhnState {
    const action = actions[0];
    if (action === undefined || !legalActionsAfter(state.history).includes(action) || toAct(state).length === 0) {
      throw new Error(`'${String(action)}' is not legal after '${state.history.join(', ') || 'the deal'}'`);
    }
    const history = [...state.history, action];
    if (!isHandOver(history)) return { ...state, history };
    const first = firstToAct(state.results.length);
    const result: KuhnHandResult = {
      cards: state.cards,
      history,
      payoffs: handPayoffs(state.cards, history, first),
      showdown: history.at(-1) !== 'fold',
    };
    const results = [...state.results, result];
    if (results.length >= state.hands) return { ...state, results, cards: [], history: [] };
    const dealt = deal(state.rng);
    return { ...state, results, cards: dealt.cards, history: [], rng: dealt.rng };
  },

  observe(state: KuhnState, player: number): KuhnObservation {
    const hand = state.results.length;
    return {
      hands: state.hands,
      hand,
      first: firstToAct(hand),
      card: state.cards[player] ?? null,
      history: state.history,
      pot: hand < state.hands ? potAfter(state.history) : 0,
      totals: kuhnTotals(state),
      previous: state.results.map((result, index) => ({
        first: firstToAct(index),
        cards: result.cards.map((card, seat) => (seat === player || result.showdown ? card : null)),
        history: result.history,
        payoffs: result.payoffs,
      })),
    };
  },

  outcome(state: KuhnState): Outcome | null {
    return state.results.length >= state.hands ? { scores: kuhnTotals(state) } : null;
  },

  score: kuhnTotals,

  /** The forfeiting seat folds the current hand (losing what it has in the pot) and the ante of every hand left. */
  forfeit(state: KuhnState, player: number): Outcome {
    const totals = kuhnTotals(state);
    const hand = state.results.length;
    if (hand >= state.hands) return { scores: totals };
    const lost = contribution(state.history, firstToAct(hand), player) + (state.hands - hand - 1);
    return { scores: totals.map((total, seat) => (seat === player ? total - lost : total + lost)) };
  },

  sample(observation: KuhnObservation, player: number, rng: Rng): KuhnState {
    // Each hand is dealt from a fresh deck, so every unseen opponent card is uniform over the two cards this seat lacks.
    const bySeat = (own: KuhnCard, other: KuhnCard): KuhnCard[] => (player === 0 ? [own, other] : [other, own]);
    const unseen = (own: KuhnCard): KuhnCard => rng.pick(kuhnCards.filter((card) => card !== own));
    const results = observation.previous.map((hand): KuhnHandResult => {
      const own = hand.cards[player];
      if (!own) throw new Error(`seat ${player}'s observation lacks its own card in an earlier hand`);
      return {
        cards: bySeat(own, hand.cards[1 - player] ?? unseen(own)),
        history: hand.history,
        payoffs: hand.payoffs,
        showdown: hand.history.at(-1) !== 'fold',
      };
    });
    const own = observation.card;
    const cards = own === null ? [] : bySeat(own, unseen(own));
    return { hands: observation.hands, results, cards, history: observation.history, rng: seedRng(rng.seed()) };
  },

  actionSchema: kuhnPokerActionSchema,
  text: kuhnPokerText,
} satisfies Game<KuhnState, KuhnAction, KuhnObservation>;
