// The AAArena suite file (suites/aaarena.yaml): each developer on each game in the main setting (its own choice of
// opponents, dense feedback), the paper's ablations on some of the games (opponent-selection arms, binary feedback,
// batch sizes) and optionally the continuation experiment; every cell is one stored AAArena run of its repetitions.
// The `offline` block is the same with the offline developer at budgets that run in a minute or two.
import { z } from 'zod';
import { arenaArms } from '../../arena/arena-config.js';
import { modelNamer } from '../../core/agent-spec.js';
import { UsageError } from '../../core/usage-error.js';
import { type AaarenaRunSpec, aaarenaRunSpec } from './aaarena-run-spec.js';
import { refuseRepeats, suiteModels, suiteSettings } from './suite-file.js';

const ablations = z
  .object({
    /** The games the ablations are played on (each among `games`). */
    games: z.array(z.string().min(1)).min(1),
    arms: z.array(z.enum(arenaArms)).optional(),
    feedback: z.array(z.enum(['dense', 'binary'])).optional(),
    batches: z.array(z.number().int().min(1).max(8)).optional(),
  })
  .strict();

const settings = {
  models: z.array(z.string().min(1, 'a developer spec, e.g. llm:openai/gpt-4o or shell:claude-code')).optional(),
  games: z.array(z.string().min(1)).min(1).optional(),
  /** The main setting: opponent selection, feedback and batch size. */
  arm: z.enum(arenaArms).optional(),
  feedback: z.enum(['dense', 'binary']).optional(),
  batch: z.number().int().min(1).max(8).optional(),
  repetitions: z.number().int().min(1).optional(),
  seed: z.number().int().min(0).optional(),
  small: z.number().int().min(0).optional(),
  full: z.number().int().min(0).optional(),
  /** The continuation experiment: each main cell's repetitions extended once by twice its budgets. */
  continuation: z.boolean().optional(),
  ablations: ablations.optional(),
  concurrency: z.number().int().min(1).max(64).optional(),
};

/** One run of the suite: a developer on a game in one setting, named for the report. */
export interface AaarenaSuiteCell {
  readonly model: string;
  readonly game: string;
  /** `main`, or the ablated setting, e.g. `arm=random`, `feedback=binary`, `batch=2`. */
  readonly setting: string;
  readonly label: string;
  /** The main cell of the same developer and game, for an ablation. */
  readonly versus?: string;
  readonly spec: AaarenaRunSpec;
  /** Whether the run's repetitions are extended (the continuation experiment; main cells only). */
  readonly extend: boolean;
  readonly concurrency?: number;
}

/**
 * The cells of the suite file `document` (from `source`): every model × game in the main setting, then each model ×
 * ablation game × ablated setting; models from `models` when given, else the file's. UsageError naming the field for a
 * malformed file or cell, and when there are no models.
 */
export function aaarenaSuiteCells(
  document: unknown,
  source: string,
  options: { readonly models?: readonly string[]; readonly offline?: boolean } = {},
): AaarenaSuiteCell[] {
  const chosen = suiteSettings('aaarena', settings, document, source, options.offline);
  const { games = [], continuation = false, concurrency, ablations: ablated, models: listed, ...main } = chosen;
  const developers = 'developer specs, e.g. "- llm:openai/gpt-4o"';
  const models = suiteModels(options.models, listed, source, developers, 'the offline developer');
  if (games.length === 0) throw new UsageError(`${source}: games must list at least one game with a sealed pool`);
  refuseRepeats(models, 'model', source);
  refuseRepeats(games, 'game', source);
  const outside = ablated?.games.find((game) => !games.includes(game));
  if (outside !== undefined)
    throw new UsageError(
      `${source}: ablations.games names '${outside}', which is not among games (${games.join(', ')})`,
    );
  const name = modelNamer(models);
  const settingsOf = (): { setting: string; change: Partial<AaarenaRunSpec> }[] => [
    ...(ablated?.arms ?? []).map((arm) => ({ setting: `arm=${arm}`, change: { arm } })),
    ...(ablated?.feedback ?? []).map((feedback) => ({ setting: `feedback=${feedback}`, change: { feedback } })),
    ...(ablated?.batches ?? []).map((batch) => ({ setting: `batch=${batch}`, change: { batch } })),
  ];
  const cells: AaarenaSuiteCell[] = [];
  for (const model of models) {
    for (const game of games) {
      const label = `${name(model)} · ${game}`;
      const spec = cellSpec({ ...main, game, developer: model }, `cell ${label} of ${source}`);
      const at = { model, game, ...(concurrency === undefined ? {} : { concurrency }) };
      cells.push({ ...at, setting: 'main', label, spec, extend: continuation });
      if (!ablated?.games.includes(game)) continue;
      for (const { setting, change } of settingsOf()) {
        const ablation = { ...spec, ...change };
        // An ablation equal to the main setting (e.g. arm=choice) is the main cell itself.
        if (JSON.stringify(ablation) === JSON.stringify(spec)) continue;
        cells.push({ ...at, setting, label: `${label} · ${setting}`, versus: label, spec: ablation, extend: false });
      }
    }
  }
  return cells;
}

function cellSpec(settings: Parameters<typeof aaarenaRunSpec>[0], where: string): AaarenaRunSpec {
  try {
    return aaarenaRunSpec(settings);
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(`${where}: ${error.message}`);
    throw error;
  }
}
