// The built-in revision loop: a Developer on any model the model layer serves (`llm:<provider>/<model>?…`). Each turn
// of the arena's turn loop is one multi-step tool-calling exchange over the conversation so far; the model reads the
// workspace, edits the program through confined file tools, runs the free check and calls the arena's services.
// Between processes it keeps nothing but what the workspace (notes/) and the ledger (undelivered results) hold.

import { parseAgentSpec } from '../core/agent-spec.js';
import type { ParamSpec } from '../core/game.js';
import { coerceValue } from '../core/params.js';
import { UsageError } from '../core/usage-error.js';
import { type ModelEnvironment, modelOptionDescriptions, modelOptionNames } from '../model/create-model.js';
import type { ChatMessage, Model, ModelResponse, ToolCall } from '../model/model.js';
import { sharedModel } from '../model/shared-model.js';
import { compactConversation, conversationTokens } from './compact-conversation.js';
import type { Developer, DeveloperContext } from './developer.js';
import { compactedPrompt, revisionSystemPrompt } from './revision-prompt.js';
import { arenaTools, boundedResult, fileTools, type RevisionTool, ToolArgumentsError } from './revision-tools.js';
import { runTurns, type TurnDriver } from './turn-loop.js';
import { workspaceFiles } from './workspace-files.js';

/** The prefix of the revision loop's developer specs, e.g. `llm:openai/gpt-4o-mini?max_steps=16`. */
export const revisionLoopPrefix = 'llm:';

/** The loop's own options with what each does, then the model's (createModel validates those). */
export const revisionLoopOptionDescriptions: Readonly<Record<string, string>> = {
  max_steps: 'the most model calls in one turn (default 24)',
  context: 'the context window in estimated tokens; past it the conversation is compacted (default 64000)',
  ...modelOptionDescriptions,
};

const loopOptions: Readonly<Record<'max_steps' | 'context', ParamSpec>> = {
  max_steps: { type: 'int', default: 24, min: 1, max: 1000, description: '' },
  context: { type: 'int', default: 64_000, min: 4000, max: 10_000_000, description: '' },
};

/** How the loop runs: the model, the most model calls per turn, and the context window it compacts to. */
export interface RevisionLoopOptions {
  readonly model: Model;
  readonly maxSteps: number;
  readonly contextTokens: number;
}

/** True when a developer spec names the revision loop. */
export function isRevisionLoopSpec(spec: string): boolean {
  return spec.trim().startsWith(revisionLoopPrefix);
}

/**
 * The revision loop of `spec` with its model from `environment` (shared per spec); throws UsageError on an unknown
 * option, a malformed value or a missing API key, before any turn.
 */
export function revisionLoopDeveloper(spec: string, environment: ModelEnvironment = {}): Developer {
  const parsed = parseAgentSpec(spec, () => Object.keys(revisionLoopOptionDescriptions));
  const model = parsed.kind.slice(revisionLoopPrefix.length).trim();
  if (!isRevisionLoopSpec(parsed.kind) || !model)
    throw new UsageError(
      `developer '${spec}' names no model: write llm:<provider>/<model>, e.g. llm:openai/gpt-4o-mini`,
    );
  const valid = [...Object.keys(loopOptions), ...modelOptionNames];
  const modelOptions: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.options)) {
    if (!valid.includes(name))
      throw new UsageError(`unknown option '${name}' for developer '${spec}'; valid options: ${valid.join(', ')}`);
    if (!(name in loopOptions)) modelOptions[name] = value;
  }
  const option = (name: keyof typeof loopOptions): number => {
    const value = parsed.options[name];
    const check = loopOptions[name];
    return value === undefined
      ? (check.default as number)
      : (coerceValue(`option '${name}' of '${spec}'`, check, value) as number);
  };
  const created = sharedModel({ model, options: modelOptions }, environment);
  const options = { model: created.model, maxSteps: option('max_steps'), contextTokens: option('context') };
  return { spec, develop: (context) => runTurns(revisionDriver(options, context), context) };
}

