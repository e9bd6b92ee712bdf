// Retrieval by embeddings (an experience's `embed=` option): items are embedded once, when learned, and their vectors
// kept in the state (rounded, so the snapshot stays plain, stable JSON); each turn's query is embedded and compared.
import type { ModelExchange, Usage } from '../core/agent.js';
import { type EmbeddingModel, embeddingExchange } from '../model/embedding-model.js';
import type { Asked } from './ask-model.js';

/** An item that may carry its embedding (absent while the experience retrieves by BM25). */
export interface Embedded {
  readonly vector?: readonly number[];
}

/** `vector` rounded to 4 decimals: enough for ranking, and about a third of the JSON of full doubles. */
export function roundedVector(vector: readonly number[]): number[] {
  return vector.map((value) => Math.round(value * 10_000) / 10_000);
}

/** The cosine similarity of two vectors (0 when either is zero or their lengths differ). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/**
 * `items` with a vector on every one that lacks it (one call for all of them, none when all have one), and the call as
 * an `Asked` for `learned`; never mutates `items`.
 */
export async function withVectors<T extends Embedded>(
  items: readonly T[],
  text: (item: T) => string,
  embedder: EmbeddingModel,
  signal: AbortSignal | undefined,
): Promise<{ items: readonly T[]; asked: readonly Asked<unknown>[] }> {
  const missing = items.filter((item) => item.vector === undefined);
  if (!missing.length) return { items, asked: [] };
  const texts = missing.map(text);
  const result = await embedder.embed(texts, signal);
  const vectors = new Map(missing.map((item, index) => [item, roundedVector(result.vectors[index] ?? [])]));
  return {
    items: items.map((item) => {
      const vector = vectors.get(item);
      return vector ? { ...item, vector } : item;
    }),
    asked: [{ exchange: embeddingExchange(embedder, texts, result) }],
  };
}

/** What a turn's embedding retrieval found, and the query's embedding call. */
export interface EmbeddedRetrieval<T> {
  readonly found: readonly T[];
  readonly exchanges: readonly ModelExchange[];
  readonly usage: Usage;
}

/**
 * The at most `k` items most similar to `query` by cosine similarity of their embeddings, best first (earlier items
 * first on ties); items without a vector (kept from before `embed=` was set) are not retrieved until the next learn.
 */
export async function nearestItems<T extends Embedded>(
  items: readonly T[],
  query: string,
  k: number,
  embedder: EmbeddingModel,
  signal: AbortSignal | undefined,
): Promise<EmbeddedRetrieval<T>> {
  const candidates = items.filter((item) => item.vector !== undefined);
  if (!candidates.length || k <= 0) return { found: [], exchanges: [], usage: {} };
  const result = await embedder.embed([query], signal);
  const target = result.vectors[0] ?? [];
  const found = candidates
    .map((item, index) => ({ item, index, score: cosine(item.vector ?? [], target) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, k)
    .map((ranked) => ranked.item);
  return { found, exchanges: [embeddingExchange(embedder, [query], result)], usage: result.usage };
}
