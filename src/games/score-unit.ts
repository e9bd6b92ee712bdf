// The smallest non-zero change of each game's score (NABA's ε), so a learning curve that starts at 0 is normalised by
// one step of real progress rather than by zero. Games whose unit depends on their parameters say so in a facet.
import type { Params } from '../core/game.js';
import { gameModules } from './registry.js';

/**
 * The game's smallest non-zero score unit for an instance with `params`: the module's `scoreUnit`, else 1 (read off
 * docs/games/*.md: one cleared row in tetris, one apple in snake, one survived turn in plants-vs-zombies, one chip in
 * kuhn-poker, terminal 1/0 in nullify, and payoffs of +2, −1, +3, 0 per round in trust-evolution).
 */
export function scoreUnit(game: string, params: Params = {}): number {
  return gameModules.find((module) => module.game.id === game)?.scoreUnit?.(params) ?? 1;
}
