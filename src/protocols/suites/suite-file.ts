// What every suite file shares: its name, a description, the paper's settings, and an `offline` block of the same
// settings for a run on built-in agents; the settings a run plays, and the models it plays them with.
import { z } from 'zod';
import { UsageError } from '../../core/usage-error.js';
import { specError } from './spec-error.js';

/** The schema of suite `suite`'s file: `settings` at the top and in `offline`, nothing else. */
function suiteFileSchema(suite: string, settings: z.core.$ZodShape) {
  return z
    .object({
      suite: z.literal(suite),
      description: z.string().optional(),
      ...settings,
      offline: z.object(settings).strict().optional(),
    })
    .strict();
}

/**
 * The settings suite `suite`'s file `document` (from `source`) gives a run: its own, with the offline block over them
 * when `offline`. UsageError naming every malformed field, or saying that there is no offline block.
 */
export function suiteSettings<Settings extends z.core.$ZodShape>(
  suite: string,
  settings: Settings,
  document: unknown,
  source: string,
  offline: boolean | undefined,
): z.output<z.ZodObject<Settings>> {
  const parsed = suiteFileSchema(suite, settings).safeParse(document);
  if (!parsed.success) throw specError(`suite file ${source}`, parsed.error);
  const { suite: _suite, description: _description, offline: block, ...base } = parsed.data as Record<string, unknown>;
  if (offline && !block) throw new UsageError(`${source} has no offline block to run with --offline`);
  return (offline ? { ...base, ...(block as object) } : base) as z.output<z.ZodObject<Settings>>;
}

/** The models a run plays: those given with --models, else the file's; UsageError when there are none. */
export function suiteModels(
  given: readonly string[] | undefined,
  listed: readonly string[] | undefined,
  source: string,
  example = 'agent specs, e.g. "- llm:openai/gpt-4o"',
  offline = 'its built-in agents',
): readonly string[] {
  const models = given ?? listed ?? [];
  if (models.length === 0)
    throw new UsageError(
      `${source} lists no models: give --models models.yaml (a YAML list of ${example}), or --offline for ${offline}`,
    );
  return models;
}

/** The first item `list` holds twice, as a UsageError naming `what`; nothing when all differ. */
export function refuseRepeats(list: readonly unknown[], what: string, source: string): void {
  const twice = list.find((item, index) => list.indexOf(item) !== index);
  if (twice !== undefined) throw new UsageError(`${source}: ${what} '${String(twice)}' is listed twice`);
}
