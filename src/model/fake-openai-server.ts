// A local OpenAI-compatible server (/v1/chat/completions in JSON and SSE, /v1/embeddings, /v1/models) for tests and
// dry runs: replies are scripted (texts, tool calls, garbage, rate limits, outages, slowness), every request recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatAnswerLine } from '../core/answer-line.js';

/** Token counts a reply reports; absent counts are estimated from the text lengths (4 characters a token). */
export interface FakeUsage {
  readonly promptTokens?: number;
  readonly completionTokens?: number;
  /** Reported as `prompt_tokens_details.cached_tokens`. */
  readonly cachedTokens?: number;
  /** Reported as `completion_tokens_details.reasoning_tokens`. */
  readonly reasoningTokens?: number;
}

/** A tool call to reply with; an `arguments` string is sent as is (so it may be malformed JSON). */
export interface FakeToolCall {
  readonly name: string;
  readonly arguments?: unknown;
  readonly id?: string;
}

/** Fields every reply may carry: a delay before answering (a slow server) and usage numbers. */
interface ReplyTiming {
  readonly delayMs?: number;
  readonly usage?: FakeUsage;
}

/** One scripted reply to a chat completion request. */
export type FakeReply =
  | ({ readonly type: 'text'; readonly text: string; readonly finishReason?: string } & ReplyTiming)
  | ({ readonly type: 'tool-calls'; readonly calls: readonly FakeToolCall[]; readonly text?: string } & ReplyTiming)
  /** A tool call whose arguments are not valid JSON. */
  | ({ readonly type: 'malformed-arguments'; readonly name: string; readonly arguments?: string } & ReplyTiming)
  /** HTTP 200 with a body (or SSE events) that is not valid JSON. */
  | ({ readonly type: 'malformed-json' } & ReplyTiming)
  /** An HTTP error such as 429 (with `Retry-After`, seconds or an HTTP date), 500 or 503. */
  | ({
      readonly type: 'error';
      readonly status: number;
      readonly retryAfter?: number | string;
      readonly message?: string;
    } & ReplyTiming)
  /** The connection is destroyed without a response. */
  | ({ readonly type: 'drop' } & ReplyTiming);

/** A request as the server received it. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  readonly body: unknown;
  readonly rawBody: string;
}

/** Chooses the reply to a chat request once the scripted queue is empty. */
export type FakeResponder = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

/** How to start the server; everything is optional. */
export interface FakeOpenAIServerOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** Replies used in order, one per chat request, before `respond`. */
  readonly replies?: readonly FakeReply[];
  /** Replies once the queue is empty; `defaultFakeReply` by default. */
  readonly respond?: FakeResponder;
  /** A fixed latency added to every chat reply (the benchmark's L). */
  readonly latencyMs?: number;
  /** Model ids listed by GET /v1/models. */
  readonly models?: readonly string[];
  /** When set, requests without `Authorization: Bearer <apiKey>` get HTTP 401. */
  readonly apiKey?: string;
  /** False: `requests` stays empty (a long-running dry-run server does not keep every body). Default true. */
  readonly record?: boolean;
}

/** A running fake server. */
export interface FakeOpenAIServer {
  /** The base URL including `/v1`, e.g. `http://127.0.0.1:41234/v1`. */
  readonly url: string;
  readonly port: number;
  /** Every request received, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /** The chat completion requests only. */
  readonly chatRequests: readonly RecordedRequest[];
  /** Chat completion requests received since the start or the last `reset`, counted with `record: false` too. */
  readonly chatRequestCount: number;
  /** Chat requests being served now, and the most ever served at once. */
  readonly active: number;
  readonly maxConcurrent: number;
  /** Appends replies to the scripted queue. */
  enqueue(...replies: FakeReply[]): void;
  /** Clears the recorded requests, the chat request count and the concurrency maximum. */
  reset(): void;
  /** Stops the server, cutting open connections. */
  close(): Promise<void>;
}

/**
 * The dry-run reply, to the first action listed under a `## Legal actions` heading (lines `- <action>`) of the last
 * user message, or `END` when none is listed. Without tools: `Answer: <action>, Score: 0`. With tools (as the harness
 * derives them, src/agents/llm/harness/action-tools.ts) a call with the self-judged score 0 of: the tool described as
 * `Play "<action>".`; else `act` with the action as text; else the first tool whose description gives an example
 * (`e.g. {…}`, the first listed action of its type), with the example as arguments; else the first tool without
 * required arguments that does not say it "does not act". So a dry run plays the first listed action, or a listed one,
 * in every interface.
 */
