// H1 part: what the seat sees now, as the game's codec renders it.
import type { PromptStep } from './harness.js';

/** The current observation, in the user message under `## State` (structured) or bare (raw). */
export function observation(): PromptStep {
  return {
    name: 'observation',
    sections: (context) => [{ role: 'user', title: 'State', body: context.observation }],
  };
}
