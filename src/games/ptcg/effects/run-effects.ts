// The effect interpreter: runs a list of steps in order; a step that needs a choice pauses by pushing a pending
// decision that stores the step, its progress, the steps after it and their context as data, and resumes from there.
import type { Draft } from '../ptcg-draft.js';
import type { EffectContext, ResumeProgress, Step } from '../ptcg-state.js';
import { stepHandlers } from './step-handlers.js';
import type { Answer, StepHandler } from './step-outcome.js';

function runOne(draft: Draft, step: Step, context: EffectContext, answer: Answer | null, progress: ResumeProgress) {
  const handler = stepHandlers[step.type] as StepHandler<Step>;
  return handler(draft, step, context, answer, progress);
}

/** Continues with `steps` from `context`, pausing at the first choice; returns false when it paused. */
export function runSteps(draft: Draft, steps: readonly Step[], context: EffectContext): boolean {
  let queue = steps;
  let current = context;
  while (queue.length > 0) {
    if (draft.phase === 'over') return true;
    const [step, ...rest] = queue as [Step, ...Step[]];
    const outcome = runOne(draft, step, current, null, {});
    if (outcome.type === 'pause') {
      draft.pending.push({ ...outcome.pending, resume: { step, progress: outcome.progress, rest, context: current } });
      return false;
    }
    current = outcome.context;
    queue = outcome.prepend && outcome.prepend.length > 0 ? [...outcome.prepend, ...rest] : rest;
  }
  return true;
}

/** Resolves the pending step on top of the stack with `answer` and runs what follows; false if it paused again. */
export function resumeSteps(draft: Draft, answer: Answer): boolean {
  const pending = draft.pending.pop();
  if (!pending || pending.type === 'promote' || pending.type === 'first-player')
    throw new Error('no paused effect to resume');
  const { step, progress, rest, context } = pending.resume;
  const outcome = runOne(draft, step, context, answer, progress);
  if (outcome.type === 'pause') {
    draft.pending.push({ ...outcome.pending, resume: { step, progress: outcome.progress, rest, context } });
    return false;
  }
  const queue = outcome.prepend && outcome.prepend.length > 0 ? [...outcome.prepend, ...rest] : rest;
  return runSteps(draft, queue, outcome.context);
}
