// The arena tools as MCP tools (docs/aaarena-shells.md): each tool's arguments as one zod schema (its JSON Schema is
// derived from it), and each call carried out on an ArenaTools object, so the MCP server and the CLI agree.
import { type CallToolResult, ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ArenaTools } from '../core/arena-tools.js';
import { UsageError } from '../core/usage-error.js';

const noArguments = z.object({}).strict();
const submissionId = z
  .string()
  .min(1)
  .max(200)
  .describe('makes the call idempotent: the same id returns the same submission');

/** One arena tool: its description, its arguments, and what it does with them. */
interface ArenaMcpTool<Input extends z.ZodType> {
  readonly name: string;
  readonly description: string;
  readonly input: Input;
  /** Whether the tool answers during the review turn of a frozen run (read-only status only). */
  readonly inReview?: boolean;
  run(tools: ArenaTools, input: z.infer<Input>, signal: AbortSignal | undefined): unknown;
}

const tool = <Input extends z.ZodType>(definition: ArenaMcpTool<Input>) => definition;

const table = [
  tool({
    name: 'status',
    description: 'Where the run stands: game, pool size, arm, feedback, batch size, budgets, champion, frozen or not.',
    input: noArguments,
    inReview: true,
    run: (tools) => tools.status(),
  }),
  tool({
    name: 'opponents',
    description: 'The frozen ladder of pool programs (id, rank, Elo, role), best first; from/to select ranks.',
    input: z
      .object({
        from: z.number().int().min(1).optional().describe('first rank (inclusive)'),
        to: z.number().int().min(1).optional().describe('last rank (inclusive)'),
      })
      .strict(),
    run: (tools, range) => tools.opponents(range),
  }),
  tool({
    name: 'budget',
    description: 'The small-match and full-evaluation budgets: total, used, remaining.',
    input: noArguments,
    run: (tools) => tools.status().budgets,
  }),
  tool({
    name: 'preflight',
    description: 'The free check every submission runs first (manifest, entry point, build or syntax check). Free.',
    input: noArguments,
    run: (tools) => tools.preflight(),
  }),
  tool({
    name: 'small_match',
    description:
      'Snapshots strategy/ and plays it against the named pool programs (one budget unit each). With the ladder, ' +
      'random and top-4 arms the arm picks the opponents: omit them.',
    input: z
      .object({
        opponents: z.array(z.string().min(1)).min(1).max(8).optional().describe('pool program ids'),
        id: submissionId.optional(),
      })
      .strict(),
    run: (tools, request, signal) => tools.small(request, signal),
  }),
  tool({
    name: 'full_evaluation',
    description:
      'Snapshots strategy/ and evaluates it against the whole pool (one full unit): Elo with a 95% interval, rank, ' +
      "per-opponent records. The untouched starter's baseline evaluation is free and runs first when not yet taken.",
    input: z.object({ id: submissionId.optional() }).strict(),
    run: (tools, request, signal) => tools.full(request, signal),
  }),
  tool({
    name: 'restore_champion',
    description: "Copies the champion's snapshot back into strategy/ (free).",
    input: noArguments,
    run: (tools) => tools.restoreChampion(),
  }),
];

const catalogueTable = [
  tool({
    name: 'list_replays',
    description: 'The catalogue of replays of matches between pool programs (the off-policy arm).',
    input: noArguments,
    run: (tools) => tools.catalogue?.(),
  }),
  tool({
    name: 'view_replay',
    description: 'One replay of the catalogue (each view costs one small-match unit).',
    input: z.object({ id: z.string().min(1).describe('a replay id from list_replays') }).strict(),
    run: (tools, { id }) => tools.viewReplay?.(id),
  }),
];

/** Whether the tools take calls (false during the review turn of a frozen run: only `status` answers). */
export interface ArenaToolsAccess {
  readonly enabled: boolean;
  /**
   * Told of each call refused before it reached the tools (unknown or disabled tool, bad arguments), which the turn
   * loop counts toward its error limits as it counts the tools' own refusals.
   */
  readonly onRefused?: ((message: string) => void) | undefined;
}

/** The off-policy arm views pool replays instead of playing small matches of its own. */
function available(tools: ArenaTools, access: ArenaToolsAccess) {
  const offPolicy = tools.status().arm === 'off-policy' && tools.catalogue && tools.viewReplay;
  const all = offPolicy ? [...table.filter((entry) => entry.name !== 'small_match'), ...catalogueTable] : table;
  return access.enabled ? all : all.filter((entry) => entry.inReview);
}

/** The names of the tools a client is shown outside the review turn (a developer's prompt lists them). */
export function arenaToolNames(tools: ArenaTools): string[] {
  return available(tools, { enabled: true }).map((entry) => entry.name);
}

/** The tools a client is shown: the arena's (the catalogue's instead of small_match in the off-policy arm), only `status` in review. */
export function arenaMcpTools(tools: ArenaTools, access: ArenaToolsAccess): Tool[] {
  return available(tools, access).map((entry) => {
    const { $schema: _, ...schema } = z.toJSONSchema(entry.input, { io: 'input' });
    return { name: entry.name, description: entry.description, inputSchema: schema as Tool['inputSchema'] };
  });
}

/**
 * Carries out one tool call: the answer as JSON text; refusals (UsageError), bad arguments and failures as tool errors
 * with their message; an unknown tool as a protocol error naming the tools.
 */
export async function callArenaTool(
  tools: ArenaTools,
  access: ArenaToolsAccess,
  name: string,
  input: unknown,
  signal?: AbortSignal,
): Promise<CallToolResult> {
  const shown = available(tools, access);
  const entry = shown.find((candidate) => candidate.name === name);
  const refuse = (message: string) => {
    access.onRefused?.(message);
    return failure(message);
  };
  if (!entry) {
    if (!access.enabled && [...table, ...catalogueTable].some((candidate) => candidate.name === name))
      return refuse(
        `the run is frozen and this is its review turn: '${name}' is disabled; write what you learned in notes/`,
      );
    const message = `unknown tool '${name}'; the tools are: ${shown.map((candidate) => candidate.name).join(', ')}`;
    access.onRefused?.(message);
    throw new McpError(ErrorCode.InvalidParams, message);
  }
  const parsed = entry.input.safeParse(input ?? {});
  if (!parsed.success)
    return refuse(`bad arguments for '${name}': ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`);
  try {
    // Each entry's run takes what its own schema parsed.
    const answer = await (entry.run as ArenaMcpTool<z.ZodType>['run'])(tools, parsed.data, signal);
    return { content: [{ type: 'text', text: JSON.stringify(answer ?? null) }] };
  } catch (error) {
    if (error instanceof UsageError) return failure(error.message);
    // Anything else (an infrastructure failure that leaves a submission pending) is still the agent's to see.
    return failure(
      `the arena could not carry out '${name}': ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}
