// The versioned record of one match: enough to re-simulate it exactly without any agent or model.
import type { AgentSession, ModelExchange, Usage } from './agent.js';
import type { InvalidActionPolicy, Params } from './game.js';
import { hashText } from './json.js';

/** Bump when the record's shape changes incompatibly; readers check it (new optional fields keep it). */
export const MATCH_RECORD_FORMAT = 1;

/** One seat: the agent spec that played it and the agent's display name. */
export interface SeatRecord {
  readonly agent: string;
  readonly name: string;
  /** Hash of the experience snapshot the seat played with, when it had one. */
  readonly experience?: string;
  /** Usage reported for the whole match beyond its decisions' (an external CLI's own report, see Agent.closedUsage). */
  readonly usage?: Usage;
  /** The CLI session an agent shell kept (see Agent.closedSession). */
  readonly session?: AgentSession;
}

/** One rejected attempt at a decision: what the agent said and why it was rejected. */
export interface InvalidAttempt {
  readonly text?: string;
  readonly action?: unknown;
  readonly error: string;
  /** What the attempt cost (its model calls, for LLM agents). */
  readonly usage?: Usage;
  readonly exchanges?: readonly ModelExchange[];
}

/** One seat's move within a step. */
export interface MoveRecord {
  readonly player: number;
  readonly action: unknown;
  /** The action in the game's text form. */
  readonly text: string;
  /** The raw text the agent gave, when it answered in text. */
  readonly raw?: string;
  readonly note?: string;
  /** A program's own log line for this move (program agents). */
  readonly log?: string;
  /** What a program wrote to stderr since its previous move (program agents). */
  readonly stderr?: string;
  readonly selfScore?: number;
  readonly usage?: Usage;
  readonly exchanges?: readonly ModelExchange[];
  /** Rejected attempts before this move, oldest first. */
  readonly invalid?: readonly InvalidAttempt[];
  /** Set when the move was chosen by the invalid-action fallback, not the agent. */
  readonly fallback?: boolean;
}

/** One step: the simultaneous moves of every seat in `toAct`, and the rewards that followed (when the game scores steps). */
export interface StepRecord {
  readonly moves: readonly MoveRecord[];
  readonly rewards?: readonly number[];
}

/** How a match ended; only `finished`, `step-limit` and `forfeit` carry scores that count. */
export type MatchStatus = 'finished' | 'step-limit' | 'forfeit' | 'error' | 'infra';

export interface MatchEnd {
  readonly status: MatchStatus;
  /** Scores per seat; null when the match did not end in a scoreable way (`error`, `infra`). */
  readonly scores: readonly number[] | null;
  /** The seat that forfeited, for `forfeit`. */
  readonly player?: number;
  /** A message for `forfeit`, `error` and `infra`. */
  readonly message?: string;
  /**
   * For `forfeit`: the forfeiting seat's rejected attempts at its last decision, oldest first (that decision made no
   * move, so it has no step; replay skips it, figures count it).
   */
  readonly attempts?: readonly InvalidAttempt[];
  /** For `forfeit` by a program: what it wrote to stderr that no move holds (its last words before the fault). */
  readonly stderr?: string;
  /** Hash of the final state, compared on replay. */
  readonly stateHash: string;
}

/** Everything that identifies a match before it is played; the match id is a hash of it. */
export interface MatchSpec {
  readonly game: string;
  readonly version: number;
  readonly params: Params;
  readonly seats: readonly string[];
  readonly seed: number;
  /** Per seat, the hash of the experience it plays with (null for none); absent when no seat has experience. */
  readonly experience?: readonly (string | null)[];
  /** The invalid-action policy, only when it is not the game's own rule (so default matches keep their ids). */
  readonly invalid?: InvalidActionPolicy;
}

export interface MatchRecord {
  readonly formatVersion: typeof MATCH_RECORD_FORMAT;
  readonly id: string;
  readonly game: string;
  readonly version: number;
  readonly params: Params;
  readonly seed: number;
  readonly seats: readonly SeatRecord[];
  /** The invalid-action policy the match was played under, when it was not the game's own rule (part of its id). */
  readonly invalid?: InvalidActionPolicy;
  readonly steps: readonly StepRecord[];
  readonly end: MatchEnd;
}

/** The id of a match: a hash of its spec, so re-running a run finds the matches it already played. */
export function matchId(spec: MatchSpec): string {
  const params = Object.keys(spec.params)
    .sort()
    .map((name) => [name, spec.params[name]]);
  const parts: unknown[] = [spec.game, spec.version, params, spec.seats, spec.seed];
  if (spec.experience?.some((hash) => hash !== null)) parts.push(spec.experience);
  else if (spec.invalid) parts.push(null);
  if (spec.invalid) parts.push({ retries: spec.invalid.retries, fallback: spec.invalid.fallback });
  return hashText(JSON.stringify(parts));
}

/** Hash of a game state, recorded at the end of a match and compared on replay. */
export function stateHash(state: unknown): string {
  // Plain JSON.stringify: the same game code builds keys in the same order, and it is much cheaper than canonical form.
  return hashText(JSON.stringify(state));
}
