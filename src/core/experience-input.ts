// What a seat is given of its experience for one match: the frozen snapshot, and the text the experience adds to an
// episode's prompt. The runner builds it from the snapshot, so agents never depend on how an experience learns.
import type { ExperienceSnapshot, ModelExchange, Turn, Usage } from './agent.js';

/** Which end of earlier-episode text is dropped first when it does not fit: the oldest (default) or the newest. */
export type DropOrder = 'oldest' | 'newest';

/** The experience text for an episode's prompt, and the model calls it cost (recorded with the first decision). */
export interface ExperiencePrompt {
  readonly text: string;
  readonly usage?: Usage;
  readonly exchanges?: readonly ModelExchange[];
  /** Which end of the text a short context window cuts first (default `oldest`). */
  readonly drop?: DropOrder;
}

/** A snapshot as a seat plays with it (read-only during the match). */
export interface ExperienceInput extends ExperienceSnapshot {
  /**
   * The episode's experience text, from its first turn, written with the experience's model (the seat's own unless
   * the experience names another); absent when the experience adds nothing to prompts.
   */
  readonly prompt?: (turn: Turn) => Promise<ExperiencePrompt | undefined>;
}
