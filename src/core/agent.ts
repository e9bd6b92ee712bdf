// The Agent contract: given a turn, decide an action (or give text for the game's codec to parse).

import type { ExperienceInput } from './experience-input.js';
import type { Game, Params } from './game.js';

/** Token and cost accounting of one decision, when a model was called. */
export interface Usage {
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly cachedTokens?: number;
  readonly reasoningTokens?: number;
  readonly costUsd?: number;
  readonly calls?: number;
}

/** One model call made for a decision, as recorded in the match: what was sent, what came back, what it cost. */
export interface ModelExchange {
  /** Provider and model id, e.g. `openai-compatible/qwen3-8b`. */
  readonly model: string;
  /** The messages (and tool definitions) sent, as plain JSON. */
  readonly request: unknown;
  /** The reply's text. */
  readonly text: string;
  readonly toolCalls?: readonly { readonly name: string; readonly input: unknown }[];
  readonly usage?: Usage;
  readonly latencyMs?: number;
  /** True when the reply came from the response cache, not the provider. */
  readonly cached?: boolean;
  /** Set when the call failed: `infra` (never the agent's fault) or `model` (unusable output). */
  readonly failure?: 'infra' | 'model';
  readonly error?: string;
  /** Failed HTTP attempts retried before this reply, oldest first: they explain `latencyMs` (their waits are in it). */
  readonly retries?: readonly ModelRetry[];
}

/** One retried attempt of a model call: why it failed and how long the call waited before trying again. */
export interface ModelRetry {
  /** The HTTP status, when the provider answered. */
  readonly status?: number;
  /** The failure's class (`retryable`: a rate limit, server error, timeout, broken connection or unreadable body). */
  readonly kind: string;
  readonly waitMs: number;
  /** The reason, without secrets or bodies, e.g. `HTTP 429: rate limit exceeded`. */
  readonly error: string;
}

/** Everything an agent may look at when it is asked to act. */
export interface Turn<A = unknown, O = unknown> {
  readonly game: Game<unknown, A, O>;
  readonly params: Params;
  readonly player: number;
  /** Index of the current step in the match (0-based). */
  readonly step: number;
  /** What this seat observes now (computed on first read). */
  readonly observation: O;
  readonly legalActions: readonly A[];
  /** Why the previous attempt at this decision was rejected; absent on the first attempt. */
  readonly feedback?: string;
  /** 0 on the first attempt, then 1, 2… after invalid attempts. */
  readonly attempt: number;
  /** Aborted when the decision's time limit passes; long-running agents should stop then. */
  readonly signal: AbortSignal;
  /** The running score per seat, when the game keeps one (`Game.score`; computed on first read). */
  readonly scores?: readonly number[] | undefined;
}

/**
 * An agent's answer: a structured `action`, or `text` for the game's codec to parse (the match records both).
 * `selfScore` is the agent's own estimate of the immediate reward of its action (S³Gym self-judging).
 */
export interface Decision<A = unknown> {
  readonly action?: A;
  readonly text?: string;
  readonly note?: string;
  /** A program's own log line for this decision (program agents; size-capped). */
  readonly log?: string;
  /** What a program wrote to stderr since its previous decision (program agents; capped per match). */
  readonly stderr?: string;
  readonly selfScore?: number;
  /** The agent's own reason its answer is unusable (e.g. a malformed tool call): an invalid attempt with this feedback. */
  readonly invalid?: string;
  readonly usage?: Usage;
  /** The model calls behind this decision, for the record (LLM agents). */
  readonly exchanges?: readonly ModelExchange[];
}

/** A player. `act` may answer synchronously (built-in agents) or with a promise (models, programs). */
export interface Agent<A = unknown, O = unknown> {
  readonly name: string;
  act(turn: Turn<A, O>): Decision<A> | Promise<Decision<A>>;
  /**
   * Releases what the agent holds (a process, a connection); `playMatch` calls it exactly once when the match ends,
   * however it ends (finished, aborted or failed), possibly while a decision is still pending.
   */
  close?(): void | Promise<void>;
  /**
   * Usage the agent learns of only once closed (an external CLI reports its tokens and cost when it ends); `playMatch`
   * reads it right after `close` and records it with the seat.
   */
  closedUsage?(): Usage | undefined;
  /** The CLI session the agent kept, learned of once closed (an agent shell under the `session` experience). */
  closedSession?(): AgentSession | undefined;
}

/** An external CLI's own conversation, kept across the episodes of a trial (the `session` experience). */
export interface AgentSession {
  /** The CLI's session id, as its resume flag takes it. */
  readonly id: string;
  /** The host directory of its workspace and home, where the CLI keeps the session between episodes. */
  readonly workspace: string;
  /** True when the match continued the previous episode's session; false when it started one. */
  readonly resumed: boolean;
}

/**
 * A frozen snapshot of an agent's experience (its persistent state across episodes), as handed to a match. The hash
 * is part of the match's id and record, so results always say which experience produced them.
 */
export interface ExperienceSnapshot {
  /** The experience's name, e.g. `history`, `summary`, `learner`. */
  readonly name: string;
  /** Content hash of the experience's name, version, options and `state`. */
  readonly hash: string;
  readonly state: unknown;
  /** The model spec the experience learns and writes prompts with, when not the seat's own (part of the hash). */
  readonly model?: string;
  /** The embedding model spec the experience retrieves with, when it names one (part of the hash). */
  readonly embed?: string;
}

/** The seat of a match an agent is created for. */
export interface AgentMatch {
  readonly game: Game;
  readonly params: Params;
  readonly seat: number;
  readonly players: number;
  /** A seed for the agent's own randomness, derived from the match seed and seat. */
  readonly seed: number;
  /** The experience this seat plays with (read-only during the match), when it has one. */
  readonly experience?: ExperienceInput;
}

/** What an agent factory is told about the match it will play in. */
export interface AgentContext extends AgentMatch {
  /** Options from the agent spec, e.g. `iterations=200` in `mcts?iterations=200`. */
  readonly options: Readonly<Record<string, string>>;
}

/** Creates a fresh agent for one seat of one match. */
export type AgentFactory = (context: AgentContext) => Agent;

/** A failure of infrastructure (provider outage, rate limit, crash of our own code): never scored as the agent's loss. */
export class InfraError extends Error {
  override readonly name = 'InfraError';
}

/**
 * A player's own failure that leaves it unable to go on (a program that timed out, exited or closed its output):
 * `playMatch` ends the match as a forfeit of that seat, with `kind` in the message. Never infrastructure.
 */
export class PlayerFault extends Error {
  override readonly name = 'PlayerFault';

  constructor(
    /** What went wrong, in a word or two, e.g. `timeout`, `exit`, `no-ready`. */
    readonly kind: string,
    message: string,
    /** What the player wrote to stderr that no decision reported yet (program agents), for the record. */
    readonly stderr?: string,
  ) {
    super(message);
  }
}
