// An agent that asks a model: the harness turns each turn into a request and the reply back into a decision; the
// agent remembers its own turns of the match, records every exchange, and leaves retries and fallbacks to playMatch.
import type { Agent, Decision, ModelExchange, Turn } from '../../core/agent.js';
import type {
  EpisodeTurn,
  ExperienceInput,
  ExperiencePrompt,
  ExperienceQuery,
  TurnNote,
} from '../../core/experience-input.js';
import type { Model, ModelRequest, ToolSpec } from '../../model/model.js';
import { sumUsage } from '../../model/usage.js';
import { type Answered, runAgentLoop } from './agent-loop.js';
import { type ExperienceWindow, withExperience } from './harness/experience-section.js';
import { type BuiltPrompt, buildPrompt, type Harness, type Interpretation } from './harness/harness.js';
import { harnessContext } from './harness/harness-context.js';
import { MatchMemory } from './harness/match-memory.js';
import { shorten } from './harness/shorten.js';
import { modelExchange } from './model-exchange.js';

/** Request settings sent with every call (the model layer's defaults for this spec). */
export type RequestDefaults = Partial<Pick<ModelRequest, 'temperature' | 'maxOutputTokens' | 'reasoning'>>;

/** What an LLM agent is made of. */
export interface LlmAgentOptions {
  readonly model: Model;
  readonly harness: Harness;
  readonly requestDefaults?: RequestDefaults;
  /** Seats in the match (the rules text depends on it); defaults to the game's smallest seat count. */
  readonly players?: number;
  /** Display name; defaults to `<model id> [<harness name>]`. */
  readonly name?: string;
  /** Read-only game queries answered per decision before the model must act (default 4). */
  readonly maxQueries?: number;
  /**
   * The agent's experience for this episode: asked once, at its first turn; its text becomes the `## Experience`
   * section, its queries are offered as tools, and the model calls that wrote it are recorded with the first decision.
   */
  readonly experience?: ExperienceInput['prompt'];
  /** The experience's note for each turn (asked once per step, before its first attempt), shown as `## Notes`. */
  readonly turnNote?: ExperienceInput['turnNote'];
  /** The context window the experience section must fit in (defaults as the history's). */
  readonly experienceWindow?: ExperienceWindow;
}

/** Legal actions named in the harness's own rejection messages, as playMatch names them. */
const shownLegal = 20;

/**
 * An agent for one seat of one match that calls `model` once per attempt (after any queries), or with the agent
 * interface in a loop of calls until it acts (agent-loop.ts). Unusable output (a `model` failure, an
 * unmappable tool call) is an invalid decision carrying its reason, re-asked by playMatch with that reason as
 * feedback; an `InfraError` from the model propagates, so the match ends as `infra` and is never scored.
 */
export function llmAgent(options: LlmAgentOptions): Agent {
  const { model, requestDefaults } = options;
  const harness =
    options.experience || options.turnNote
      ? withExperience(options.harness, options.experienceWindow)
      : options.harness;
  const memory = new MatchMemory();
  let experience: Promise<ExperiencePrompt | undefined> | undefined;
  let experienceRecorded = false;
  let note: { step: number; note: Promise<TurnNote | undefined>; recorded: boolean } | undefined;
  return {
    name: options.name ?? `${model.id} [${harness.name}]`,
    async act(turn: Turn): Promise<Decision> {
      const { step, attempt } = turn;
      memory.begin(step, attempt);
      experience ??= options.experience?.(turn);
      const episodeExperience = await experience;
      // The experience calls are recorded once, with the first decision that follows them.
      const experienceExchanges = experienceRecorded ? [] : (episodeExperience?.exchanges ?? []);
      experienceRecorded = true;
      if (options.turnNote && note?.step !== step) {
        note = { step, note: options.turnNote(turn, episodeTurns(memory, step)), recorded: false };
      }
      const turnNote = await note?.note;
      const noteExchanges = note && !note.recorded ? (turnNote?.exchanges ?? []) : [];
      if (note) note.recorded = true;
      const context = harnessContext(turn, memory, options.players, episodeExperience, turnNote?.text);
      const prompt = buildPrompt(harness, context);
      const queries = episodeExperience?.queries ?? [];
      const tools = [...(prompt.tools ?? []), ...queries.map(queryTool)];
      const request: ModelRequest = {
        ...requestDefaults,
        messages: prompt.messages,
        // An experience's queries make tools available to the text interface too, never required there.
        ...(tools.length ? { tools, toolChoice: prompt.tools ? prompt.toolChoice : 'auto' } : {}),
      };
      const explain = (error: string) => withLegal(error, context.legalTexts);
      const answered = prompt.loop
        ? await runAgentLoop({ model, request, prompt, loop: prompt.loop, context, queries })
        : await answerOnce(model, request, prompt, turn, queries, options.maxQueries ?? 4, explain);
      const { interpretation } = answered;
      const ownError = interpretation.ok ? undefined : explain(interpretation.error);
      if (memory.isCurrent(step, attempt)) {
        memory.remember(step, context.observation, {
          attempt,
          answer: interpretation.answer,
          ...(ownError === undefined ? {} : { ownError }),
        });
      }
      const exchanges = [...experienceExchanges, ...noteExchanges, ...answered.exchanges];
      const usage = sumUsage(exchanges);
      if (!interpretation.ok) return { invalid: ownError, usage, exchanges };
      const decision: { -readonly [K in keyof Decision]: Decision[K] } = { usage, exchanges };
      if (interpretation.action !== undefined) decision.action = interpretation.action;
      else decision.text = interpretation.text ?? '';
      if (interpretation.selfScore !== undefined) decision.selfScore = interpretation.selfScore;
      if (interpretation.note) decision.note = interpretation.note;
      return decision;
    },
  };
}

