// BM25 retrieval (minisearch) of an experience's items for the current turn. States are frozen and shared, so the
// index of an item list is built once, the first time it is searched, and kept beside it (never inside the state).
import MiniSearch from 'minisearch';
import type { Turn } from '../core/agent.js';
import type { EpisodeTurn } from '../core/experience-input.js';

const indexes = new WeakMap<readonly unknown[], MiniSearch>();

/**
 * The at most `k` items of `items` most relevant to `query` by BM25 over `text(item)`, best first; items sharing no
 * term with the query are never returned. `items` must never change (a frozen state's array): its index is cached.
 */
export function relevantItems<T>(items: readonly T[], text: (item: T) => string, query: string, k: number): T[] {
  if (items.length === 0 || k <= 0) return [];
  let index = indexes.get(items);
  if (!index) {
    index = new MiniSearch({ fields: ['text'], storeFields: [] });
    index.addAll(items.map((item, id) => ({ id, text: text(item) })));
    indexes.set(items, index);
  }
  return index
    .search(query)
    .slice(0, k)
    .map((result) => items[result.id as number] as T);
}

/** What a turn's retrieval searches with: the observation as the seat sees it, then the episode's last answer. */
export function turnQuery(turn: Turn, episode: readonly EpisodeTurn[]): string {
  const observation = turn.game.text.observation(turn.observation, turn.player);
  const last = episode.at(-1)?.answer;
  return last === undefined ? observation : `${observation}\n${last}`;
}
