// H2: the engine-computed legal actions, shown to the model (the mask); without this step the model must infer them.
import type { PromptStep } from './harness.js';

/** The title of the legal-actions block; with its `- <action>` lines it is a contract (the fake server's dry run reads it). */
export const legalActionsTitle = 'Legal actions';

/** Lists every legal action as `- <action text>` under `## Legal actions`, in both layouts. */
export function legalActions(): PromptStep {
  return {
    name: 'mask',
    sections(context) {
      if (context.legalTexts.length === 0) return [];
      const lines = context.legalTexts.map((text) => `- ${text}`);
      if (context.turn.game.actionError)
        lines.push('(a representative subset: other well-formed actions may be legal)');
      return [{ role: 'user', title: legalActionsTitle, body: lines.join('\n'), pinned: true }];
    },
  };
}
