// The experience step: what the agent's experience contributes for this episode (earlier episodes, tips),
// placed at the top of the user message, before the current episode's own history, and cut first when space runs out.
import type { DropOrder } from '../../../core/experience-input.js';
import { estimateTokens } from '../../../model/tokens.js';
import type { Harness, PromptStep, Section } from './harness.js';
import { defaultContextTokens, defaultReserveTokens } from './history.js';

/** The context window the experience must fit in, with the rest of the prompt (tokens). */
export interface ExperienceWindow {
  readonly contextTokens?: number;
  readonly reserveTokens?: number;
}

/**
 * The experience text under `## Experience` (or the heading the experience gives), then the turn's `## Notes`;
 * nothing when the context has neither. The experience text fills what is left of the context
 * window after every other section (the current episode's history included), dropping its oldest blocks first (its
 * newest with the experience's `newest` drop order).
 */
export function experienceSection(window: ExperienceWindow = {}): PromptStep {
  const contextTokens = window.contextTokens ?? defaultContextTokens;
  const reserveTokens = window.reserveTokens ?? defaultReserveTokens;
  return {
    name: 'experience',
    sections: (context) => {
      const text = context.experience;
      const sections: Section[] = [];
      if (text) {
        sections.push({
          role: 'user',
          title: context.experienceTitle ?? 'Experience',
          fillOrder: 1,
          body: (usedTokens) =>
            fitExperience(text, contextTokens - reserveTokens - usedTokens, context.experienceDrop ?? 'oldest'),
        });
      }
      // The turn's note is short and about the present, so it is kept whole.
      if (context.experienceNote) sections.push({ role: 'user', title: 'Notes', body: context.experienceNote });
      return sections;
    },
  };
}

/**
 * `text` cut to `budgetTokens` (estimated): its first block (the heading) is kept, then the newest blocks (separated
 * by blank lines) that fit, with a line saying how many older ones were left out; with `drop` `newest`, the oldest
 * blocks that fit are kept instead and the note closes the text.
 */
export function fitExperience(text: string, budgetTokens: number, drop: DropOrder = 'oldest'): string {
  if (estimateTokens(text) <= budgetTokens) return text;
  const blocks = text.split('\n\n');
  const head = blocks[0] ?? '';
  const body = blocks.slice(1);
  const note = (omitted: number) =>
    `(${omitted} ${drop === 'oldest' ? 'older' : 'newer'} block${omitted === 1 ? '' : 's'} omitted to fit the context window)`;
  let left = budgetTokens - estimateTokens(head) - estimateTokens(note(body.length)) - 2;
  // Blocks in the order they are kept: newest first when the oldest are dropped, oldest first otherwise.
  const order = drop === 'oldest' ? [...body].reverse() : body;
  let kept = 0;
  for (const block of order) {
    const cost = estimateTokens(block) + 1;
    if (cost > left) break;
    left -= cost;
    kept++;
  }
  const omitted = note(body.length - kept);
  return drop === 'oldest'
    ? [head, omitted, ...body.slice(body.length - kept)].join('\n\n')
    : [head, ...body.slice(0, kept), omitted].join('\n\n');
}

/** `harness` with the experience step right after its rules (first when it has none); its name is unchanged. */
export function withExperience(harness: Harness, window: ExperienceWindow = {}): Harness {
  if (harness.steps.some((step) => step.name === 'experience')) return harness;
  const rules = harness.steps.findIndex((step) => step.name === 'rules');
  const steps = [...harness.steps];
  steps.splice(rules + 1, 0, experienceSection(window));
  return { ...harness, steps };
}
