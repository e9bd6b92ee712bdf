// The multi-step agent's tools that do not act: reread the observation, the rules and the episode so far, keep a
// scratchpad over the episode, evaluate arithmetic or short JavaScript in the QuickJS sandbox, and the game's queries.
import type { ToolCall, ToolSpec } from '../../../model/model.js';
import { defaultJsLimits, type JsLimits, type JsProgram, runJs } from '../../../sandbox/run-js.js';
import type { HarnessContext } from './harness.js';
import { fitHistory } from './history.js';

/** The names of the agent's own tools; action tools never take them. */
export const agentToolNames = ['observe', 'rules', 'feedback', 'notes_read', 'notes_write', 'evaluate'] as const;

/** Characters of scratchpad kept; a longer write keeps its end. */
export const maxNotesChars = 4000;
/** Estimated tokens of earlier turns the `feedback` tool shows at most (the oldest are dropped first). */
export const feedbackTokens = 4000;

/** The program `evaluate` runs: the model's code is its argument, evaluated by the sandbox's own `eval`. */
const evaluateProgram: JsProgram = {
  source: `function evaluate(code) {
    const value = (0, eval)(code);
    if (typeof value === 'string') return value;
    const json = JSON.stringify(value);
    return json === undefined ? String(value) : json;
  }`,
  entry: 'evaluate',
  parameters: ['code'],
};

const noArguments = { type: 'object', properties: {}, additionalProperties: false };

const specs: Readonly<Record<(typeof agentToolNames)[number], ToolSpec>> = {
  observe: {
    name: 'observe',
    description:
      'Read your current observation again (does not act): as text, or with format "json" as the game state you see in JSON.',
    parameters: {
      type: 'object',
      properties: { format: { type: 'string', enum: ['text', 'json'] } },
      additionalProperties: false,
    },
  },
  rules: { name: 'rules', description: "Read the game's rules for your seat (does not act).", parameters: noArguments },
  feedback: {
    name: 'feedback',
    description:
      'What happened in this episode so far (does not act): your earlier turns, what you saw and answered, what was ' +
      'rejected and why, and the last rejection of an action.',
    parameters: noArguments,
  },
  notes_read: {
    name: 'notes_read',
    description: 'Read your scratchpad, which you keep over every turn of this episode (does not act).',
    parameters: noArguments,
  },
  notes_write: {
    name: 'notes_write',
    description: `Replace your scratchpad with \`text\` (or add it at the end with append=true); the last ${maxNotesChars} characters are kept (does not act).`,
    parameters: {
      type: 'object',
      properties: { text: { type: 'string' }, append: { type: 'boolean' } },
      required: ['text'],
      additionalProperties: false,
    },
  },
  evaluate: {
    name: 'evaluate',
    description:
      'Evaluate arithmetic or a short JavaScript program in a sandbox without I/O and with a time limit; returns the ' +
      'value of the last expression as text (does not act).',
    parameters: {
      type: 'object',
      properties: { code: { type: 'string', description: 'e.g. "(3 * 7 + 2) / 5" or "let s = 0; for (…) …; s"' } },
      required: ['code'],
      additionalProperties: false,
    },
  },
};

/** The agent's own tools for one decision, and their answers (undefined for any other tool, e.g. an action). */
export function agentTools(
  context: HarnessContext,
  limits: JsLimits = defaultJsLimits,
): {
  readonly tools: readonly ToolSpec[];
  answer(call: ToolCall): Promise<string> | undefined;
} {
  const { turn, memory } = context;
  const state = memory.loop;
  return {
    tools: agentToolNames.map((name) => specs[name]),
    answer(call) {
      const input = argumentsOf(call.input);
      switch (call.name) {
        case 'observe':
          return Promise.resolve(input.format === 'json' ? JSON.stringify(turn.observation) : context.observation);
        case 'rules':
          return Promise.resolve(turn.game.text.rules(turn.params, turn.player, context.players));
        case 'feedback':
          return Promise.resolve(episodeSoFar(context));
        case 'notes_read':
          return Promise.resolve(state.notes === '' ? '(your scratchpad is empty)' : state.notes);
        case 'notes_write': {
          if (typeof input.text !== 'string')
            return Promise.resolve("notes_write needs the argument 'text' (a string)");
          const written = input.append === true && state.notes !== '' ? `${state.notes}\n${input.text}` : input.text;
          state.notes = written.slice(-maxNotesChars);
          const cut = written.length > maxNotesChars ? ` (cut to its last ${maxNotesChars})` : '';
          return Promise.resolve(`saved ${state.notes.length} characters${cut}`);
        }
        case 'evaluate':
          return evaluate(input.code, limits);
      }
      const query = turn.game.queries?.find((candidate) => candidate.name === call.name);
      if (!query) return undefined;
      try {
        return Promise.resolve(query.answer(turn.observation, turn.player, call.input));
      } catch (error) {
        return Promise.resolve(`the query failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

/** The last rejection, then this seat's earlier turns of the episode that fit `feedbackTokens`. */
function episodeSoFar(context: HarnessContext): string {
  const rejection = context.memory.loop.lastRejection ?? context.feedback;
  const past = context.memory.before(context.turn.step);
  return [
    `Last rejection: ${rejection ?? 'none'}`,
    past.length
      ? `Your earlier turns, oldest first:\n\n${fitHistory(past, feedbackTokens)}`
      : 'This is your first turn.',
  ].join('\n\n');
}

async function evaluate(code: unknown, limits: JsLimits): Promise<string> {
  if (typeof code !== 'string' || code.trim() === '') return "evaluate needs the argument 'code' (JavaScript text)";
  const run = await runJs(evaluateProgram, [code], limits);
  return run.ok ? run.output : `error: ${run.error}`;
}

function argumentsOf(input: unknown): Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}
