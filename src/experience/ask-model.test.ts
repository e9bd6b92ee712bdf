import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scriptedModel } from '../model/scripted-model.js';
import { askJson, firstJson, learned } from './ask-model.js';

const lessons = z.object({ lessons: z.array(z.string().min(1)) });
const request = { messages: [{ role: 'user' as const, content: 'lessons?' }] };

describe('askJson', () => {
  it('reads the first JSON value of a reply, fenced or not', () => {
    expect(firstJson('Sure!\n```json\n{"a": [1, 2]}\n```\nDone {x}')).toEqual({ a: [1, 2] });
    expect(firstJson('[1] and then {"b": 2}')).toEqual([1]);
    expect(firstJson('no json {here')).toBeUndefined();
  });

  it('returns the value with its exchange, or records an unreadable reply as a model failure', async () => {
    const model = scriptedModel([
      '{"lessons": ["cooperate first"]}',
      'I think you should cooperate.',
      '{"lessons": [""]}',
    ]);
    const good = await askJson({ model }, request, lessons);
    expect(good.value).toEqual({ lessons: ['cooperate first'] });
    expect(good.exchange).toMatchObject({ model: 'scripted/model', text: '{"lessons": ["cooperate first"]}' });
    expect(good.exchange.failure).toBeUndefined();
    const prose = await askJson({ model }, request, lessons);
    expect(prose.value).toBeUndefined();
    expect(prose.exchange).toMatchObject({ failure: 'model', error: 'the reply holds no JSON' });
    const empty = await askJson({ model }, request, lessons);
    expect(empty.exchange.error).toMatch(/wrong shape: lessons\.0/);
    const result = learned({ kept: true }, [good, prose, empty]);
    expect(result.exchanges).toHaveLength(3);
    expect(result.usage?.calls).toBe(3);
  });
});
