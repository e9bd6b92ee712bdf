// Draw primitives: `hand-reset` (Professor's Research, Iono, Judge, Atticus, Squawk and Seize) and `draw` (Roark).
import type { EffectSpec } from '../effect-spec.js';
import { deckOf, drawCards, logEvent, rngOf, shuffleDeck, toDiscard, writable } from '../ptcg-draft.js';
import { next, type StepHandler } from './step-outcome.js';

type HandReset = Extract<EffectSpec, { type: 'hand-reset' }>;
type Draw = Extract<EffectSpec, { type: 'draw' }>;

/** Each named player discards, shuffles in or bottoms their hand, then draws. */
export const handReset: StepHandler<HandReset> = (draft, step, context) => {
  const players = step.players === 'both' ? [context.player, 1 - context.player] : [context.player];
  let moved = 0;
  for (const player of players) {
    const seat = writable(draft, player);
    moved += seat.hand.length;
    if (step.hand === 'discard') toDiscard(draft, player, seat.hand);
    else if (step.hand === 'shuffle') deckOf(draft, player).push(...seat.hand);
    else deckOf(draft, player).push(...rngOf(draft).shuffle(seat.hand));
    seat.hand = [];
    if (step.hand === 'shuffle') shuffleDeck(draft, player);
  }
  if (step.hand === 'bottom' && moved === 0) return next(context);
  for (const player of players) {
    const seat = writable(draft, player);
    const count = step.draw === 'prizes-remaining' ? seat.prizes.length : step.draw;
    const drawn = drawCards(draft, player, count);
    logEvent(draft, `player ${player} drew ${drawn} card${drawn === 1 ? '' : 's'}`);
  }
  return next(context);
};

/** The acting player draws cards. */
export const draw: StepHandler<Draw> = (draft, step, context) => {
  const drawn = drawCards(draft, context.player, step.count);
  logEvent(draft, `player ${context.player} drew ${drawn} card${drawn === 1 ? '' : 's'}`);
  return next(context);
};
