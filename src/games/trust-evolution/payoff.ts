// The payoff table of The Evolution of Trust: one place, so the game, the strategies' best replies and the docs agree.

/** A move in one round. */
export type Move = 'collaborate' | 'cheat';

/** Both moves of the game, in the order actions are listed. */
export const moves: readonly Move[] = ['collaborate', 'cheat'];

/** Points to a player who plays `own` while the other plays `other`: +2, −1, +3 or 0. */
export function payoff(own: Move, other: Move): number {
  if (own === 'collaborate') return other === 'collaborate' ? 2 : -1;
  return other === 'collaborate' ? 3 : 0;
}
