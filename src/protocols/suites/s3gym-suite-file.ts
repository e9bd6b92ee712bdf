// The S³Gym suite file (suites/s3gym.yaml): the paper's models × pathways grid over its games as one file, each cell one
// stored S³Gym run; its `offline` block is the same grid on built-in agents at a size that runs in seconds.
import { z } from 'zod';
import { parseS3gymRunSpec, type S3gymRunSpec } from './s3gym-suite.js';
import { refuseRepeats, suiteModels, suiteSettings } from './suite-file.js';

/** The protocol settings a suite file (or its offline block) gives every cell; each is checked as a run spec field. */
const settings = {
  models: z.array(z.string().min(1, 'an agent spec, e.g. llm:openai/gpt-4o')).optional(),
  pathways: z.array(z.string().min(1)).min(1, 'at least one experience, e.g. history').optional(),
  games: z.array(z.string()).min(1).optional(),
  episodes: z.number().int().optional(),
  evalEvery: z.number().int().optional(),
  evalEpisodes: z.number().int().optional(),
  trials: z.number().int().optional(),
  seed: z.number().int().optional(),
  concurrency: z.number().int().optional(),
  harness: z.string().optional(),
};

/** One cell of the grid: a model under one pathway, as the run spec it is played with. */
export interface S3gymSuiteCell {
  readonly model: string;
  readonly pathway: string;
  readonly spec: S3gymRunSpec;
}

/** Whether a parsed YAML document is a suite file (it names a suite and no agent) rather than one run's spec. */
export function isSuiteDocument(document: unknown): boolean {
  return typeof document === 'object' && document !== null && 'suite' in document && !('agent' in document);
}

/**
 * The cells of the suite file `document` (from `source`, for messages): every model × pathway, models taken from
 * `models` when given, else from the file; with `offline`, the file's offline block overrides its settings. Throws a
 * UsageError naming the field for a malformed file or cell, and when there are no models to play.
 */
export function s3gymSuiteCells(
  document: unknown,
  source: string,
  options: { readonly models?: readonly string[]; readonly offline?: boolean } = {},
): S3gymSuiteCell[] {
  const chosen = suiteSettings('s3gym', settings, document, source, options.offline);
  const { models: listed, pathways = ['history', 'summary'], ...protocol } = chosen;
  const models = suiteModels(options.models, listed, source);
  refuseRepeats(models, 'model', source);
  refuseRepeats(pathways, 'pathway', source);
  return models.flatMap((model) =>
    pathways.map((pathway) => ({
      model,
      pathway,
      spec: parseS3gymRunSpec(
        { suite: 's3gym', ...protocol, agent: model, experience: pathway },
        `cell ${model} × ${pathway} of ${source}`,
      ),
    })),
  );
}
