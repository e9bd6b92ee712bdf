// The one interface every experience mechanism implements: JSON state kept across episodes, a hook used during
// play, and a learning step run after exploration episodes (never after evaluation ones).

import type { DropOrder } from '../agents/llm/harness/experience-section.js';
import type { ExperienceSnapshot, ModelExchange, Turn, Usage } from '../core/agent.js';
import { hashJson } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import type { Model } from '../model/model.js';

/** What a mechanism may use while learning or preparing a prompt: a model (accounted like any other call). */
export interface ExperienceTools {
  readonly model?: Model;
  readonly signal?: AbortSignal;
}

/** The experience text for an episode's prompt, and the model calls it cost (recorded with the decision). */
export interface ExperiencePrompt {
  readonly text: string;
  readonly usage?: Usage;
  readonly exchanges?: readonly ModelExchange[];
  /** Which end of the text a short context window cuts first (default `oldest`). */
  readonly drop?: DropOrder;
}

/** A learning step's new state, and the model usage it cost (recorded with the run). */
export interface LearnResult<S> {
  readonly state: S;
  readonly usage?: Usage;
  readonly exchanges?: readonly ModelExchange[];
}

/**
 * One experience mechanism (`none`, `history`, `summary`, …), one file each. `state` is plain JSON; mechanisms never
 * mutate it. `prompt` is read-only (evaluation uses it with a frozen snapshot); only `learn` produces a new state.
 */
export interface ExperienceMechanism<S = unknown> {
  readonly kind: string;
  /** Bumped when the state's shape or the learning rule changes. */
  readonly version: number;
  initial(): S;
  /**
   * Text for the agent's prompt, if any (e.g. earlier episodes, a summary of tips). LLM agents ask once per episode, at
   * its first turn, and keep the answer for the whole episode.
   */
  prompt?(
    state: S,
    turn: Turn,
    tools: ExperienceTools,
  ): ExperiencePrompt | undefined | Promise<ExperiencePrompt | undefined>;
  /** Learns from finished exploration episodes (records in the order they were played). */
  learn(state: S, records: readonly MatchRecord[], tools: ExperienceTools): LearnResult<S> | Promise<LearnResult<S>>;
}

/**
 * A frozen, content-hashed snapshot of a mechanism's state, as handed to matches and stored per checkpoint. With
 * `episodes` (the exploration episodes it was learned from) the count is hashed too, so the experience of two
 * checkpoints is never the same snapshot even when the mechanism kept nothing new (fixed evaluation seeds rely on it).
 */
export function snapshot<S>(mechanism: ExperienceMechanism<S>, state: S, episodes?: number): ExperienceSnapshot {
  const content = { kind: mechanism.kind, version: mechanism.version, state };
  return {
    kind: mechanism.kind,
    hash: hashJson(episodes === undefined ? content : { ...content, episodes }),
    state,
  };
}
