// The `session` experience's state, shared by the experience (which learns it from records) and agent shells (which
// resume the session it names): agents sit below experiences, so the shape lives here.
import type { AgentSession, ExperienceSnapshot } from './agent.js';

/** The experience under which an agent shell keeps its CLI session across a trial's episodes. */
export const sessionExperienceName = 'session';

/** The `session` experience's state: how many episodes it saw, and the session the last one left. */
export interface KeptSessionState {
  readonly episodes: number;
  readonly session?: { readonly id: string; readonly workspace: string };
}

/**
 * Whether a seat's experience asks it to keep its session, and the session to resume (absent in a trial's first
 * episode); undefined when the experience is another one.
 */
export function keptSession(
  experience: ExperienceSnapshot | undefined,
): { resume?: KeptSessionState['session'] } | undefined {
  if (experience?.name !== sessionExperienceName) return undefined;
  const { session } = experience.state as KeptSessionState;
  return session ? { resume: session } : {};
}

/** The session to remember from a seat that kept one. */
export function sessionToKeep(session: AgentSession | undefined): KeptSessionState['session'] {
  return session ? { id: session.id, workspace: session.workspace } : undefined;
}
