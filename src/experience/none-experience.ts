// The naive experience: nothing carried between episodes (the baseline every experience is compared with).
import type { Experience } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** Nothing is kept: the state is an empty object, `learn` returns it unchanged, and the prompt gets nothing. */
export function noneExperience(): Experience<Record<string, never>> {
  return {
    name: 'none',
    version: 1,
    initial: () => ({}),
    learn: (state) => ({ state }),
  };
}

/** `none`: no experience (S³Gym's no-memory pathway). */
export const noneKind: ExperienceKind<Record<string, never>> = {
  name: 'none',
  summary: 'nothing is carried between episodes (the no-memory baseline)',
  options: {},
  create: () => noneExperience() as Experience,
};