export function defaultFakeReply(request: RecordedRequest): FakeReply {
  const body = request.body as { readonly messages?: unknown; readonly tools?: unknown } | undefined;
  const action = firstListedAction(body?.messages);
  const call = toolCallFor(action, wireTools(body?.tools));
  if (call) return { type: 'tool-calls', calls: [call] };
  return { type: 'text', text: formatAnswerLine(action ?? 'END', 0) };
}

function firstListedAction(messages: unknown): string | undefined {
  const last = Array.isArray(messages)
    ? [...messages].reverse().find((message) => (message as { role?: unknown })?.role === 'user')
    : undefined;
  const lines = messageText(last).split(/\r?\n/);
  const heading = lines.findIndex((line) => /^#{1,6}\s*legal actions\s*:?\s*$/i.test(line.trim()));
  if (heading < 0) return undefined;
  for (const line of lines.slice(heading + 1)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    return /^[-*]\s+(.+)$/.exec(trimmed)?.[1]?.trim();
  }
  return undefined;
}

/** A tool as the request offers it (OpenAI wire format), with the JSON Schema fields the dry run reads. */
interface WireTool {
  readonly name: string;
  readonly description: string;
  readonly properties: Readonly<Record<string, { readonly enum?: readonly unknown[]; readonly description?: string }>>;
  readonly required: readonly string[];
}

function wireTools(tools: unknown): WireTool[] {
  if (!Array.isArray(tools)) return [];
  return tools.flatMap((tool) => {
    const definition = (tool as { function?: Record<string, unknown> } | undefined)?.function;
    if (typeof definition?.name !== 'string') return [];
    const parameters = (definition.parameters ?? {}) as { properties?: unknown; required?: unknown };
    return [
      {
        name: definition.name,
        description: typeof definition.description === 'string' ? definition.description : '',
        properties: (parameters.properties ?? {}) as WireTool['properties'],
        required: Array.isArray(parameters.required) ? (parameters.required as string[]) : [],
      },
    ];
  });
}

function toolCallFor(action: string | undefined, tools: readonly WireTool[]): FakeToolCall | undefined {
  const call = (tool: WireTool, input: Record<string, unknown>): FakeToolCall => {
    const score = Object.entries(tool.properties).find(([, property]) => property.description?.includes('self-judged'));
    return { name: tool.name, arguments: score && !(score[0] in input) ? { ...input, [score[0]]: 0 } : input };
  };
  const textTool = tools.find((tool) => tool.name === 'act' && 'action' in tool.properties);
  if (action !== undefined) {
    const exact = tools.find((tool) => tool.description === `Play "${action}".`);
    if (exact) return call(exact, {});
    const allowed = textTool?.properties.action?.enum;
    if (textTool && (!allowed || allowed.includes(action))) return call(textTool, { action });
    const loose = tools.find((tool) => tool.description.toLowerCase() === `play "${action.toLowerCase()}".`);
    if (loose) return call(loose, {});
    for (const tool of tools) {
      const example = /, e\.g\. (\{.*\})\.$/s.exec(tool.description)?.[1];
      const input = example === undefined ? undefined : parseJson(example);
      if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
        return call(tool, input as Record<string, unknown>);
      }
    }
  }
  // Tools that say they do not act (game queries, the multi-step agent's observe, notes…) would never end the turn.
  const parameterless = tools.find((tool) => tool.required.length === 0 && !tool.description.includes('does not act'));
  if (parameterless) return call(parameterless, {});
  return textTool ? call(textTool, { action: action ?? 'END' }) : undefined;
}

const chatPath = '/v1/chat/completions';

