// What a seat is given of its experience for one match: the frozen snapshot, the text the experience adds to an
// episode's prompt, notes for each turn, and read-only queries the model may ask it. The runner builds it from the
// snapshot, so agents never depend on how an experience learns.
import type { ExperienceSnapshot, ModelExchange, Turn, Usage } from './agent.js';

/** Which end of earlier-episode text is dropped first when it does not fit: the oldest (default) or the newest. */
export type DropOrder = 'oldest' | 'newest';

/**
 * A read-only question the model may ask its experience through a tool before acting (e.g. the skill library's
 * `activate_skill`); it never changes the experience or the game.
 */
export interface ExperienceQuery {
  /** Tool name: lowercase letters, digits and underscores, distinct from the game's action and query tools. */
  readonly name: string;
  readonly description: string;
  /** JSON Schema (an object schema) of the arguments. */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** The answer as text; for bad arguments, a text saying what was wrong (never throws for model input). */
  answer(input: unknown): string;
}

/** The experience text for an episode's prompt, and the model calls it cost (recorded with the first decision). */
export interface ExperiencePrompt {
  readonly text: string;
  /** The section's heading (default `Experience`; e.g. `Strategy` for an evolved strategy). */
  readonly title?: string;
  readonly usage?: Usage;
  readonly exchanges?: readonly ModelExchange[];
  /** Which end of the text a short context window cuts first (default `oldest`). */
  readonly drop?: DropOrder;
  /** Queries offered as tools with every request of the episode. */
  readonly queries?: readonly ExperienceQuery[];
}

/** One earlier turn of the current episode, as the agent saw and answered it. */
export interface EpisodeTurn {
  readonly step: number;
  readonly observation: string;
  /** The answer the turn ended with (its last attempt). */
  readonly answer: string;
}

/** Text for one turn only (e.g. memories retrieved for the current observation), and the model calls it cost. */
export interface TurnNote {
  readonly text: string;
  readonly usage?: Usage;
  readonly exchanges?: readonly ModelExchange[];
}

/** A snapshot as a seat plays with it (read-only during the match). */
export interface ExperienceInput extends ExperienceSnapshot {
  /**
   * The episode's experience text, from its first turn, written with the experience's model (the seat's own unless
   * the experience names another); absent when the experience adds nothing to prompts.
   */
  readonly prompt?: (turn: Turn) => Promise<ExperiencePrompt | undefined>;
  /** A note for the current turn from the episode so far, asked once per step; absent when the experience has none. */
  readonly turnNote?: (turn: Turn, episode: readonly EpisodeTurn[]) => Promise<TurnNote | undefined>;
}
