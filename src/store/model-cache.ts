// Model responses kept in the store, keyed by a hash of the model id and the full request, so re-runs and
// ablations replay without calling the provider and a run can be reproduced offline. Keys and headers are never kept.
import type Database from 'better-sqlite3';
import { canonicalJson, hashText } from '../core/json.js';

/** The cache key: SHA-256 of the canonical JSON of the model id and every field of the request. */
export function modelCacheKey(model: string, request: unknown): string {
  return hashText(canonicalJson({ model, request }), 64);
}

/**
 * The `model_cache` table of a store's database; the first response stored under a key is kept. Requests and
 * responses are plain JSON to the store (it sits below the model layer); the model layer's `ResponseCache` fits it.
 */
export class ModelCache {
  private readonly select: Database.Statement<[string], { response: string }>;
  private readonly insert: Database.Statement<[string, string, string, string, string]>;

  constructor(private readonly database: Database.Database) {
    this.select = database.prepare('SELECT response FROM model_cache WHERE key = ?');
    this.insert = database.prepare(
      'INSERT OR IGNORE INTO model_cache (key, model, request, response, created_at) VALUES (?, ?, ?, ?, ?)',
    );
  }

  /** The stored response to this request, if any: what `put` stored under the same model and request. */
  get<Response>(model: string, request: unknown): Response | undefined {
    const row = this.select.get(modelCacheKey(model, request));
    return row ? (JSON.parse(row.response) as Response) : undefined;
  }

  /** Stores a response unless one is already stored for this request. */
  put(model: string, request: unknown, response: unknown): void {
    this.insert.run(
      modelCacheKey(model, request),
      model,
      canonicalJson(request),
      JSON.stringify(response),
      new Date().toISOString(),
    );
  }

  /** How many responses are stored (of one model, when given). */
  size(model?: string): number {
    const row = (
      model === undefined
        ? this.database.prepare('SELECT COUNT(*) AS n FROM model_cache').get()
        : this.database.prepare('SELECT COUNT(*) AS n FROM model_cache WHERE model = ?').get(model)
    ) as { n: number };
    return row.n;
  }
}