/** Starts the server on 127.0.0.1 (a free port by default); resolves once it listens. */
export async function startFakeOpenAIServer(options: FakeOpenAIServerOptions = {}): Promise<FakeOpenAIServer> {
  const queue: FakeReply[] = [...(options.replies ?? [])];
  const respond = options.respond ?? defaultFakeReply;
  let requests: RecordedRequest[] = [];
  let active = 0;
  let maxConcurrent = 0;
  let counter = 0;
  let chatCount = 0;

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: (incoming.url ?? '/').split('?')[0] ?? '/',
        headers: { ...incoming.headers },
        body: parseJson(rawBody),
        rawBody,
      };
      if (options.record !== false) requests.push(request);
      if (request.path === chatPath) chatCount++;
      void serve(request, incoming, outgoing);
    });
  });

  async function serve(request: RecordedRequest, incoming: IncomingMessage, outgoing: ServerResponse) {
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendJson(outgoing, 401, errorBody('Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'));
      return;
    }
    if (request.method === 'GET' && request.path === '/v1/models') {
      const ids = options.models ?? ['fake-model'];
      sendJson(outgoing, 200, {
        object: 'list',
        data: ids.map((id) => ({ id, object: 'model', created: 0, owned_by: 'xparena' })),
      });
      return;
    }
    if (request.method === 'POST' && request.path === '/v1/embeddings') {
      const input = (request.body as { input?: unknown } | undefined)?.input;
      const texts = (Array.isArray(input) ? input : [input]).map(String);
      sendJson(outgoing, 200, {
        object: 'list',
        data: texts.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
        model: (request.body as { model?: string } | undefined)?.model ?? 'fake-embedding',
        usage: { prompt_tokens: texts.join(' ').split(/\s+/).filter(Boolean).length, total_tokens: 0 },
      });
      return;
    }
    if (request.method !== 'POST' || request.path !== chatPath) {
      sendJson(outgoing, 404, errorBody(`no route ${request.method} ${request.path}`, 'invalid_request_error'));
      return;
    }
    active++;
    maxConcurrent = Math.max(maxConcurrent, active);
    let closed = false;
    const finished = new Promise<void>((resolve) => {
      outgoing.on('close', () => {
        closed = true;
        resolve();
      });
    });
    try {
      const reply = queue.shift() ?? (await respond(request));
      const delay = (options.latencyMs ?? 0) + (reply.delayMs ?? 0);
      if (delay > 0) await Promise.race([wait(delay), finished]);
      if (closed) return;
      const body = (request.body ?? {}) as ChatBody;
      counter++;
      if (body.stream === true) writeStream(outgoing, reply, body, counter);
      else writeJson(outgoing, reply, body, counter, incoming);
    } catch (error) {
      if (!closed) sendJson(outgoing, 500, errorBody(`fake server respond() failed: ${String(error)}`, 'server_error'));
    } finally {
      if (!closed) await finished;
      active--;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';

  return {
    url: `http://${host}:${address.port}/v1`,
    port: address.port,
    get requests() {
      return requests;
    },
    get chatRequests() {
      return requests.filter((request) => request.path === chatPath);
    },
    get chatRequestCount() {
      return chatCount;
    },
    get active() {
      return active;
    },
    get maxConcurrent() {
      return maxConcurrent;
    },
    enqueue(...replies) {
      queue.push(...replies);
    },
    reset() {
      requests = [];
      chatCount = 0;
      maxConcurrent = active;
    },
    close() {
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

interface ChatBody {
  readonly model?: string;
  readonly messages?: readonly unknown[];
  readonly stream?: boolean;
  readonly stream_options?: { readonly include_usage?: boolean };
}

interface WireToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

function writeJson(
  outgoing: ServerResponse,
  reply: FakeReply,
  body: ChatBody,
  counter: number,
  incoming: IncomingMessage,
): void {
  switch (reply.type) {
    case 'error':
      sendError(outgoing, reply);
      return;
    case 'drop':
      incoming.socket.destroy();
      return;
    case 'malformed-json':
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end('{"id": "chatcmpl-broken", "choices": [{"message": {"content": "unterminated');
      return;
  }
  const { text, toolCalls, finishReason } = replyContent(reply, counter);
  sendJson(outgoing, 200, {
    id: `chatcmpl-fake-${counter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'fake-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: toolCalls.length && !text ? null : text,
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: finishReason,
      },
    ],
    usage: wireUsage(reply, body, text, toolCalls),
  });
}

function writeStream(outgoing: ServerResponse, reply: FakeReply, body: ChatBody, counter: number): void {
  if (reply.type === 'error') {
    sendError(outgoing, reply);
    return;
  }
  outgoing.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const base = {
    id: `chatcmpl-fake-${counter}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'fake-model',
  };
  const event = (data: unknown) => outgoing.write(`data: ${JSON.stringify(data)}\n\n`);
  const delta = (value: unknown, finishReason: string | null = null) =>
    event({ ...base, choices: [{ index: 0, delta: value, finish_reason: finishReason }] });
  if (reply.type === 'drop') {
    delta({ role: 'assistant', content: '' });
    outgoing.socket?.destroy();
    return;
  }
  if (reply.type === 'malformed-json') {
    outgoing.write('data: {"id": "chatcmpl-broken", "choices": [{"delta": {"content": "unterminated\n\n');
    outgoing.end('data: [DONE]\n\n');
    return;
  }
  const { text, toolCalls, finishReason } = replyContent(reply, counter);
  delta({ role: 'assistant', content: '' });
  for (const piece of splitText(text)) delta({ content: piece });
  for (const [index, call] of toolCalls.entries()) {
    delta({
      tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }],
    });
    for (const piece of splitText(call.function.arguments)) {
      delta({ tool_calls: [{ index, function: { arguments: piece } }] });
    }
  }
  delta({}, finishReason);
  if (body.stream_options?.include_usage)
    event({ ...base, choices: [], usage: wireUsage(reply, body, text, toolCalls) });
  outgoing.end('data: [DONE]\n\n');
}

function replyContent(
  reply: Extract<FakeReply, { type: 'text' | 'tool-calls' | 'malformed-arguments' }>,
  counter: number,
): { text: string; toolCalls: WireToolCall[]; finishReason: string } {
  const wire = (name: string, args: string, index: number, id?: string): WireToolCall => ({
    id: id ?? `call_${counter}_${index}`,
    type: 'function',
    function: { name, arguments: args },
  });
  switch (reply.type) {
    case 'text':
      return { text: reply.text, toolCalls: [], finishReason: reply.finishReason ?? 'stop' };
    case 'malformed-arguments':
      return {
        text: '',
        toolCalls: [wire(reply.name, reply.arguments ?? '{"action": ', 0)],
        finishReason: 'tool_calls',
      };
    case 'tool-calls':
      return {
        text: reply.text ?? '',
        toolCalls: reply.calls.map((call, index) =>
          wire(
            call.name,
            typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {}),
            index,
            call.id,
          ),
        ),
        finishReason: 'tool_calls',
      };
  }
}

function wireUsage(reply: FakeReply, body: ChatBody, text: string, toolCalls: readonly WireToolCall[]) {
  const usage = reply.usage ?? {};
  const promptChars = (body.messages ?? []).reduce<number>((sum, message) => sum + messageText(message).length, 0);
  const completionChars =
    text.length + toolCalls.reduce((sum, call) => sum + call.function.name.length + call.function.arguments.length, 0);
  const prompt = usage.promptTokens ?? Math.ceil(promptChars / 4);
  const completion = usage.completionTokens ?? Math.ceil(completionChars / 4) + (usage.reasoningTokens ?? 0);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    ...(usage.cachedTokens === undefined ? {} : { prompt_tokens_details: { cached_tokens: usage.cachedTokens } }),
    ...(usage.reasoningTokens === undefined
      ? {}
      : { completion_tokens_details: { reasoning_tokens: usage.reasoningTokens } }),
  };
}