/**
 * One answer in one model call, after the model's read-only game and experience queries (tool calls named after
 * them), each answered with a tool message and the model called again, at most `limit` times; the reply that is not a
 * query is interpreted, and its exchange marked with `explain(error)` when it cannot be a decision.
 */
async function answerOnce(
  model: Model,
  request: ModelRequest,
  prompt: BuiltPrompt,
  turn: Turn,
  experienceQueries: readonly ExperienceQuery[],
  limit: number,
  explain: (error: string) => string,
): Promise<Answered> {
  const exchanges: ModelExchange[] = [];
  let current = request;
  for (;;) {
    const response = await model.call(current, turn.signal);
    const call = response.failure ? undefined : response.toolCalls[0];
    const query = call && turn.game.queries?.find((candidate) => candidate.name === call.name);
    const asked = call && !query ? experienceQueries.find((candidate) => candidate.name === call.name) : undefined;
    if (!call || !(query || asked) || exchanges.length >= limit) {
      const interpretation: Interpretation =
        response.failure === 'model'
          ? {
              ok: false,
              error: `unusable model output: ${response.error ?? `finish reason ${response.finishReason}`}`,
              answer: response.text.trim() ? shorten(response.text, 120) : '(unusable reply)',
            }
          : prompt.interpret(response);
      const error = interpretation.ok ? undefined : explain(interpretation.error);
      exchanges.push(modelExchange(model.id, current, response, error));
      return { interpretation, exchanges };
    }
    let answer: string;
    try {
      answer = query
        ? query.answer(turn.observation, turn.player, call.input)
        : (asked as ExperienceQuery).answer(call.input);
    } catch (error) {
      answer = `the query failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    exchanges.push({
      ...modelExchange(model.id, current, response),
      toolCalls: [{ name: call.name, input: call.input }],
    });
    current = {
      ...current,
      messages: [
        ...current.messages,
        { role: 'assistant', content: response.text, toolCalls: [call] },
        { role: 'tool', toolCallId: call.id, toolName: call.name, content: answer },
      ],
    };
  }
}

/** An experience query as a tool the model may call before acting. */
function queryTool(query: ExperienceQuery): ToolSpec {
  return {
    name: query.name,
    description: `Read-only query of your experience (does not act; you still have to act afterwards): ${query.description}`,
    parameters: query.parameters,
  };
}

/** The turns of this episode before `step`, as an experience's turn note reads them. */
function episodeTurns(memory: MatchMemory, step: number): EpisodeTurn[] {
  return memory
    .before(step)
    .map((turn) => ({ step: turn.step, observation: turn.observation, answer: turn.attempts.at(-1)?.answer ?? '' }));
}

function withLegal(error: string, legal: readonly string[]): string {
  if (legal.length === 0) return error;
  const more = legal.length > shownLegal ? ` (and ${legal.length - shownLegal} more)` : '';
  return `${error}; legal actions: ${legal.slice(0, shownLegal).join(' | ')}${more}`;
}
