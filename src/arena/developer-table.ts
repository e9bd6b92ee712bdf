// Which developer a `--developer` spec names: one row per kind, so adding a kind is one row and one file.

import { didYouMean } from '../core/did-you-mean.js';
import { UsageError } from '../core/usage-error.js';
import type { ModelEnvironment } from '../model/create-model.js';
import type { Developer } from './developer.js';
import { offlineDeveloper, offlineKind } from './offline-developer.js';
import { revisionLoopDeveloper } from './revision-loop.js';
import { shellDeveloper } from './shell-developer.js';

/** What making a developer may need besides its spec. */
export interface DeveloperDeps {
  /** Models, keys and caches, for developers that call a model. */
  readonly models?: ModelEnvironment;
  /** Where pools are read (the run's own pools directory). */
  readonly poolsDir?: string;
}

export interface DeveloperKind {
  /** The spec's kind: the text before `?` and `:`. */
  readonly kind: string;
  /** One line for help and errors, with an example spec. */
  readonly summary: string;
  /** Makes the developer; throws a UsageError for a malformed spec. */
  create(spec: string, deps: DeveloperDeps): Developer;
}

export const developerKinds: readonly DeveloperKind[] = [
  {
    kind: offlineKind,
    summary: 'offline[?steps=K&batch=N]: no model, hill-climbs the study example’s arguments',
    create: (spec, deps) => offlineDeveloper(spec, deps.poolsDir),
  },
  {
    kind: 'llm',
    summary: 'llm:<provider>/<model>[?max_steps=N&context=T&…]: the built-in revision loop on any AI SDK model',
    create: (spec, deps) => revisionLoopDeveloper(spec, deps.models),
  },
  {
    kind: 'shell',
    summary:
      'shell:claude-code|codex|opencode|command?cmd=…: a coding-agent CLI in the sandbox, through the arena MCP tools',
    create: (spec) => shellDeveloper(spec),
  },
];

/** The developer `spec` names; an unknown kind is a UsageError listing the known ones. */
export function createDeveloper(spec: string, deps: DeveloperDeps = {}): Developer {
  const kind = spec.trim().split(/[?:]/)[0] ?? '';
  const row = developerKinds.find((candidate) => candidate.kind === kind);
  if (!row)
    throw new UsageError(
      `unknown developer '${spec}'${didYouMean(
        kind,
        developerKinds.map((candidate) => candidate.kind),
      )}; ` + `developers: ${developerKinds.map((candidate) => candidate.summary).join(' · ')}`,
    );
  return row.create(spec.trim(), deps);
}
