// The state, actions and observations every hidden-rule game shares (see hidden-rule-game.ts).
import type { HiddenRuleLogEntry } from './hidden-rule-design.js';

/** The whole state: the hidden rules, the visible instance, the progress, and what the player has seen so far. */
export interface HiddenRuleState<R, I, P> {
  /** The variant whose rule space the rules came from; absent for ruleset 0, the benchmark's. */
  readonly ruleset?: number;
  readonly rules: R;
  readonly instance: I;
  readonly progress: P;
  /** Turns played so far. */
  readonly turn: number;
  readonly log: readonly HiddenRuleLogEntry[];
  readonly over: boolean;
}

/** A listed command played for one turn, or `quit`, which plays out the remaining turns by the rules. */
export type HiddenRuleAction = { readonly type: 'command'; readonly command: string } | { readonly type: 'quit' };

/** What the player sees: the instance, the visible progress, every turn's feedback and the turn count. */
export interface HiddenRuleObservation<I, V> {
  /** The variant played (which rule space, never which rules); absent for ruleset 0, the benchmark's. */
  readonly ruleset?: number;
  readonly instance: I;
  readonly visible: V;
  readonly turn: number;
  readonly turns: number;
  readonly log: readonly HiddenRuleLogEntry[];
  readonly over: boolean;
  /** The final score, once the episode is over. */
  readonly score: number | null;
}
