// Retries: a rejected answer is re-asked with why it was rejected (and what is legal); playMatch bounds the retries.
import type { PromptStep } from './harness.js';

/** On a retry, says which answer was rejected and why, last in the user message. */
export function feedback(): PromptStep {
  return {
    name: 'feedback',
    sections(context) {
      if (context.turn.attempt === 0 || context.feedback === undefined) return [];
      const answer = context.previousAnswer
        ? `Your previous answer (${context.previousAnswer})`
        : 'Your previous answer';
      return [
        {
          role: 'user',
          title: 'Feedback',
          body: `${answer} was rejected: ${context.feedback}\nAnswer again with a valid action.`,
        },
      ];
    },
  };
}
