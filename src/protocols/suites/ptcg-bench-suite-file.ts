// The PTCG-Bench suite file (suites/ptcg-bench.yaml): the paper's round robin of models and baselines, repeated per
// deck for cross-deck generalisation; its self-evolution mechanisms against the first deck's round robin as frozen
// anchors, beside the static same-backbone reference; and its harness ablations of `llm:` models against the same
// anchors. The `offline` block is the same on built-in agents at a size that runs in a minute.
import { z } from 'zod';
import { parseAgentSpec, withAgentOption } from '../../core/agent-spec.js';
import type { InvalidFallback } from '../../core/game.js';
import { refuseRepeats, suiteModels, suiteSettings } from './suite-file.js';

/** The ablated harnesses of PTCG-Bench (full is the models' own). */
export const ptcgAblations = ['no-structure', 'no-mask', 'no-history', 'minimal'] as const;

const decks = ['aggro', 'combo', 'control', 'attrition', 'engine'] as const;

const settings = {
  models: z.array(z.string().min(1, 'an agent spec, e.g. llm:openai/gpt-4o')).optional(),
  baselines: z.array(z.string().min(1)).optional(),
  decks: z.array(z.enum(decks)).min(1).optional(),
  /** Games per pair of agents, both seat orders together (PTCG-Bench's count): even. */
  gamesPerPair: z
    .number()
    .int()
    .min(2)
    .refine((games) => games % 2 === 0, 'must be even: half the games in each seat order')
    .optional(),
  seed: z.number().int().min(0).optional(),
  concurrency: z.number().int().min(1).max(256).optional(),
  harnesses: z.array(z.enum(ptcgAblations)).optional(),
  experiences: z.array(z.string().min(1)).optional(),
  rounds: z.number().int().min(1).optional(),
  gamesPerAnchor: z.number().int().min(1).optional(),
  /** Every match's invalid-action policy: retries with feedback, then the fallback (PTCG-Bench: 3, then random). */
  retries: z.number().int().min(0).max(100).optional(),
  fallback: z.enum(['random', 'first', 'default', 'forfeit']).optional(),
  /** How `llm:` models act unless their spec says: PTCG-Bench's models call tools. */
  interface: z.enum(['text', 'tools']).optional(),
};

/** The suite with every setting filled in. */
export interface PtcgBenchSuite {
  readonly models: readonly string[];
  readonly baselines: readonly string[];
  /** The first deck's round robin is the headline one and the anchors of the evolution and ablations. */
  readonly decks: readonly (typeof decks)[number][];
  readonly gamesPerPair: number;
  readonly seed: number;
  readonly concurrency: number;
  readonly harnesses: readonly (typeof ptcgAblations)[number][];
  readonly experiences: readonly string[];
  readonly rounds: number;
  readonly gamesPerAnchor: number;
  readonly retries: number;
  readonly fallback: InvalidFallback;
  /** The action interface given to `llm:` models whose spec names none (already applied to `models`). */
  readonly interface: 'text' | 'tools';
}

/** The paper's settings where the file gives none. */
const defaults = {
  baselines: ['random', 'heuristic'],
  decks: [...decks],
  gamesPerPair: 20,
  seed: 0,
  concurrency: 1,
  harnesses: [...ptcgAblations],
  experiences: ['reflexion', 'expel', 'long-term-memory', 'prompt-evolution', 'skill-library'],
  rounds: 8,
  gamesPerAnchor: 2,
  retries: 3,
  fallback: 'random',
  interface: 'tools',
} as const;

/**
 * The suite of file `document` (from `source`): models from `models` when given, else the file's; with `offline`, its
 * offline block over its settings. UsageError naming the field for a malformed file, and without models.
 */
export function ptcgBenchSuite(
  document: unknown,
  source: string,
  options: { readonly models?: readonly string[]; readonly offline?: boolean } = {},
): PtcgBenchSuite {
  const chosen = { ...defaults, ...suiteSettings('ptcg-bench', settings, document, source, options.offline) };
  const models = suiteModels(options.models, chosen.models, source);
  // Applied here, so the round robin, the anchors and the ablations all name a model by the same spec.
  const withInterface = (model: string) =>
    model.startsWith('llm:') && parseAgentSpec(model).options.interface === undefined
      ? withAgentOption(model, 'interface', chosen.interface)
      : model;
  const played = models.map(withInterface);
  refuseRepeats([...played, ...chosen.baselines], 'agent', source);
  return { ...chosen, models: played };
}
