import { describe, expect, it } from 'vitest';
import type { ModelRequest, ModelResponse } from '../model/model.js';
import { ModelCache, modelCacheKey } from './model-cache.js';
import { Store } from './store.js';

const request: ModelRequest = { messages: [{ role: 'user', content: 'hi' }], temperature: 0 };
const response = (text: string): ModelResponse => ({
  text,
  toolCalls: [],
  usage: { inputTokens: 3, outputTokens: 1, calls: 1 },
  latencyMs: 12,
  cached: false,
  finishReason: 'stop',
});

describe('ModelCache', () => {
  it('stores a response under the model and full request, keeping the first one', () => {
    const store = new Store(':memory:');
    const cache = new ModelCache(store.database);
    expect(cache.get('openai/gpt-4o', request)).toBeUndefined();
    cache.put('openai/gpt-4o', request, response('first'));
    cache.put('openai/gpt-4o', request, response('second'));
    expect(cache.get('openai/gpt-4o', request)).toEqual(response('first'));
    expect(cache.get('openai/gpt-4o-mini', request)).toBeUndefined();
    expect(cache.get('openai/gpt-4o', { ...request, temperature: 1 })).toBeUndefined();
    expect([cache.size(), cache.size('openai/gpt-4o'), cache.size('other')]).toEqual([1, 1, 0]);
  });

  it('keys on every request field but not on key order or absent fields', () => {
    const key = modelCacheKey('m', request);
    expect(modelCacheKey('m', { temperature: 0, messages: [{ content: 'hi', role: 'user' }] })).toBe(key);
    expect(modelCacheKey('m', { ...request, maxOutputTokens: undefined })).toBe(key);
    const variants: ModelRequest[] = [
      { ...request, maxOutputTokens: 10 },
      { ...request, reasoning: 'low' },
      { ...request, toolChoice: 'required' },
      { ...request, tools: [{ name: 't', description: 'd', parameters: { type: 'object' } }] },
      { ...request, messages: [{ role: 'system', content: 'hi' }] },
    ];
    for (const variant of variants) expect(modelCacheKey('m', variant)).not.toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('adds its table through a migration of the store', () => {
    const store = new Store(':memory:');
    const columns = store.database.prepare('PRAGMA table_info(model_cache)').all() as { name: string }[];
    expect(columns.map((column) => column.name)).toEqual(['key', 'model', 'request', 'response', 'created_at']);
    expect(store.database.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(2);
  });
});
