// A line diff of two texts by the `diff` package (Myers' algorithm), as the lines the diff views draw.
import { diffLines } from 'diff';

/** One line of a diff: unchanged, removed (only in the old text) or added (only in the new one). */
export interface DiffLine {
  readonly type: 'same' | 'removed' | 'added';
  readonly text: string;
}

/** Every line of `text` ended by a newline, so a last line without one still equals the same line followed by more. */
function terminated(text: string): string {
  return text === '' ? '' : `${text}\n`;
}

/** The line diff from `before` to `after`: unchanged lines in order, each removal before the additions replacing it. */
export function lineDiff(before: string, after: string): DiffLine[] {
  return diffLines(terminated(before), terminated(after)).flatMap((change) => {
    const type = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value
      .slice(0, -1)
      .split('\n')
      .map((text): DiffLine => ({ type, text }));
  });
}
