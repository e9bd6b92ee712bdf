// The multi-step agent's loop for one decision: call the model, answer the tools that do not act, check an action as
// the referee would and feed a rejection back, until an action is accepted or a step budget is spent. It drives the
// model layer's `call` (not the AI SDK's generateText), so every step gets the model layer's cache, limits, retries
// and cost, and is recorded as one exchange.
import type { Decision, ModelExchange, Turn } from '../../core/agent.js';
import type { ExperienceQuery } from '../../core/experience-input.js';
import { checkDecision } from '../../core/play-match.js';
import type { ChatMessage, Model, ModelRequest, ModelResponse, ToolCall } from '../../model/model.js';
import type { BuiltPrompt, HarnessContext, Interpretation, LoopRequest } from './harness/harness.js';
import { modelExchange } from './model-exchange.js';

/** What a decision's model calls came to: the interpretation of the answer, and every call made, in order. */
export interface Answered {
  readonly interpretation: Interpretation;
  readonly exchanges: readonly ModelExchange[];
}

/** What the loop needs: the first request (built by the harness), its prompt and loop, and the experience's queries. */
export interface AgentLoopOptions {
  readonly model: Model;
  readonly request: ModelRequest;
  readonly prompt: BuiltPrompt;
  readonly loop: LoopRequest;
  readonly context: HarnessContext;
  readonly queries: readonly ExperienceQuery[];
}

/**
 * Runs one decision: at most `loop.maxSteps` model calls, and none once the episode's `maxEpisodeSteps` are spent.
 * An accepted action ends it; a spent budget is a failed interpretation saying which budget and the last rejection.
 * An `InfraError` from the model propagates.
 */
export async function runAgentLoop(options: AgentLoopOptions): Promise<Answered> {
  const { model, request, prompt, loop, context } = options;
  const { turn } = context;
  const state = context.memory.loop;
  state.lastRejection = undefined;
  const exchanges: ModelExchange[] = [];
  let messages: readonly ChatMessage[] = request.messages;
  let last: string | undefined;
  const failed = (reason: string): Answered => ({
    interpretation: {
      ok: false,
      error: last === undefined ? reason : `${reason}; last rejection: ${last}`,
      answer: `(no accepted action after ${exchanges.length} model call${exchanges.length === 1 ? '' : 's'})`,
    },
    exchanges,
  });
  for (let step = 0; step < loop.maxSteps; step++) {
    if (loop.maxEpisodeSteps !== undefined && state.steps >= loop.maxEpisodeSteps) {
      return failed(`the episode's budget of ${loop.maxEpisodeSteps} model calls is spent`);
    }
    if (turn.signal.aborted) return failed('the decision was interrupted');
    const current: ModelRequest = { ...request, messages };
    const response = await model.call(current, turn.signal);
    state.steps++;
    const unusable = problemOf(response);
    if (unusable !== undefined) {
      exchanges.push(modelExchange(model.id, current, response, unusable));
      last = unusable;
      messages = [
        ...messages,
        { role: 'assistant', content: response.text },
        { role: 'user', content: `${unusable}. Call one of the tools; an action tool ends your turn.` },
      ];
      continue;
    }
    const results: ChatMessage[] = [];
    let accepted: Interpretation | undefined;
    let rejected: string | undefined;
    for (const call of response.toolCalls) {
      let content: string;
      if (accepted) content = 'not run: your turn already ended with an action';
      else {
        const answer = loop.answer(call) ?? experienceAnswer(options.queries, call);
        if (answer !== undefined) content = await answer;
        else {
          const verdict = judge(prompt, response, call, turn);
          if (verdict.ok) accepted = verdict;
          else rejected = verdict.error;
          content = verdict.ok ? 'accepted' : `rejected: ${verdict.error}`;
        }
      }
      results.push({ role: 'tool', toolCallId: call.id, toolName: call.name, content });
    }
    if (accepted) {
      exchanges.push(modelExchange(model.id, current, response));
      return { interpretation: accepted, exchanges };
    }
    exchanges.push(
      modelExchange(model.id, current, response, rejected === undefined ? undefined : `rejected: ${rejected}`),
    );
    if (rejected !== undefined) {
      last = rejected;
      state.lastRejection = rejected;
    }
    messages = [...messages, { role: 'assistant', content: response.text, toolCalls: response.toolCalls }, ...results];
  }
  return failed(`no accepted action within the ${loop.maxSteps} model calls of this decision`);
}

/** Why a reply cannot be used at all (a `model` failure, or no tool call), or undefined. */
function problemOf(response: ModelResponse): string | undefined {
  if (response.failure === 'model') {
    return `unusable model output: ${response.error ?? `finish reason ${response.finishReason}`}`;
  }
  return response.toolCalls.length === 0 ? 'the reply called no tool' : undefined;
}

/** The answer of an experience's query, or undefined when `call` names none. */
function experienceAnswer(queries: readonly ExperienceQuery[], call: ToolCall): Promise<string> | undefined {
  const query = queries.find((candidate) => candidate.name === call.name);
  if (!query) return undefined;
  try {
    return Promise.resolve(query.answer(call.input));
  } catch (error) {
    return Promise.resolve(`the query failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * An action call read by the action interface and checked as playMatch checks it. Games whose legality needs the
 * state (`actionError`) are checked for shape only here: the referee, which has the state, judges the rest.
 */
function judge(
  prompt: BuiltPrompt,
  response: ModelResponse,
  call: ToolCall,
  turn: Turn,
): Interpretation | { readonly ok: false; readonly error: string } {
  const interpretation = prompt.interpret({ ...response, toolCalls: [call] });
  if (!interpretation.ok) return interpretation;
  const decision: Decision =
    interpretation.action !== undefined ? { action: interpretation.action } : { text: interpretation.text ?? '' };
  const game = turn.game.actionError ? { ...turn.game, actionError: () => null } : turn.game;
  const checked = checkDecision(game, undefined, turn, decision, turn.legalActions);
  return checked.ok ? { ...interpretation, action: checked.action } : checked;
}
