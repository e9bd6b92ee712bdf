// Kuhn poker's vocabulary and the pure betting rules shared by the game, its text codec and its heuristic.

/** The three cards, lowest first. */
export const kuhnCards = ['J', 'Q', 'K'] as const;

/** A card: jack, queen or king. */
export type KuhnCard = (typeof kuhnCards)[number];

/** A betting action; `check` and `bet` open, `call` and `fold` answer a bet. */
export type KuhnAction = 'check' | 'bet' | 'call' | 'fold';

/** Every action, in the order options are listed. */
export const kuhnActions: readonly KuhnAction[] = ['check', 'bet', 'call', 'fold'];

/** One finished hand, as the full state keeps it (both cards, whether shown or not). */
export interface KuhnHandResult {
  /** Cards by seat. */
  readonly cards: readonly KuhnCard[];
  readonly history: readonly KuhnAction[];
  /** Chips won (+) or lost (-) by each seat in this hand; they sum to zero. */
  readonly payoffs: readonly number[];
  /** True when the hand ended in a showdown, so both cards were revealed. */
  readonly showdown: boolean;
}

/** The legal actions after `history` within one hand; empty once the hand is over. */
export function legalActionsAfter(history: readonly KuhnAction[]): readonly KuhnAction[] {
  const key = history.join(',');
  if (key === '' || key === 'check') return ['check', 'bet'];
  if (key === 'bet' || key === 'check,bet') return ['call', 'fold'];
  return [];
}

/** True when `history` ends a hand: check-check, a call or a fold. */
export function isHandOver(history: readonly KuhnAction[]): boolean {
  const last = history.at(-1);
  return last === 'call' || last === 'fold' || (history.length === 2 && last === 'check');
}

/** Chips in the middle after `history`: both antes plus one per bet or call. */
export function potAfter(history: readonly KuhnAction[]): number {
  return 2 + history.filter((action) => action === 'bet' || action === 'call').length;
}

/** The seat acting first in hand `hand` (0-based): seats alternate, seat 0 opens the first hand. */
export function firstToAct(hand: number): number {
  return hand % 2;
}

/** Chips `seat` has put in the pot so far in a hand opened by `first`: the ante plus its bets and calls. */
export function contribution(history: readonly KuhnAction[], first: number, seat: number): number {
  return (
    1 +
    history.filter((action, index) => (first + index) % 2 === seat && (action === 'bet' || action === 'call')).length
  );
}

/** Each seat's chips won or lost in a finished hand opened by `first` with `cards` by seat. */
export function handPayoffs(cards: readonly KuhnCard[], history: readonly KuhnAction[], first: number): number[] {
  const folder = history.at(-1) === 'fold' ? (first + history.length - 1) % 2 : undefined;
  const winner = folder === undefined ? showdownWinner(cards) : 1 - folder;
  const won = folder === undefined ? potAfter(history) / 2 : contribution(history, first, 1 - winner);
  return winner === 0 ? [won, -won] : [-won, won];
}

function showdownWinner(cards: readonly KuhnCard[]): number {
  return rank(cards[0]) > rank(cards[1]) ? 0 : 1;
}

/** 0 for J, 1 for Q, 2 for K. */
export function rank(card: KuhnCard | undefined): number {
  return card === undefined ? -1 : kuhnCards.indexOf(card);
}
