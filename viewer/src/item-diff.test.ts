import { describe, expect, it } from 'vitest';
import { itemDiff } from './item-diff.js';

describe('itemDiff', () => {
  it('matches items by key: added, changed and unchanged in the new order, removed last', () => {
    const before = [
      { key: 'a', text: 'alpha' },
      { key: 'b', text: 'beta' },
      { key: 'c', text: 'gamma' },
    ];
    const after = [
      { key: 'c', text: 'gamma' },
      { key: 'a', text: 'ALPHA' },
      { key: 'd', text: 'delta' },
    ];
    expect(itemDiff(before, after)).toEqual([
      { type: 'same', key: 'c', text: 'gamma' },
      { type: 'changed', key: 'a', before: 'alpha', after: 'ALPHA' },
      { type: 'added', key: 'd', text: 'delta' },
      { type: 'removed', key: 'b', text: 'beta' },
    ]);
  });

  it('treats every item as added at a first checkpoint', () => {
    expect(itemDiff(null, [{ key: 'a', text: 'alpha' }])).toEqual([{ type: 'added', key: 'a', text: 'alpha' }]);
  });

  it('pairs repeated keys in order', () => {
    const before = [
      { key: 'x', text: '1' },
      { key: 'x', text: '2' },
    ];
    expect(itemDiff(before, [{ key: 'x', text: '1' }])).toEqual([
      { type: 'same', key: 'x', text: '1' },
      { type: 'removed', key: 'x', text: '2' },
    ]);
  });
});
