// One model per environment and spec: a model holds no state of a match, and creating one is not free, so every seat
// and every experience of a run that names the same spec shares it (its cache, limiter and accounting).
import { type CreatedModel, createModel, type ModelEnvironment, type ModelSpec } from './create-model.js';

const createdModels = new WeakMap<ModelEnvironment, Map<string, CreatedModel>>();

/** The model of `spec` in `environment`, created on first use; a later request re-applies the spec's endpoint limits. */
export function sharedModel(spec: ModelSpec, environment: ModelEnvironment): CreatedModel {
  let models = createdModels.get(environment);
  if (!models) {
    models = new Map();
    createdModels.set(environment, models);
  }
  const key = JSON.stringify([spec.model, Object.entries(spec.options ?? {}).sort()]);
  let created = models.get(key);
  if (!created) {
    created = createModel(spec, environment);
    models.set(key, created);
  } else {
    // The endpoint's limits are the latest a spec asked for, as if the model were created anew.
    created.limiter.request(created.limits);
  }
  return created;
}
