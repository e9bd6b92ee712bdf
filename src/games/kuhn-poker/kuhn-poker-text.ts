// How Kuhn poker reads to models, logs and the viewer: rules, one seat's view, and tolerant action parsing.
import { answerText } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import type { KuhnObservation, KuhnObservedHand } from './kuhn-poker-game.js';
import { type KuhnAction, kuhnActions, legalActionsAfter } from './kuhn-poker-rules.js';

/** Earlier hands listed in an observation text (the most recent ones). */
const shownHands = 10;

/** The actions seat `player` may take now, judged from its observation alone; empty when it is not its turn. */
export function kuhnOptions(observation: KuhnObservation, player: number): readonly KuhnAction[] {
  if (observation.hand >= observation.hands) return [];
  const seat = (observation.first + observation.history.length) % 2;
  return seat === player ? legalActionsAfter(observation.history) : [];
}

function signed(chips: number): string {
  return chips > 0 ? `+${chips}` : String(chips);
}

function describeHand(hand: KuhnObservedHand, index: number, player: number): string {
  const opponent = hand.cards[1 - player];
  const cards = `you ${hand.cards[player] ?? '?'}, opponent ${opponent ?? 'not shown'}`;
  const payoff = hand.payoffs[player] ?? 0;
  const result = payoff > 0 ? `you won ${payoff}` : `you lost ${-payoff}`;
  const opener = hand.first === player ? 'you' : 'opponent';
  return `Hand ${index + 1} (${opener} first): ${cards}; ${hand.history.join(', ')}; ${result}.`;
}

function describePrevious(observation: KuhnObservation, player: number): string[] {
  const { previous } = observation;
  if (previous.length === 0) return [];
  const from = Math.max(0, previous.length - shownHands);
  const over = observation.hand >= observation.hands;
  const heading = `${over ? 'Hands played' : 'Earlier hands'}${from > 0 ? ` (last ${previous.length - from})` : ''}:`;
  return [heading, ...previous.slice(from).map((hand, offset) => describeHand(hand, from + offset, player))];
}

function chips(observation: KuhnObservation, player: number): string {
  return `you ${signed(observation.totals[player] ?? 0)}, opponent ${signed(observation.totals[1 - player] ?? 0)}`;
}

/** Text codec of Kuhn poker; actions are the words `check`, `bet`, `call` and `fold`. */
export const kuhnPokerText: TextCodec<KuhnAction, KuhnObservation> = {
  rules(params: Params, player: number): string {
    const hands = Number(params.hands ?? 1);
    return [
      `You are playing Kuhn poker as seat ${player} (of seats 0 and 1), over ${hands} hand${hands === 1 ? '' : 's'}.`,
      'The deck has three cards, ranked J < Q < K. In every hand both seats ante 1 chip and are dealt one card each from a',
      'fresh deck; the third card stays hidden. Seats take turns opening: seat 0 opens hand 1, seat 1 hand 2, and so on.',
      '- The opener may check or bet 1 chip.',
      '- After a check, the other seat may check (showdown: the higher card wins the pot of 2, +1 chip) or bet 1.',
      '- After a bet, the other seat may call 1 (showdown: the higher card wins the pot of 4, +2 chips) or fold',
      '  (the bettor wins the antes, +1 chip). A fold shows no cards.',
      'Your score is the chips you win minus the chips you lose, summed over all hands; the game is zero-sum.',
      'Answer with exactly one of the options you are given: check, bet, call or fold.',
    ].join('\n');
  },

  observation(observation: KuhnObservation, player: number): string {
    if (observation.hand >= observation.hands) {
      const hands = `${observation.hands} hand${observation.hands === 1 ? '' : 's'}`;
      return [
        `The match is over after ${hands}. Final chips: ${chips(observation, player)}.`,
        ...describePrevious(observation, player),
      ].join('\n');
    }
    const options = kuhnOptions(observation, player);
    const position = observation.first === player ? 'first' : 'second';
    const history = observation.history.length ? observation.history.join(', ') : 'none';
    const lines = [
      `Hand ${observation.hand + 1} of ${observation.hands}; you act ${position} in this hand.`,
      `You hold ${observation.card ?? '?'}. Pot ${observation.pot}. History: ${history}. ${
        options.length ? `Your options: ${options.join(', ')}.` : 'Waiting for the opponent to act.'
      }`,
    ];
    if (observation.hands > 1) lines.push(`Chips so far: ${chips(observation, player)}.`);
    return [...lines, ...describePrevious(observation, player)].join('\n');
  },

  action(action: KuhnAction): string {
    return action;
  },

  parseAction(text: string, observation: KuhnObservation, player: number): ParseResult<KuhnAction> {
    const options = kuhnOptions(observation, player);
    if (options.length === 0) {
      const why = observation.hand >= observation.hands ? 'the match is over' : "it is the opponent's turn";
      return { ok: false, error: `no action can be taken now: ${why}` };
    }
    const answer = answerText(text)
      .toLowerCase()
      .replace(/^[\s"'`*]+|[\s"'`*.!]+$/g, '');
    const action = options.find((option) => option === answer);
    if (action) return { ok: true, action };
    const valid = `answer with one of: ${options.join(', ')}`;
    if (kuhnActions.some((known) => known === answer)) {
      return {
        ok: false,
        error: `'${answer}' is not possible now (history: ${observation.history.join(', ') || 'none'}); ${valid}`,
      };
    }
    const shown = answer.length > 40 ? `${answer.slice(0, 40)}…` : answer;
    return { ok: false, error: `could not read '${shown}' as an action; ${valid}` };
  },
};
