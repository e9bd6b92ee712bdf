// `session`: an agent shell keeps one CLI session across the episodes of a trial, so its memory is the CLI's own
// context (what it read, noted and tried), as Learn2Play's shells were run. The state only names that session; agents
// without one keep nothing.
import { type KeptSessionState, sessionExperienceName, sessionToKeep } from '../core/kept-session.js';
import { learningSeat } from './episode-steps.js';
import type { Experience } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** The session the latest of `records` left (the learning seat's), else the one already kept. */
export function sessionExperience(): Experience<KeptSessionState> {
  return {
    name: sessionExperienceName,
    version: 1,
    initial: () => ({ episodes: 0 }),
    learn(state, records) {
      let session = state.session;
      for (const record of records) session = sessionToKeep(record.seats[learningSeat(record)]?.session) ?? session;
      return { state: { episodes: state.episodes + records.length, ...(session ? { session } : {}) } };
    },
    items: (state) => (state.session ? [{ key: 'session', text: `session ${state.session.id}` }] : []),
  };
}

/** `session`: the shell's own CLI session, resumed episode after episode. */
export const sessionKind: ExperienceKind<Record<string, never>> = {
  name: sessionExperienceName,
  summary:
    'shell: agents resume one CLI session across a trial’s episodes (its own context); other agents keep nothing',
  options: {},
  create: () => sessionExperience() as Experience,
};
