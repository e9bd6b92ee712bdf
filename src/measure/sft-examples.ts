// BuildSFT of S³Gym's training pathway: exploration actions the agent judged well (or that the verifier rewarded)
// become chat-format fine-tuning examples of exactly the prompt the agent saw and the answer it gave.
import type { ModelExchange } from '../core/agent.js';
import type { MatchRecord, MoveRecord } from '../core/match-record.js';
import type { LabelledRecord } from './learning-trials.js';

/** A message in the OpenAI chat fine-tuning format. */
export type SftMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | {
      readonly role: 'assistant';
      readonly content: string;
      readonly tool_calls?: readonly {
        readonly id: string;
        readonly type: 'function';
        readonly function: { readonly name: string; readonly arguments: string };
      }[];
    }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

/** One training example: a JSONL line `{"messages": [...]}` (plus `tools` when the agent was offered tools). */
export interface SftExample {
  readonly messages: readonly SftMessage[];
  readonly tools?: readonly unknown[];
}

/** Which signal decides whether an action is kept. */
export type SftCriterion = 'self-score' | 'reward';

/** How many actions were seen, kept and left out (and why). */
export interface SftSelection {
  readonly examples: readonly SftExample[];
  readonly actions: number;
  /** Actions whose signal did not exceed the threshold. */
  readonly belowThreshold: number;
  /** Actions without the signal (no self-score, or no reward). */
  readonly unjudged: number;
  /** Kept actions with no recorded model exchange (non-LLM agents) or an unreadable prompt. */
  readonly noPrompt: number;
}

interface RecordedMessage {
  readonly role?: unknown;
  readonly content?: unknown;
  readonly toolCalls?: readonly { readonly id?: unknown; readonly name?: unknown; readonly input?: unknown }[];
  readonly toolCallId?: unknown;
}

function toolCalls(calls: readonly { readonly id?: unknown; readonly name?: unknown; readonly input?: unknown }[]) {
  return calls.map((call, index) => ({
    id: typeof call.id === 'string' ? call.id : `call_${index}`,
    type: 'function' as const,
    function: { name: String(call.name), arguments: JSON.stringify(call.input ?? {}) },
  }));
}

/** The chat messages of a recorded request in fine-tuning format, or null when they cannot be read. */
function convertMessages(request: unknown): SftMessage[] | null {
  const messages = (request as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) return null;
  const out: SftMessage[] = [];
  for (const message of messages as RecordedMessage[]) {
    const content = typeof message.content === 'string' ? message.content : null;
    if (content === null) return null;
    if (message.role === 'system' || message.role === 'user') out.push({ role: message.role, content });
    else if (message.role === 'assistant')
      out.push({
        role: 'assistant',
        content,
        ...(message.toolCalls?.length ? { tool_calls: toolCalls(message.toolCalls) } : {}),
      });
    else if (message.role === 'tool') out.push({ role: 'tool', tool_call_id: String(message.toolCallId), content });
    else return null;
  }
  return out;
}

/** The training example of one accepted decision: its last successful exchange's prompt and reply. */
export function sftExample(exchanges: readonly ModelExchange[] | undefined): SftExample | null {
  const exchange = [...(exchanges ?? [])].reverse().find((candidate) => !candidate.failure);
  if (!exchange) return null;
  const messages = convertMessages(exchange.request);
  if (!messages || messages.length === 0) return null;
  const calls = exchange.toolCalls?.length ? { tool_calls: toolCalls(exchange.toolCalls) } : {};
  const tools = (exchange.request as { tools?: unknown }).tools;
  const offered = Array.isArray(tools)
    ? {
        tools: tools.map((tool: { name?: unknown; description?: unknown; parameters?: unknown }) => ({
          type: 'function',
          function: { name: tool.name, description: tool.description, parameters: tool.parameters },
        })),
      }
    : {};
  return { messages: [...messages, { role: 'assistant', content: exchange.text, ...calls }], ...offered };
}

/** A seat-0 exploration move of a record, with the index of its step. */
export interface ExplorationMove {
  readonly record: MatchRecord;
  readonly step: number;
  readonly move: MoveRecord;
}

/**
 * Every exploration move of seat 0 that the agent chose (not the invalid-action fallback), in label order; evaluation
 * episodes never contribute.
 */
export function explorationMoves(records: readonly LabelledRecord[]): ExplorationMove[] {
  const sorted = records
    .filter(({ label }) => label.phase === 'explore')
    .sort(
      (a, b) =>
        (a.label.game < b.label.game ? -1 : a.label.game > b.label.game ? 1 : 0) ||
        (a.label.pathway < b.label.pathway ? -1 : a.label.pathway > b.label.pathway ? 1 : 0) ||
        a.label.trial - b.label.trial ||
        a.label.episode - b.label.episode,
    );
  const moves: ExplorationMove[] = [];
  for (const { record } of sorted)
    for (const [step, { moves: stepMoves }] of record.steps.entries())
      for (const move of stepMoves) if (move.player === 0 && !move.fallback) moves.push({ record, step, move });
  return moves;
}

/** The signal that judges a move: its self-score or its step's reward; undefined when it has none. */
export function moveSignal({ record, step, move }: ExplorationMove, by: SftCriterion): number | undefined {
  const signal = by === 'reward' ? record.steps[step]?.rewards?.[move.player] : move.selfScore;
  return typeof signal === 'number' && Number.isFinite(signal) ? signal : undefined;
}

/**
 * The examples of every exploration action (seat 0) whose self-score — or reward, with `by: 'reward'` — is above
 * `threshold`, in label order; evaluation episodes never contribute.
 */
export function sftExamples(
  records: readonly LabelledRecord[],
  options: { readonly threshold?: number; readonly by?: SftCriterion } = {},
): SftSelection {
  const threshold = options.threshold ?? 0;
  const by = options.by ?? 'self-score';
  const examples: SftExample[] = [];
  const moves = explorationMoves(records);
  let belowThreshold = 0;
  let unjudged = 0;
  let noPrompt = 0;
  for (const explored of moves) {
    const signal = moveSignal(explored, by);
    if (signal === undefined) {
      unjudged++;
      continue;
    }
    if (!(signal > threshold)) {
      belowThreshold++;
      continue;
    }
    const example = sftExample(explored.move.exchanges);
    if (example) examples.push(example);
    else noPrompt++;
  }
  return { examples, actions: moves.length, belowThreshold, unjudged, noPrompt };
}
