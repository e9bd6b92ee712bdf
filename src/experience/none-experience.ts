// The naive pathway: no experience carried between episodes (the baseline every pathway is compared with).
import type { ExperienceMechanism } from './experience-mechanism.js';

/** Nothing is kept: the state is an empty object, `learn` returns it unchanged, and the prompt gets nothing. */
export function noneExperience(): ExperienceMechanism<Record<string, never>> {
  return {
    kind: 'none',
    version: 1,
    initial: () => ({}),
    learn: (state) => ({ state }),
  };
}
