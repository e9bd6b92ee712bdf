// One line for an arena result, as progress lines and transcripts show it.
import type { ArenaResult } from '../core/arena-tools.js';

/** `rank 7, Elo 1480.0`, `5W 0D 3L` or `3/8 won` (binary feedback). */
export function resultLine(result: ArenaResult): string {
  if (result.kind === 'full')
    return `rank ${result.rank}, Elo ${result.elo.toFixed(1)}${result.baseline ? ' (baseline)' : ''}`;
  if (result.feedback === 'binary')
    return `${result.games.filter((game) => game.win).length}/${result.games.length} won`;
  return `${result.wins}W ${result.draws}D ${result.losses}L`;
}