function sendError(outgoing: ServerResponse, reply: Extract<FakeReply, { type: 'error' }>): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (reply.retryAfter !== undefined) headers['retry-after'] = String(reply.retryAfter);
  const type =
    reply.status === 429 ? 'rate_limit_exceeded' : reply.status >= 500 ? 'server_error' : 'invalid_request_error';
  outgoing.writeHead(reply.status, headers);
  outgoing.end(JSON.stringify(errorBody(reply.message ?? `fake HTTP ${reply.status}`, type)));
}

function sendJson(outgoing: ServerResponse, status: number, value: unknown): void {
  outgoing.writeHead(status, { 'content-type': 'application/json' });
  outgoing.end(JSON.stringify(value));
}

function errorBody(message: string, type: string, code: string | null = null) {
  return { error: { message, type, param: null, code } };
}

function messageText(message: unknown): string {
  const content = (message as { content?: unknown } | undefined)?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (typeof (part as { text?: unknown })?.text === 'string' ? (part as { text: string }).text : ''))
      .join('\n');
  }
  return '';
}

function splitText(text: string): string[] {
  if (text.length <= 8) return text ? [text] : [];
  const third = Math.ceil(text.length / 3);
  return [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)];
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The fake server's embedding of `text`: a unit-length hashed bag of its lower-cased words, 64 dimensions. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(64).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 2166136261;
    for (const char of word) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
    vector[(hash >>> 0) % 64] = (vector[(hash >>> 0) % 64] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
