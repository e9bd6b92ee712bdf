// An item diff between two experience snapshots: skills, lessons or reflections matched by key, not lines of JSON.

/** One item of a state, as the experience lists it. */
export interface StateItem {
  readonly key: string;
  readonly text: string;
}

/** What happened to one item between two checkpoints. */
export type ItemChange =
  | { readonly type: 'added' | 'removed' | 'same'; readonly key: string; readonly text: string }
  | { readonly type: 'changed'; readonly key: string; readonly before: string; readonly after: string };

/** The nth item with a key matches the nth item with that key on the other side, so repeated keys still pair up. */
function keyed(items: readonly StateItem[]): Map<string, StateItem> {
  const seen = new Map<string, number>();
  const map = new Map<string, StateItem>();
  for (const item of items) {
    const count = seen.get(item.key) ?? 0;
    seen.set(item.key, count + 1);
    map.set(`${count}\u0000${item.key}`, item);
  }
  return map;
}

/**
 * The changes from `before` (null at a first checkpoint: everything is added) to `after`: the items of `after` in its
 * order, each added, changed or the same, then the removed ones in their old order.
 */
export function itemDiff(before: readonly StateItem[] | null, after: readonly StateItem[]): ItemChange[] {
  const old = keyed(before ?? []);
  const changes: ItemChange[] = [];
  for (const [id, item] of keyed(after)) {
    const previous = old.get(id);
    old.delete(id);
    if (!previous) changes.push({ type: 'added', key: item.key, text: item.text });
    else if (previous.text === item.text) changes.push({ type: 'same', key: item.key, text: item.text });
    else changes.push({ type: 'changed', key: item.key, before: previous.text, after: item.text });
  }
  for (const item of old.values()) changes.push({ type: 'removed', key: item.key, text: item.text });
  return changes;
}
