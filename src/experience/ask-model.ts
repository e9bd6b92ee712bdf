// One model call made by an experience (learning or writing a prompt), recorded as an exchange. A reply that cannot
// be read (no JSON, the wrong shape, an empty item) is recorded as a `model` failure and yields no value, so the
// experience keeps its previous state; infrastructure failures propagate as the model layer raises them.
import type { z } from 'zod';
import type { ModelExchange } from '../core/agent.js';
import type { ModelRequest } from '../model/model.js';
import { sumUsage } from '../model/usage.js';
import type { ExperienceTools, LearnResult } from './experience.js';

/** A call's reply read into a value (absent when unreadable), and its recorded exchange. */
export interface Asked<T> {
  readonly value?: T;
  readonly exchange: ModelExchange;
}

/** A reply read into a value, or why it could not be. */
export type Reading<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** Calls the experience's model; `read` turns the reply's text into a value or says why it cannot. */
export async function askModel<T>(
  tools: ExperienceTools,
  request: ModelRequest,
  read: (text: string) => Reading<T>,
): Promise<Asked<T>> {
  const { model } = tools;
  if (!model) throw new Error('no model for this experience: use an llm: agent, or name one with model=');
  const response = await model.call(request, tools.signal);
  const base: ModelExchange = {
    model: model.id,
    request,
    text: response.text,
    usage: response.usage,
    latencyMs: response.latencyMs,
    cached: response.cached,
    ...(response.retries?.length ? { retries: response.retries } : {}),
  };
  if (response.failure === 'model') {
    return { exchange: { ...base, failure: 'model', error: response.error ?? 'unusable reply' } };
  }
  const reading = read(response.text);
  if (!reading.ok) return { exchange: { ...base, failure: 'model', error: reading.error } };
  return { value: reading.value, exchange: base };
}

/** Calls the model for a JSON reply of `schema`'s shape (the first JSON object or array in the text, fences allowed). */
export function askJson<T>(tools: ExperienceTools, request: ModelRequest, schema: z.ZodType<T>): Promise<Asked<T>> {
  return askModel(tools, request, (text) => {
    const json = firstJson(text);
    if (json === undefined) return { ok: false, error: 'the reply holds no JSON' };
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, value: parsed.data };
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `the reply's JSON has the wrong shape: ${issue?.path.join('.') || '(top)'}: ${issue?.message}`,
    };
  });
}

/** The first JSON value (object or array) in a text, or undefined when there is none that parses. */
export function firstJson(text: string): unknown {
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    const close = open === '{' ? '}' : ']';
    for (let end = text.lastIndexOf(close); end > start; end = text.lastIndexOf(close, end - 1)) {
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        // Try a shorter span.
      }
    }
  }
  return undefined;
}

/** A learning step's result: the new state with every call it made (failed ones included) and their usage. */
export function learned<S>(state: S, asked: readonly Asked<unknown>[]): LearnResult<S> {
  const exchanges = asked.map((ask) => ask.exchange);
  return exchanges.length ? { state, exchanges, usage: sumUsage(exchanges) } : { state };
}
