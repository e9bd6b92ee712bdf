// "Did you mean …?" for names a user mistyped (games, agents, presets, parameters, options), as commander does for
// commands: the valid names nearest by edit distance, or those the typed text begins.

/** Edits (insert, delete, substitute, swap two neighbours) that turn `from` into `to`. */
export function editDistance(from: string, to: string): number {
  const width = to.length + 1;
  // cells[i * width + j]: the distance from the first i characters of `from` to the first j of `to`.
  const cells = new Array<number>((from.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => cells[i * width + j] ?? 0;
  for (let i = 0; i <= from.length; i++) {
    for (let j = 0; j <= to.length; j++) {
      if (i === 0 || j === 0) {
        cells[i * width + j] = i + j;
        continue;
      }
      const substitute = at(i - 1, j - 1) + (from[i - 1] === to[j - 1] ? 0 : 1);
      const swapped = i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1];
      cells[i * width + j] = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        substitute,
        swapped ? at(i - 2, j - 2) + 1 : Number.POSITIVE_INFINITY,
      );
    }
  }
  return at(from.length, to.length);
}

/**
 * The valid names close enough to `typed` to be what was meant (case ignored): those within a third of its length in
 * edits (at least one), else those that begin with it (three characters or more), else none; nearest first.
 */
export function closeNames(typed: string, valid: readonly string[]): string[] {
  const text = typed.toLowerCase();
  const allowed = Math.max(1, Math.floor(text.length / 3));
  const names = [...new Set(valid)];
  const near = names
    .map((name) => ({ name, distance: editDistance(text, name.toLowerCase()) }))
    .filter((entry) => entry.distance <= allowed)
    .sort((x, y) => x.distance - y.distance);
  if (near.length > 0) return near.map((entry) => entry.name);
  return text.length >= 3 ? names.filter((name) => name.toLowerCase().startsWith(text)) : [];
}

/** ` (did you mean 'x'?)` naming up to three close valid names, or '' when none is close; for error messages. */
export function didYouMean(typed: string, valid: readonly string[]): string {
  const names = closeNames(typed, valid).slice(0, 3);
  if (names.length === 0) return '';
  const quoted = names.map((name) => `'${name}'`);
  const listed = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return ` (did you mean ${listed}?)`;
}
