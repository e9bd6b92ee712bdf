// Which model an experience learns and writes prompts with: the one it names (e.g. a cheaper summariser), else the
// backbone of the agent it belongs to. Both come from the run's model environment, shared with the seats.
import { agentModel } from '../agents/registry.js';
import type { GameModule } from '../core/game-module.js';
import { type ModelEnvironment, parseModelSpec } from '../model/create-model.js';
import { createEmbeddingModel, type EmbeddingModel } from '../model/embedding-model.js';
import type { Model } from '../model/model.js';
import { sharedModel } from '../model/shared-model.js';

/** The model for an experience of agent `spec`; undefined when neither names one (e.g. a built-in agent's `history`). */
export function experienceModel(
  module: GameModule,
  spec: string,
  own: string | undefined,
  models: ModelEnvironment | undefined,
): Model | undefined {
  const environment = models ?? {};
  return own ? sharedModel(parseModelSpec(own), environment).model : agentModel(module, spec, environment);
}

const embedders = new WeakMap<ModelEnvironment, Map<string, EmbeddingModel>>();

/** The embedding model of an experience's `embed=` spec, one per run environment and spec; undefined without one. */
export function experienceEmbedder(
  embed: string | undefined,
  models: ModelEnvironment | undefined,
): EmbeddingModel | undefined {
  if (!embed) return undefined;
  const environment = models ?? {};
  let created = embedders.get(environment);
  if (!created) {
    created = new Map();
    embedders.set(environment, created);
  }
  let embedder = created.get(embed);
  if (!embedder) {
    embedder = createEmbeddingModel(embed, environment);
    created.set(embed, embedder);
  }
  return embedder;
}
