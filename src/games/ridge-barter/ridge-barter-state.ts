// The visible instance, the progress and the commands of ridge-barter.
import { offerSizes, type RidgeBarterTrader, startingSalt, traders } from './ridge-barter-cast.js';

export interface RidgeBarterInstance {
  readonly traders: readonly RidgeBarterTrader[];
  readonly salt: number;
}

/** Progress: salt left and wares bought (visible); how far each trader has moved from their opening price (hidden). */
export interface RidgeBarterProgress {
  readonly salt: number;
  readonly bought: readonly boolean[];
  readonly shifts: readonly number[];
}

export type RidgeBarterVisible = Pick<RidgeBarterProgress, 'salt' | 'bought'>;

export const ridgeBarterInstance: RidgeBarterInstance = { traders, salt: startingSalt };

/** One trader's commands, with what each does, in a fixed order. */
export type RidgeBarterMove =
  | { readonly type: 'offer'; readonly trader: number; readonly salt: number }
  | { readonly type: 'praise'; readonly trader: number }
  | { readonly type: 'step-away'; readonly trader: number }
  | { readonly type: 'rest' };

const lower = (name: string) => name.toLowerCase();

/** The command text of a move. */
export function commandOf(move: RidgeBarterMove): string {
  if (move.type === 'rest') return 'rest';
  const trader = traders[move.trader] as RidgeBarterTrader;
  if (move.type === 'offer') return `offer ${move.salt} salt to ${lower(trader.name)}`;
  if (move.type === 'praise') return `praise ${lower(trader.name)}'s ${trader.ware}`;
  return `step away from ${lower(trader.name)}`;
}

/** The moves legal now: offers the salt covers, praise and stepping away for every trader not yet bought from, and rest. */
export function movesFor(progress: Pick<RidgeBarterProgress, 'salt' | 'bought'>): readonly RidgeBarterMove[] {
  const moves: RidgeBarterMove[] = [];
  traders.forEach((_, trader) => {
    if (progress.bought[trader]) return;
    for (const salt of offerSizes) if (salt <= progress.salt) moves.push({ type: 'offer', trader, salt });
    moves.push({ type: 'praise', trader }, { type: 'step-away', trader });
  });
  moves.push({ type: 'rest' });
  return moves;
}
