// What a step handler receives and returns: the small vocabulary every effect primitive family speaks.
import type { Draft } from '../ptcg-draft.js';
import type { EffectContext, Pending, ResumeProgress, SlotRef, Step } from '../ptcg-state.js';

/** A player's answer to a paused step. */
export type Answer =
  | { readonly type: 'cards'; readonly cards: readonly number[] }
  | { readonly type: 'target'; readonly target: SlotRef | null }
  | { readonly type: 'yes-no'; readonly yes: boolean };

type WithoutResume<P> = P extends Pending
  ? P extends { readonly resume: unknown }
    ? Omit<P, 'resume'>
    : never
  : never;

/** A pending decision as a step asks for it (the runner adds the resume data). */
export type PendingRequest = WithoutResume<Pending>;

/** What a step did: continue with a (possibly changed) context and extra steps first, or pause for a choice. */
export type StepOutcome =
  | { readonly type: 'next'; readonly context: EffectContext; readonly prepend?: readonly Step[] }
  | { readonly type: 'pause'; readonly pending: PendingRequest; readonly progress: ResumeProgress };

/** One primitive: runs (answer null) or resumes (with the answer and its saved progress) a step. */
export type StepHandler<S extends Step> = (
  draft: Draft,
  step: S,
  context: EffectContext,
  answer: Answer | null,
  progress: ResumeProgress,
) => StepOutcome;

/** A handler for every step type: the compiler checks that each variant of the effect language is implemented. */
export type StepHandlers = { readonly [K in Step['type']]: StepHandler<Extract<Step, { readonly type: K }>> };

/** Shorthand for a step that continues unchanged. */
export function next(context: EffectContext, prepend?: readonly Step[]): StepOutcome {
  return prepend ? { type: 'next', context, prepend } : { type: 'next', context };
}

/** Shorthand for pausing until the acting `player` chooses one of `targets` (not optional), keeping `progress`. */
export function askTarget(
  player: number,
  targets: readonly SlotRef[],
  prompt: string,
  progress: ResumeProgress = {},
): StepOutcome {
  return { type: 'pause', pending: { type: 'target', player, targets, optional: false, prompt }, progress };
}