/** The turn driver: one conversation over the whole run, each turn a bounded run of model calls and tool calls. */
export function revisionDriver(options: RevisionLoopOptions, context: DeveloperContext): TurnDriver {
  const { model, maxSteps, contextTokens } = options;
  const files = workspaceFiles(context.workspace, context.strategyDir);
  let messages: ChatMessage[] = [];
  let turn = 0;
  return {
    async turn(prompt, tools, toolsEnabled, signal, reportError) {
      if (!messages.length)
        messages.push({ role: 'system', content: revisionSystemPrompt(tools.status(), files.writable) });
      const filesOnly = '\nOnly the file tools remain, so that you can write notes/.';
      messages.push({ role: 'user', content: toolsEnabled ? prompt : `${prompt}${filesOnly}` });
      const offered = toolsEnabled ? [...fileTools(files), ...arenaTools(tools)] : fileTools(files);
      const log = (kind: 'reply' | 'tool' | 'note', text: string) => context.log({ turn, kind, text });
      for (let step = 0; step < maxSteps && !signal.aborted; step++) {
        if (conversationTokens(messages) > contextTokens) {
          messages = compactConversation(messages, compactedPrompt(tools.status()), Math.floor(contextTokens / 2));
          log('note', `conversation compacted to ${conversationTokens(messages)} estimated tokens`);
        }
        let response: ModelResponse;
        try {
          response = await model.call({ messages, tools: offered.map((tool) => tool.spec) }, signal);
        } catch (error) {
          if (signal.aborted) break;
          throw error;
        }
        const { inputTokens = 0, outputTokens = 0, costUsd = 0 } = response.usage;
        context.addUsage({ tokens: inputTokens + outputTokens, usd: costUsd });
        log('reply', replyText(response));
        if (response.failure === 'model') {
          const problem = `your reply could not be used: ${response.error ?? response.finishReason}`;
          reportError(problem);
          messages.push(
            { role: 'assistant', content: response.text },
            {
              role: 'user',
              content: `${problem}. Call a tool with valid JSON arguments, or reply in text to end the turn.`,
            },
          );
          continue;
        }
        messages.push({
          role: 'assistant',
          content: response.text,
          ...(response.toolCalls.length ? { toolCalls: response.toolCalls } : {}),
        });
        if (!response.toolCalls.length) break;
        for (const call of response.toolCalls) {
          const content = await answer(offered, call, reportError);
          log('tool', `${call.name} ${JSON.stringify(call.input)} → ${content}`);
          messages.push({ role: 'tool', toolCallId: call.id, toolName: call.name, content });
        }
      }
      turn++;
    },
  };
}

/**
 * The result of one tool call as the model sees it; a failure is `error: <message>`, counted once: the arena's
 * refusals by the turn loop's wrapper, every other one through `reportError`. An arena failure that is not a refusal
 * (infrastructure) is thrown: the run stops, and resuming it re-executes the submission in flight.
 */
async function answer(
  offered: readonly RevisionTool[],
  call: ToolCall,
  reportError: (message: string) => void,
): Promise<string> {
  const tool = offered.find((candidate) => candidate.spec.name === call.name);
  if (!tool) {
    const message = `there is no tool '${call.name}' now; available: ${offered.map((t) => t.spec.name).join(', ')}`;
    reportError(message);
    return `error: ${message}`;
  }
  try {
    return boundedResult(await tool.run(call.input));
  } catch (error) {
    const refusal = error instanceof UsageError || error instanceof ToolArgumentsError;
    // The arena refuses with a UsageError; anything else (infrastructure) is not the model's to handle.
    if (tool.arena && !refusal) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (!tool.arena || error instanceof ToolArgumentsError) reportError(message);
    return `error: ${message}`;
  }
}

function replyText(response: ModelResponse): string {
  const calls = response.toolCalls.map((call) => `→ ${call.name} ${JSON.stringify(call.input)}`);
  const failure = response.failure ? [`(unusable: ${response.error ?? response.finishReason})`] : [];
  return [response.text, ...calls, ...failure].filter(Boolean).join('\n');
}
