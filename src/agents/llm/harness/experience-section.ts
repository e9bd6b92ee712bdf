// The experience step: what the agent's experience mechanism contributes for this episode (earlier episodes, tips),
// placed at the top of the user message, before the current episode's own history, and cut first when space runs out.
import { estimateTokens, type Harness, type PromptStep } from './harness.js';
import { defaultContextTokens, defaultReserveTokens } from './history.js';

/** The context window the experience must fit in, with the rest of the prompt (tokens). */
export interface ExperienceWindow {
  readonly contextTokens?: number;
  readonly reserveTokens?: number;
}

/**
 * The experience text under `## Experience`; nothing when the context has none. It fills what is left of the context
 * window after every other section (the current episode's history included), dropping its oldest blocks first.
 */
export function experienceSection(window: ExperienceWindow = {}): PromptStep {
  const contextTokens = window.contextTokens ?? defaultContextTokens;
  const reserveTokens = window.reserveTokens ?? defaultReserveTokens;
  return {
    name: 'experience',
    sections: (context) => {
      const text = context.experience;
      if (!text) return [];
      return [
        {
          role: 'user',
          title: 'Experience',
          fillOrder: 1,
          body: (usedTokens) => fitExperience(text, contextTokens - reserveTokens - usedTokens),
        },
      ];
    },
  };
}

/**
 * `text` cut to `budgetTokens` (estimated): its first block (the heading) is kept, then the newest blocks (separated
 * by blank lines) that fit, with a line saying how many older ones were left out.
 */
export function fitExperience(text: string, budgetTokens: number): string {
  if (estimateTokens(text) <= budgetTokens) return text;
  const blocks = text.split('\n\n');
  const head = blocks[0] ?? '';
  const note = (omitted: number) =>
    `(${omitted} older block${omitted === 1 ? '' : 's'} omitted to fit the context window)`;
  let left = budgetTokens - estimateTokens(head) - estimateTokens(note(blocks.length)) - 2;
  let first = blocks.length;
  while (first > 1) {
    const cost = estimateTokens(blocks[first - 1] as string) + 1;
    if (cost > left) break;
    left -= cost;
    first--;
  }
  return [head, note(first - 1), ...blocks.slice(first)].join('\n\n');
}

/** `harness` with the experience step right after its rules (first when it has none); its name is unchanged. */
export function withExperience(harness: Harness, window: ExperienceWindow = {}): Harness {
  if (harness.steps.some((step) => step.name === 'experience')) return harness;
  const rules = harness.steps.findIndex((step) => step.name === 'rules');
  const steps = [...harness.steps];
  steps.splice(rules + 1, 0, experienceSection(window));
  return { ...harness, steps };
}
