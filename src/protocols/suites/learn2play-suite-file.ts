// The Learn2Play suite file (suites/learn2play.yaml): the report's models × memory styles grid over the hidden-rule
// games, each llm: model also under other harness profiles, and agent shells keeping their own session; every cell is
// one stored Learn2Play run. The `offline` block is the same on the built-in learner at a size that runs in seconds.
import { z } from 'zod';
import { modelNamer, withAgentOption } from '../../core/agent-spec.js';
import { UsageError } from '../../core/usage-error.js';
import { type Learn2PlayRunSpec, parseLearn2PlaySpec } from './learn2play-suite.js';
import { refuseRepeats, suiteModels, suiteSettings } from './suite-file.js';

const rulesetsChoice = z.enum(['benchmark', 'fresh']);

const settings = {
  models: z.array(z.string().min(1, 'an agent spec, e.g. llm:openai/gpt-4o')).optional(),
  /** Memory styles, each played by every model; the first is the one the others are contrasted with. */
  experiences: z.array(z.string().min(1)).min(1, 'at least one experience, e.g. none').optional(),
  /** Harness profiles each `llm:` model is also played with (e.g. `agent`, the multi-step agent). */
  harnesses: z.array(z.string().min(1)).optional(),
  /** The experience the harness cells keep (the report's harness comparison holds memory fixed). */
  harnessExperience: z.string().min(1).optional(),
  /** Agent shells (e.g. `shell:claude-code?network=provider`), each keeping its CLI session over a trial's episodes. */
  shells: z.array(z.string().min(1)).optional(),
  games: z.array(z.string().min(1)).min(1).optional(),
  trials: z.number().int().min(1).optional(),
  episodes: z.number().int().min(1).optional(),
  seed: z.number().int().min(0).optional(),
  /**
   * `benchmark` (the published rules), `fresh` (each trial a new variant drawn from its seed) or both: each cell then
   * also plays on fresh rules, set against its benchmark twin (the contamination check).
   */
  rulesets: z.union([rulesetsChoice, z.array(rulesetsChoice).min(1, 'at least one of benchmark, fresh')]).optional(),
  /** Trials played at once within a run. */
  concurrency: z.number().int().min(1).max(256).optional(),
};

/** One run of the suite: an agent with one experience, how the report names it and what it is contrasted with. */
export interface Learn2PlaySuiteCell {
  /** The backbone (or shell) the cell belongs to, as listed. */
  readonly model: string;
  readonly experience: string;
  /** The harness profile of a harness cell. */
  readonly harness?: string;
  readonly label: string;
  /** The label of the cell this one is compared with (the same model's first experience), if any. */
  readonly versus?: string;
  readonly spec: Learn2PlayRunSpec;
  /** Trials at once (not part of the run's identity). */
  readonly concurrency?: number;
}

/** The report's settings where the file gives none: its six memory styles, and the multi-step agent as a harness. */
const defaults: {
  readonly experiences: readonly string[];
  readonly harnesses: readonly string[];
  readonly harnessExperience: string;
  readonly shells: readonly string[];
} = {
  experiences: ['none', 'memory', 'reflexion', 'reasoning-bank', 'evotest', 'awm'],
  harnesses: ['agent'],
  harnessExperience: 'memory',
  shells: [],
};

/**
 * The cells of the suite file `document` (from `source`): every model × experience, each `llm:` model × harness with
 * the harness experience, each shell with experience `session`; models from `models` when given, else the file's.
 * UsageError naming the field for a malformed file or cell, and when there is nothing to play.
 */
export function learn2playSuiteCells(
  document: unknown,
  source: string,
  options: { readonly models?: readonly string[]; readonly offline?: boolean } = {},
): Learn2PlaySuiteCell[] {
  const chosen = { ...defaults, ...suiteSettings('learn2play', settings, document, source, options.offline) };
  const { experiences, harnesses, harnessExperience, shells, concurrency } = chosen;
  const rulesets = [chosen.rulesets ?? 'benchmark'].flat();
  refuseRepeats(rulesets, 'rulesets', source);
  // Shells alone are something to play; without them the suite needs models.
  const models =
    shells.length > 0 ? (options.models ?? chosen.models ?? []) : suiteModels(options.models, chosen.models, source);
  refuseRepeats([...models, ...shells], 'model', source);
  refuseRepeats(experiences, 'experience', source);
  refuseRepeats(harnesses, 'harness', source);
  const name = modelNamer([...models, ...shells]);
  const cell = (
    model: string,
    agent: string,
    experience: string,
    label: string,
    versus: string | undefined,
    harness?: string,
  ): Learn2PlaySuiteCell => ({
    model,
    experience,
    ...(harness === undefined ? {} : { harness }),
    label,
    ...(versus === undefined || versus === label ? {} : { versus }),
    spec: runSpec(agent, experience, chosen, `cell ${label} of ${source}`),
    ...(concurrency === undefined ? {} : { concurrency }),
  });
  const benchmarkCells = [
    ...models.flatMap((model) => {
      const styles = experiences.map((experience) =>
        cell(model, model, experience, `${name(model)} · ${experience}`, `${name(model)} · ${experiences[0]}`),
      );
      // The harness comparison holds the memory fixed, so each harness cell is set against the same memory's cell.
      const reference = experiences.includes(harnessExperience) ? `${name(model)} · ${harnessExperience}` : undefined;
      const profiles = model.startsWith('llm:') ? harnesses : [];
      return [
        ...styles,
        ...profiles.map((harness) =>
          cell(
            model,
            withAgentOption(model, 'harness', harness),
            harnessExperience,
            `${name(model)} [${harness}] · ${harnessExperience}`,
            reference,
            harness,
          ),
        ),
      ];
    }),
    ...shells.map((shell) => cell(shell, shell, 'session', `${name(shell)} · session`, undefined)),
  ];
  if (!rulesets.includes('fresh')) return benchmarkCells;
  const withBenchmark = rulesets.includes('benchmark');
  const freshLabel = (label: string) => `${label} · fresh rules`;
  const freshCells = benchmarkCells.map(({ label, versus, ...rest }): Learn2PlaySuiteCell => {
    // Beside its benchmark twin when both are played, else against the fresh twin of its own contrast.
    const contrast = withBenchmark ? label : versus === undefined ? undefined : freshLabel(versus);
    return {
      ...rest,
      label: freshLabel(label),
      ...(contrast === undefined ? {} : { versus: contrast }),
      spec: { ...rest.spec, rulesets: 'fresh' },
    };
  });
  return withBenchmark ? [...benchmarkCells, ...freshCells] : freshCells;
}

function runSpec(
  agent: string,
  experience: string,
  chosen: { games?: readonly string[]; trials?: number; episodes?: number; seed?: number },
  where: string,
): Learn2PlayRunSpec {
  try {
    return parseLearn2PlaySpec({
      agent,
      experience,
      ...(chosen.games ? { games: chosen.games.join(',') } : {}),
      ...(chosen.trials === undefined ? {} : { trials: chosen.trials }),
      ...(chosen.episodes === undefined ? {} : { episodes: chosen.episodes }),
      ...(chosen.seed === undefined ? {} : { seed: chosen.seed }),
    });
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(`${where}: ${error.message}`);
    throw error;
  }
}
