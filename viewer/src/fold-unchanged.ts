// Folding a line diff to its changes: what a unified diff shows, so a one-line edit of a long program stays short.
import type { DiffLine } from './line-diff.js';

/** A run of unchanged lines left out of a folded diff. */
export interface FoldedLines {
  readonly folded: number;
}

/** The diff with every unchanged line farther than `context` lines from a change replaced by one marker per run. */
export function foldUnchanged(lines: readonly DiffLine[], context: number): (DiffLine | FoldedLines)[] {
  const near = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.type === 'same') return;
    for (let at = Math.max(0, index - context); at <= Math.min(lines.length - 1, index + context); at++)
      near[at] = true;
  });
  const out: (DiffLine | FoldedLines)[] = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (near[index]) {
      if (folded > 0) out.push({ folded });
      folded = 0;
      out.push(line);
    } else folded++;
  });
  if (folded > 0) out.push({ folded });
  return out;
}
