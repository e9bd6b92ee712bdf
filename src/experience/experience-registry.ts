// Every experience mechanism by name: the CLI, the protocols and LLM agents (reading a snapshot's kind) resolve them here.
import { UsageError } from '../core/usage-error.js';
import type { ExperienceMechanism } from './experience-mechanism.js';
import { type HistoryOptions, historyExperience } from './history-experience.js';
import { learnerExperience } from './learner-experience.js';
import { noneExperience } from './none-experience.js';
import { summaryExperience } from './summary-experience.js';

/** The mechanisms' names. */
export const experienceKinds = ['none', 'history', 'summary', 'learner'] as const;
export type ExperienceKind = (typeof experienceKinds)[number];

/** Options some mechanisms read (history and summary: the token budget, whether rewards are shown, the drop order). */
export type ExperienceOptions = HistoryOptions;

/** The mechanism `kind` with `options`; throws UsageError naming the valid kinds. */
export function createExperience(kind: string, options: ExperienceOptions = {}): ExperienceMechanism {
  switch (kind) {
    case 'none':
      return noneExperience() as ExperienceMechanism;
    case 'history':
      return historyExperience(options) as ExperienceMechanism;
    case 'summary':
      return summaryExperience(options) as ExperienceMechanism;
    case 'learner':
      return learnerExperience() as ExperienceMechanism;
    default:
      throw new UsageError(`unknown experience '${kind}'; valid experiences: ${experienceKinds.join(', ')}`);
  }
}

/** The mechanism of a snapshot's kind, for reading its state (options live in the state), or undefined when unknown. */
export function experienceOf(kind: string): ExperienceMechanism | undefined {
  return (experienceKinds as readonly string[]).includes(kind) ? createExperience(kind) : undefined;
}
