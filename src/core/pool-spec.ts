// How a pool program is named as an agent: `program:pool/<game>/<id>`, the name records and ratings carry.

/** The part of a `program:` spec that names a pool program: `pool/<game>/<id>`. */
export const poolPathPrefix = 'pool/';

/** The agent spec of pool program `id` of `game`, e.g. `program:pool/kuhn-poker/p003`. */
export function poolProgramSpec(game: string, id: string): string {
  return `program:${poolPathPrefix}${game}/${id}`;
}
