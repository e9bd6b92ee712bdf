// The MCP tools of a game seat (docs/agents/shells.md): what each takes, and each call carried out on the seat.
import { type CallToolResult, ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Game } from '../core/game.js';
import type { ActInput, GameSeat } from './game-seat.js';
import { SeatError } from './seat-error.js';

const noArguments = { type: 'object', properties: {}, additionalProperties: false } as const;

/** The seat's tools: the fixed five, the game's read-only queries and the experience's (e.g. `activate_skill`). */
export function seatTools(seat: GameSeat): Tool[] {
  const { game } = seat.match;
  const queries = [...(game.queries ?? []), ...seat.experienceQueries()].map((query) => ({
    name: query.name,
    description: `Read-only query (does not act): ${query.description}`,
    inputSchema: { ...query.parameters, type: 'object' as const },
  }));
  return [
    { name: 'rules', description: 'The rules of the game for your seat.', inputSchema: noArguments },
    {
      name: 'observe',
      description: 'What your seat sees now, as text; {"format":"json"} gives the observation as JSON.',
      inputSchema: {
        type: 'object',
        properties: { format: { type: 'string', enum: ['text', 'json'] } },
        additionalProperties: false,
      },
    },
    {
      name: 'legal_actions',
      description: 'The legal actions of your pending decision, one per line, as `act` takes them.',
      inputSchema: noArguments,
    },
    {
      name: 'act',
      description:
        'Play one action for your pending decision: its text as legal_actions lists it, or its JSON. ' +
        'The reply says whether the referee accepted it (or why not) and what comes next.',
      inputSchema: {
        type: 'object',
        properties: {
          action: actionArgumentSchema(game),
          score: { type: 'number', description: 'your estimate of the immediate reward of this action (optional)' },
        },
        required: ['action'],
        additionalProperties: false,
      },
    },
    {
      name: 'status',
      description: 'Step, whether a decision of yours is pending, the score so far and whether the episode is over.',
      inputSchema: noArguments,
    },
    ...queries,
  ];
}

/** Carries out one tool call; the client's mistakes come back as tool errors, an unknown tool as a protocol error. */
export async function callSeatTool(seat: GameSeat, name: string, input: unknown): Promise<CallToolResult> {
  const names = seatTools(seat).map((tool) => tool.name);
  if (!names.includes(name)) {
    seat.noteError();
    throw new McpError(ErrorCode.InvalidParams, `unknown tool '${name}'; the tools are: ${names.join(', ')}`);
  }
  seat.noteCall(name, input);
  try {
    return text(await carryOut(seat, name, argumentsOf(name, input)));
  } catch (error) {
    if (!(error instanceof SeatError)) throw error;
    seat.noteError();
    return { isError: true, content: [{ type: 'text', text: error.message }] };
  }
}

async function carryOut(seat: GameSeat, name: string, input: Readonly<Record<string, unknown>>): Promise<string> {
  switch (name) {
    case 'rules':
      return seat.rules();
    case 'observe': {
      const format = input.format ?? 'text';
      if (format !== 'text' && format !== 'json')
        throw new SeatError(`format must be "text" or "json", got ${JSON.stringify(format)}`);
      return seat.observe(format);
    }
    case 'legal_actions':
      return (await seat.legalActions()).join('\n');
    case 'act':
      return JSON.stringify(await seat.play(actInput(input)));
    case 'status':
      return JSON.stringify(seat.status());
    default:
      return seat.query(name, input);
  }
}

function actInput(input: Readonly<Record<string, unknown>>): ActInput {
  const extra = Object.keys(input).filter((key) => key !== 'action' && key !== 'score');
  if (extra.length)
    throw new SeatError(`act takes only 'action' and 'score', not ${extra.map((key) => `'${key}'`).join(', ')}`);
  const { action, score } = input;
  if (action === undefined || action === null)
    throw new SeatError(`act needs the argument 'action': an action's text or JSON`);
  if (score !== undefined && (typeof score !== 'number' || !Number.isFinite(score))) {
    throw new SeatError(`'score' must be a number, got ${JSON.stringify(score)}`);
  }
  const scored = score === undefined ? {} : { score };
  return typeof action === 'string' ? { text: action, ...scored } : { action, ...scored };
}

/** The arguments as an object (absent arguments are `{}`); anything else is the client's mistake. */
function argumentsOf(name: string, input: unknown): Readonly<Record<string, unknown>> {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input))
    throw new SeatError(`the arguments of '${name}' must be a JSON object`);
  return input as Record<string, unknown>;
}

function text(body: string): CallToolResult {
  return { content: [{ type: 'text', text: body }] };
}

/** The `action` argument: an action's text, or its JSON in the shape of the game's `actionSchema`. */
function actionArgumentSchema(game: Game): Record<string, unknown> {
  const asText = { type: 'string', description: "the action's text, as legal_actions lists it" };
  let shape: Record<string, unknown>;
  try {
    const { $schema: _, ...schema } = z.toJSONSchema(game.actionSchema, { unrepresentable: 'any', io: 'input' });
    shape = schema;
  } catch {
    return asText;
  }
  if (shape.type === 'string') return asText;
  return { anyOf: [asText, { ...shape, description: "the action's JSON" }] };
}
