// One model call as a match records it, shared by the one-call agent and the multi-step loop.
import type { ModelExchange } from '../../core/agent.js';
import type { ModelRequest, ModelResponse } from '../../model/model.js';

/** The exchange of `request` and `response`; `error` marks a reply the agent could not use (`failure: 'model'`). */
export function modelExchange(
  model: string,
  request: ModelRequest,
  response: ModelResponse,
  error?: string,
): ModelExchange {
  return {
    model,
    request,
    text: response.text,
    ...(response.toolCalls.length
      ? { toolCalls: response.toolCalls.map((call) => ({ name: call.name, input: call.input })) }
      : {}),
    usage: response.usage,
    latencyMs: response.latencyMs,
    cached: response.cached,
    ...(error === undefined ? {} : { failure: 'model' as const, error }),
    ...(response.retries?.length ? { retries: response.retries } : {}),
  };
}
