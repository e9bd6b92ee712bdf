// H1 part: the game's rules as the system instruction (the stable prefix of every request, so provider caches hit).
import type { Params } from '../../../core/game.js';
import type { PromptStep } from './harness.js';

/** The game's rules for this seat, in the system message. */
export function rules(): PromptStep {
  // The text depends only on the game, parameters and seat: render it once while they stay the same.
  let cached: { game: unknown; params: Params; player: number; players: number; text: string } | undefined;
  return {
    name: 'rules',
    sections(context) {
      const { game, params, player } = context.turn;
      const { players } = context;
      if (cached?.game !== game || cached.params !== params || cached.player !== player || cached.players !== players) {
        cached = { game, params, player, players, text: game.text.rules(params, player, players) };
      }
      return [{ role: 'system', title: 'Rules', body: cached.text }];
    },
  };
}
