import { MockEmbeddingModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze, hashJson } from '../core/json.js';
import { findGame } from '../games/registry.js';
import { aiSdkEmbeddingModel, createEmbeddingModel } from '../model/embedding-model.js';
import { scriptedModel } from '../model/scripted-model.js';
import { cosine, roundedVector } from './embedded-items.js';
import { snapshot } from './experience.js';
import { createExperience } from './experience-table.js';
import { longTermMemoryExperience, memoriesHeader } from './long-term-memory-experience.js';
import { type ReasoningBankState, reasoningBankExperience } from './reasoning-bank-experience.js';
import { testEpisodes } from './test-episodes.js';

const turn = () => testTurn(findGame('snake').game, { preset: 'explore' });

/**
 * A mock embedder with a tiny meaning space: hunger words and snake observations point one way, chess words
 * another, so an item sharing no word with the observation can still be the nearest.
 */
function conceptEmbedder() {
  const embedded: string[][] = [];
  const model = new MockEmbeddingModelV3({
    modelId: 'concepts',
    doEmbed: async ({ values }) => {
      embedded.push(values.map(String));
      return {
        embeddings: values.map((value) => {
          const text = String(value);
          if (/hunger|starv/i.test(text)) return [0.123456, 0.987654, 0];
          if (/castle|king/i.test(text)) return [1, 0, 0];
          return [0.1, 0.9, 0.05];
        }),
        usage: { tokens: values.length * 10 },
        warnings: [],
      };
    },
  });
  return { embedder: aiSdkEmbeddingModel({ id: 'openai/concepts', model }), embedded };
}

const bank: ReasoningBankState = {
  k: 1,
  chars: 12_000,
  items: [
    { title: 'Castle early', description: 'King safety.', content: 'Castle before move ten.', from: 'success' },
    {
      title: 'Mind the hunger',
      description: 'Starving ends.',
      content: 'Eat before hunger runs out.',
      from: 'failure',
    },
  ],
};

describe('retrieval by embeddings (embed=)', () => {
  it('ranks by cosine similarity, picking the semantically closest item, and records the query’s call', async () => {
    const { embedder, embedded } = conceptEmbedder();
    const experience = reasoningBankExperience({ k: 1, chars: 12_000 }, undefined, 'openai/concepts');
    const vectors = [
      [1, 0, 0],
      [0.1235, 0.9877, 0],
    ];
    const state = deepFreeze({ ...bank, items: bank.items.map((item, i) => ({ ...item, vector: vectors[i] })) });
    const note = await experience.turnNote?.(state, turn(), [], { embedder });
    expect(note?.text).toContain('### Mind the hunger');
    expect(note?.text).not.toContain('Castle');
    expect(note?.usage).toEqual({ calls: 1, inputTokens: 10 });
    expect(note?.exchanges).toHaveLength(1);
    expect(note?.exchanges?.[0]).toMatchObject({ model: 'openai/concepts', text: '', usage: { inputTokens: 10 } });
    expect(embedded).toHaveLength(1);
    expect(embedded[0]?.[0]).toContain('Steps taken: 0 of 64');
    // BM25 on the same items finds no shared term with the observation: the meaning, not the words, picked it.
    expect(await experience.turnNote?.(bank, turn(), [], {})).toBeUndefined();
  });

  it('embeds new items once when learned, rounded to 4 decimals, with the call in the learning result', async () => {
    const { embedder, embedded } = conceptEmbedder();
    const records = deepFreeze(await testEpisodes('snake', 1, { agent: 'heuristic' }));
    const model = scriptedModel([
      JSON.stringify({ success: false, why: 'It starved.' }),
      JSON.stringify({ items: [{ title: 'Mind the hunger', description: 'Starving ends.', content: 'Eat.' }] }),
    ]);
    const experience = reasoningBankExperience({ k: 1, chars: 12_000 }, undefined, 'openai/concepts');
    const withCastle = deepFreeze({ ...bank, items: [{ ...bank.items[0], vector: [1, 0, 0] }] as never });
    const result = await experience.learn(withCastle, records, { model, embedder });
    expect(result.state.items.map((item) => item.vector)).toEqual([
      [1, 0, 0],
      [0.1235, 0.9877, 0],
    ]);
    expect(embedded).toEqual([['### Mind the hunger\nStarving ends.\nEat.']]);
    expect(result.exchanges).toHaveLength(3);
    expect(result.exchanges?.[2]).toMatchObject({ request: { embed: ['### Mind the hunger\nStarving ends.\nEat.'] } });
    expect(result.exchanges?.[2]?.usage).toEqual({ calls: 1, inputTokens: 10 });
    expect(result.usage?.calls).toBe(3);
  });

  it('long-term memory embeds each stored episode and retrieves the nearest memory', async () => {
    const { embedder } = conceptEmbedder();
    const records = deepFreeze(await testEpisodes('snake', 2, { agent: 'heuristic' }));
    const experience = longTermMemoryExperience({ every: 5, k: 1, max: 200, chars: 300 }, undefined, 'openai/x');
    const result = await experience.learn(deepFreeze(experience.initial()), records, {
      model: scriptedModel([]),
      embedder,
    });
    expect(result.state.memories.map((memory) => memory.vector)).toEqual([
      [0.1, 0.9, 0.05],
      [0.1, 0.9, 0.05],
    ]);
    expect(result.usage).toEqual({ calls: 1, inputTokens: 20 });
    const note = await experience.turnNote?.(deepFreeze(result.state), turn(), [], { embedder });
    expect(note?.text).toBe(`${memoriesHeader}\n\n${result.state.memories[0]?.text}`);
    expect(note?.usage?.calls).toBe(1);
  });

  it('without embed= keeps the BM25 path: no vectors, no calls, the same snapshot hash as before', async () => {
    const records = deepFreeze(await testEpisodes('snake', 1, { agent: 'heuristic' }));
    const experience = createExperience('long-term-memory?every=5');
    expect(experience.embed).toBeUndefined();
    const result = await experience.learn(experience.initial(), records, { model: scriptedModel([]) });
    expect(JSON.stringify(result.state)).not.toContain('vector');
    expect(result.exchanges).toBeUndefined();
    const plain = snapshot(experience, result.state);
    expect(plain.hash).toBe(hashJson({ kind: 'long-term-memory', version: 1, state: result.state }));
    expect(plain).not.toHaveProperty('embed');
    const embedding = createExperience('long-term-memory?every=5&embed=openai/text-embedding-3-small');
    expect(embedding.embed).toBe('openai/text-embedding-3-small');
    const withEmbed = snapshot(embedding, result.state);
    expect(withEmbed.embed).toBe('openai/text-embedding-3-small');
    expect(withEmbed.hash).not.toBe(plain.hash);
    expect(() => createExperience('history?embed=openai/x')).toThrow(/unknown option 'embed'/);
    const nested = createExperience(
      'long-term-memory?embed=openai-compatible/x?base_url=http://127.0.0.1:1/v1%26retries=2&k=2',
    );
    expect(nested.embed).toBe('openai-compatible/x?base_url=http://127.0.0.1:1/v1&retries=2');
    expect(createEmbeddingModel(nested.embed ?? '', { env: {}, prices: {} }).id).toBe('openai-compatible/x');
  });

  it('rounds vectors and measures cosine similarity', () => {
    expect(roundedVector([0.123456, -0.98766, 0.5])).toEqual([0.1235, -0.9877, 0.5]);
    expect(cosine([1, 0], [2, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 3])).toBe(0);
    expect(cosine([0, 0], [1, 0])).toBe(0);
  });
});
