import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff.js';

const render = (before: string, after: string) =>
  lineDiff(before, after).map((line) => `${{ same: ' ', removed: '-', added: '+' }[line.type]}${line.text}`);

describe('lineDiff', () => {
  it('marks nothing when the texts are equal', () => {
    expect(render('a\nb', 'a\nb')).toEqual([' a', ' b']);
  });

  it('shows a changed line as a removal followed by an addition, keeping the common lines', () => {
    expect(render('a\nb\nc', 'a\nB\nc')).toEqual([' a', '-b', '+B', ' c']);
  });

  it('finds the fewest removals and additions inside a changed middle', () => {
    expect(render('x\na\nb\nc\ny', 'x\nb\nq\nc\nd\ny')).toEqual([' x', '-a', ' b', '+q', ' c', '+d', ' y']);
  });

  it('treats an empty text as no lines', () => {
    expect(render('', 'a\nb')).toEqual(['+a', '+b']);
    expect(render('a', '')).toEqual(['-a']);
  });

  it('diffs long texts line by line, never giving up and showing everything as replaced', () => {
    const before = Array.from({ length: 3000 }, (_, index) => `line ${index}`);
    const after = before.map((line, index) => (index === 0 || index === 2999 ? `${line} changed` : line));
    const changed = lineDiff(before.join('\n'), after.join('\n')).filter((line) => line.type !== 'same');
    expect(changed.map((line) => `${line.type} ${line.text}`)).toEqual([
      'removed line 0',
      'added line 0 changed',
      'removed line 2999',
      'added line 2999 changed',
    ]);
  });

  it('keeps empty lines, and a last line with or without a newline', () => {
    expect(render('a\n\nb', 'a\n\nb\nc')).toEqual([' a', ' ', ' b', '+c']);
    expect(render('a\n', 'a')).toEqual([' a', '-']);
  });

  it('keeps every line of both texts exactly once', () => {
    const before = Array.from({ length: 50 }, (_, index) => `line ${index % 7}`).join('\n');
    const after = Array.from({ length: 60 }, (_, index) => `line ${index % 5}`).join('\n');
    const lines = lineDiff(before, after);
    expect(lines.filter((line) => line.type !== 'added').map((line) => line.text)).toEqual(before.split('\n'));
    expect(lines.filter((line) => line.type !== 'removed').map((line) => line.text)).toEqual(after.split('\n'));
  });
});
