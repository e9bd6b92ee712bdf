// The tools the built-in revision loop offers its model: confined file access to the workspace, the free check, and
// the arena's services (status, opponents, small match, full evaluation, restore champion, and the off-policy
// catalogue when the arm has one). Arguments are zod schemas, sent to the model as JSON Schema and checked on return.
import { z } from 'zod';
import type { ArenaTools } from '../core/arena-tools.js';
import type { ToolSpec } from '../model/model.js';
import { editFile, listFiles, readFile, type WorkspaceFiles, writeFile } from './workspace-files.js';

/** Characters of one tool result the model is shown at most (the rest is cut, saying so). */
export const maxToolResultChars = 24_000;

/** One tool: what the model is told, and how a call is answered (a thrown error is the call's failure). */
export interface RevisionTool {
  readonly spec: ToolSpec;
  /**
   * True for the arena's services: their failures throw through ArenaTools, where the turn loop counts them, so the
   * driver must not count them again.
   */
  readonly arena: boolean;
  run(input: unknown): Promise<string>;
}

/** The file tools: usable in every turn, the frozen run's review turn included (to write notes/). */
export function fileTools(files: WorkspaceFiles): RevisionTool[] {
  const writable = files.writable.map((dir) => `${dir}/`).join(', ');
  return [
    tool(
      'list_files',
      'List a workspace folder (workspace-relative, "." for the root); folders end with "/".',
      z.object({ dir: z.string().optional().describe('e.g. "strategy" or "notes"; default "."') }),
      false,
      ({ dir }) => listFiles(files, dir ?? '.'),
    ),
    tool(
      'read_file',
      'Read a workspace file (workspace-relative path). Long files come in parts: the end says which offset to read next.',
      z.object({ path: z.string(), offset: z.number().int().min(0).optional() }),
      false,
      ({ path, offset }) => readFile(files, path, offset),
    ),
    tool(
      'write_file',
      `Create or replace a whole file. Only files inside ${writable} may be written.`,
      z.object({ path: z.string(), content: z.string() }),
      false,
      ({ path, content }) => writeFile(files, path, content),
    ),
    tool(
      'edit_file',
      `Replace the one occurrence of "old" by "new" in a file inside ${writable} (copy "old" exactly, with enough context to be unique).`,
      z.object({ path: z.string(), old: z.string(), new: z.string() }),
      false,
      (input) => editFile(files, input.path, input.old, input.new),
    ),
  ];
}

/** The arena's services and the free check, through `tools` (the turn loop's counting wrapper). */
export function arenaTools(tools: ArenaTools): RevisionTool[] {
  const none = z.object({});
  const list: RevisionTool[] = [
    tool(
      'check',
      'Free: check the program in strategy/ as every submission does first (manifest, entry point, syntax). Run it before spending budget.',
      none,
      true,
      async () => json(await tools.preflight()),
    ),
    tool(
      'status',
      'Free: budgets left, the champion so far (rank, Elo), the arm, feedback and batch size, whether the run is frozen.',
      none,
      true,
      async () => json(tools.status()),
    ),
    tool(
      'opponents',
      'Free: the frozen ladder of opponent programs (id, rank, Elo, role), best first; "from"/"to" select ranks.',
      z.object({ from: z.number().int().min(1).optional(), to: z.number().int().min(1).optional() }),
      true,
      async (range) => json(tools.opponents(range)),
    ),
    tool(
      'small_match',
      'Costs one small-match unit per opponent: snapshot strategy/ and play it against the named opponents (at most the batch size; omit "opponents" when the arm picks them). Returns the games and their results.',
      z.object({
        opponents: z.array(z.string()).min(1).max(8).optional().describe('pool ids from the opponents tool'),
      }),
      true,
      async ({ opponents }) => json(await tools.small(opponents ? { opponents } : {})),
    ),
    tool(
      'full_evaluation',
      'Costs one full evaluation: snapshot strategy/ and play it against the whole pool. Returns Elo with its 95% interval, rank, W/D/L and the worst opponents. The best result so far (the free baseline of the untouched starter included) is your champion.',
      none,
      true,
      async () => json(await tools.full({})),
    ),
    tool(
      'restore_champion',
      'Free: copy the champion snapshot back into strategy/ (your current edits there are replaced).',
      none,
      true,
      async () => json(tools.restoreChampion()),
    ),
  ];
  const { catalogue, viewReplay } = tools;
  if (catalogue && viewReplay)
    list.push(
      tool('list_replays', 'Free: the catalogue of matches between pool programs.', none, true, async () =>
        json(catalogue.call(tools)),
      ),
      tool(
        'view_replay',
        'Costs one small-match unit: one replay of the catalogue.',
        z.object({ id: z.string() }),
        true,
        async ({ id }) => json(await viewReplay.call(tools, id)),
      ),
    );
  return list;
}

/** A tool result cut to `maxToolResultChars`. */
export function boundedResult(text: string): string {
  if (text.length <= maxToolResultChars) return text;
  return `${text.slice(0, maxToolResultChars)}\n[cut: ${text.length - maxToolResultChars} more characters not shown]`;
}

/** The arguments did not match the tool's schema (the model's mistake, explained). */
export class ToolArgumentsError extends Error {
  override readonly name = 'ToolArgumentsError';
}

function tool<Schema extends z.ZodType>(
  name: string,
  description: string,
  schema: Schema,
  arena: boolean,
  answer: (input: z.output<Schema>) => string | Promise<string>,
): RevisionTool {
  const { $schema: _, ...parameters } = z.toJSONSchema(schema, { io: 'input' });
  return {
    spec: { name, description, parameters },
    arena,
    async run(input) {
      const parsed = schema.safeParse(input ?? {});
      if (!parsed.success)
        throw new ToolArgumentsError(
          `invalid arguments for ${name}: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`,
        );
      return answer(parsed.data);
    },
  };
}

function json(value: unknown): string {
  return JSON.stringify(value);
}
