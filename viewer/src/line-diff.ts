// A line diff by longest common subsequence, for comparing two experience snapshots pretty-printed as JSON.

/** One line of a diff: unchanged, removed (only in the old text) or added (only in the new one). */
export interface DiffLine {
  readonly type: 'same' | 'removed' | 'added';
  readonly text: string;
}

/** Beyond this many line pairs the LCS table is skipped and the whole text is shown as replaced. */
const maxCells = 4_000_000;

/** The line diff from `before` to `after`: unchanged lines in order, each removal before the additions replacing it. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const old = before === '' ? [] : before.split('\n');
  const next = after === '' ? [] : after.split('\n');
  // Common head and tail are matched directly; the LCS runs only on the changed middle.
  let head = 0;
  while (head < old.length && head < next.length && old[head] === next[head]) head++;
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < next.length - head &&
    old[old.length - 1 - tail] === next[next.length - 1 - tail]
  ) {
    tail++;
  }
  const a = old.slice(head, old.length - tail);
  const b = next.slice(head, next.length - tail);
  const lines: DiffLine[] = old.slice(0, head).map((text) => ({ type: 'same', text }));
  if (a.length * b.length > maxCells) {
    for (const text of a) lines.push({ type: 'removed', text });
    for (const text of b) lines.push({ type: 'added', text });
  } else {
    // lengths[i][j]: LCS length of a[i..] and b[j..], in one flat array.
    const width = b.length + 1;
    const lengths = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--) {
      for (let j = b.length - 1; j >= 0; j--) {
        lengths[i * width + j] =
          a[i] === b[j]
            ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) {
        lines.push({ type: 'same', text: a[i] ?? '' });
        i++;
        j++;
      } else if (
        j >= b.length ||
        (i < a.length && (lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0))
      ) {
        lines.push({ type: 'removed', text: a[i] ?? '' });
        i++;
      } else {
        lines.push({ type: 'added', text: b[j] ?? '' });
        j++;
      }
    }
  }
  for (const text of old.slice(old.length - tail)) lines.push({ type: 'same', text });
  return lines;
}
