import { describe, expect, it } from 'vitest';
import { foldUnchanged } from './fold-unchanged.js';
import { lineDiff } from './line-diff.js';

describe('foldUnchanged', () => {
  it('keeps `context` unchanged lines beside each change and folds the rest', () => {
    const before = Array.from({ length: 20 }, (_, index) => `line ${index}`);
    const after = before.map((line, index) => (index === 10 ? 'changed' : line));
    const folded = foldUnchanged(lineDiff(before.join('\n'), after.join('\n')), 2);
    expect(folded).toEqual([
      { folded: 8 },
      { type: 'same', text: 'line 8' },
      { type: 'same', text: 'line 9' },
      { type: 'removed', text: 'line 10' },
      { type: 'added', text: 'changed' },
      { type: 'same', text: 'line 11' },
      { type: 'same', text: 'line 12' },
      { folded: 7 },
    ]);
  });

  it('folds an unchanged text to one marker', () => {
    expect(foldUnchanged(lineDiff('a\nb', 'a\nb'), 3)).toEqual([{ folded: 2 }]);
  });
});
