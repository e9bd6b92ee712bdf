// The one interface every experience implements: JSON state kept across episodes, a hook used during play, and a
// learning step run after exploration episodes (never after evaluation ones), both with a model when it needs one.

import type { ExperienceSnapshot, ModelExchange, Turn, Usage } from '../core/agent.js';
import type { EpisodeTurn, ExperiencePrompt, TurnNote } from '../core/experience-input.js';
import { hashJson } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { UsageError } from '../core/usage-error.js';
import type { EmbeddingModel } from '../model/embedding-model.js';
import type { Model } from '../model/model.js';

/**
 * What an experience may use while learning or writing a prompt: its model (its own, else the seat's backbone;
 * accounted like any other call), absent when neither the experience nor the agent has one.
 */
export interface ExperienceTools {
  readonly model?: Model | undefined;
  /** The experience's embedding model (its `embed=` spec), absent when it retrieves by BM25. */
  readonly embedder?: EmbeddingModel | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** A learning step's new state, and the model calls it cost (stored with the snapshot it produced). */
export interface LearnResult<S> {
  readonly state: S;
  readonly usage?: Usage;
  readonly exchanges?: readonly ModelExchange[];
}

/** One item of an experience's state: `key` names it across checkpoints, `text` is what it says. */
export interface ExperienceItem {
  readonly key: string;
  readonly text: string;
}

/**
 * One experience (`none`, `history`, `summary`, …), one file each. `state` is plain JSON; experiences never mutate
 * it. `prompt` is read-only (evaluation uses it with a frozen snapshot); only `learn` produces a new state.
 */
export interface Experience<S = unknown> {
  readonly name: string;
  /** Bumped when the state's shape or the learning rule changes. */
  readonly version: number;
  /** The model spec it learns and writes prompts with when not the seat's backbone, e.g. `openai/gpt-4o-mini`. */
  readonly model?: string;
  /** The embedding model spec it retrieves with (`embed=`), e.g. `openai/text-embedding-3-small`; BM25 without. */
  readonly embed?: string;
  /** True when `learn` calls a model: a run then refuses, before its first match, an agent without one. */
  readonly learnsWithModel?: boolean;
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
  /**
   * A note for the current turn only (e.g. memories retrieved for the current observation, EvoTest's extracted
   * state), from the turns of the episode so far; asked once per step.
   */
  turnNote?(
    state: S,
    turn: Turn,
    episode: readonly EpisodeTurn[],
    tools: ExperienceTools,
  ): TurnNote | undefined | Promise<TurnNote | undefined>;
  /** The state as a list of items (a skill, a lesson, a reflection…), so two checkpoints diff item by item. */
  items?(state: S): readonly ExperienceItem[];
  /** Learns from finished exploration episodes (records in the order they were played). */
  learn(state: S, records: readonly MatchRecord[], tools: ExperienceTools): LearnResult<S> | Promise<LearnResult<S>>;
}

/**
 * A frozen, content-hashed snapshot of an experience's state, as handed to matches and stored per checkpoint. With
 * `episodes` (the exploration episodes it was learned from) the count is hashed too, so the experience of two
 * checkpoints is never the same snapshot even when it kept nothing new (fixed evaluation seeds rely on it).
 */
export function snapshot<S>(experience: Experience<S>, state: S, episodes?: number): ExperienceSnapshot {
  // `kind` is the name's key in every stored hash; `model` and `embed` enter only when set, so older hashes are unchanged.
  const content = {
    kind: experience.name,
    version: experience.version,
    state,
    ...(experience.model ? { model: experience.model } : {}),
    ...(experience.embed ? { embed: experience.embed } : {}),
  };
  return {
    name: experience.name,
    hash: hashJson(episodes === undefined ? content : { ...content, episodes }),
    state,
    ...(experience.model ? { model: experience.model } : {}),
    ...(experience.embed ? { embed: experience.embed } : {}),
  };
}

/** The tools of an experience's learning steps; throws UsageError when it learns with a model and has none. */
export function learningTools(
  experience: Experience,
  model: Model | undefined,
  signal?: AbortSignal,
  embedder?: EmbeddingModel,
): ExperienceTools {
  if (experience.learnsWithModel && !model) {
    throw new UsageError(
      `experience '${experience.name}' learns with a model: play it with an llm: agent, or name one with ` +
        `${experience.name}?model=<provider>/<model>`,
    );
  }
  return { model, signal, ...(embedder ? { embedder } : {}) };
}
