// One turn of ridge-barter under the hidden rules: whether an offer is taken, and how the price a trader holds to moves.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { traders } from './ridge-barter-cast.js';
import {
  gapOf,
  leversOf,
  praisedPrice,
  type RidgeBarterManner,
  type RidgeBarterRules,
  refusedPrice,
  steppedAwayPrice,
} from './ridge-barter-rules.js';
import type { RidgeBarterMove, RidgeBarterProgress } from './ridge-barter-state.js';

const lowestPrice = 1;
const highestPrice = 9;
/** Points per ware bought; with all three bought, a bonus and points per sack of salt kept (it sells past the crossing). */
export const pointsPerWare = 100;
export const allThreeBonus = 150;
export const pointsPerSalt = 60;

/** What the player saw happen in a turn (the answer also names what the trader now holds out for). */
export type RidgeBarterEvent = 'taken' | 'refused' | 'praised' | 'stepped-away' | 'rested';

/** A price kept within what any trader will hold to. */
export function clampPrice(price: number): number {
  return Math.min(highestPrice, Math.max(lowestPrice, price));
}

/** Plays `move` on `progress` under `rules`, with what the player saw happen. */
export function moveEffect(
  rules: RidgeBarterRules,
  progress: RidgeBarterProgress,
  move: RidgeBarterMove,
): { readonly progress: RidgeBarterProgress; readonly event: RidgeBarterEvent } {
  if (move.type === 'rest') return { progress, event: 'rested' };
  const { trader } = move;
  const opening = rules.prices[trader] as number;
  const price = opening + (progress.shifts[trader] as number);
  const levers = leversOf(rules, rules.manners[trader] as RidgeBarterManner);
  if (move.type === 'offer' && move.salt >= price) {
    const bought = progress.bought.map((has, index) => has || index === trader);
    return { progress: { ...progress, salt: progress.salt - move.salt, bought }, event: 'taken' };
  }
  const next =
    move.type === 'offer'
      ? refusedPrice(levers, gapOf(rules), price, move.salt)
      : move.type === 'praise'
        ? praisedPrice(levers, price)
        : steppedAwayPrice(levers, price);
  const shifts = progress.shifts.map((shift, index) => (index === trader ? clampPrice(next) - opening : shift));
  const event = move.type === 'offer' ? 'refused' : move.type === 'praise' ? 'praised' : 'stepped-away';
  return { progress: { ...progress, shifts }, event };
}

/** The episode's score: wares bought and salt kept. */
export function scoreOf(progress: Pick<RidgeBarterProgress, 'salt' | 'bought'>): number {
  const wares = progress.bought.filter(Boolean).length;
  const across = wares === progress.bought.length ? allThreeBonus + progress.salt * pointsPerSalt : 0;
  return Math.min(1000, wares * pointsPerWare + across);
}

/** Plays one listed move and words what the player saw. */
export function playMove(
  rules: RidgeBarterRules,
  progress: RidgeBarterProgress,
  move: RidgeBarterMove,
): HiddenRuleStep<RidgeBarterProgress> {
  const step = moveEffect(rules, progress, move);
  const held =
    move.type === 'rest' ? 0 : (rules.prices[move.trader] as number) + (step.progress.shifts[move.trader] as number);
  return { progress: step.progress, feedback: feedbackOf(step.event, move, held) };
}

/** How the player sees an event; every answer that is not a sale names what the trader now holds out for. */
function feedbackOf(event: RidgeBarterEvent, move: RidgeBarterMove, held: number): string {
  if (move.type === 'rest') return 'You sit by the fire for a while.';
  const trader = traders[move.trader] as (typeof traders)[number];
  switch (event) {
    case 'taken':
      return `${trader.name} takes your ${move.type === 'offer' ? move.salt : 0} salt and hands over the ${trader.ware}.`;
    case 'refused':
      return `${trader.name} pushes the salt back across the mat: "${held} salt, not a grain less."`;
    case 'praised':
      return `${trader.name} listens while you admire the ${trader.ware}: "It is yours for ${held} salt."`;
    default:
      return `You walk off from ${trader.name}'s mat and wander back later: "${held} salt for the ${trader.ware}," ${trader.name} calls.`;
  }
}
