// How alike two episodes' action sequences are: Learn2Play's behaviour figure for fixed games, where an agent that
// replays itself scores 1 and one that changes every action scores near 0.

/** The length of the longest common subsequence of `a` and `b` (O(|a|·|b|) time, O(|b|) memory). */
export function lcsLength(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++)
      row[j] = x === b[j - 1] ? (previous[j - 1] as number) + 1 : Math.max(previous[j] as number, row[j - 1] as number);
    previous = row;
  }
  return previous[b.length] as number;
}

/** LCS(a, b) ÷ max(|a|, |b|), in [0, 1]: 1 for identical sequences (and for two empty ones). */
export function actionSimilarity(a: readonly string[], b: readonly string[]): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : lcsLength(a, b) / longest;
}
