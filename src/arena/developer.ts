// A developer is whatever improves the program in an AAArena workspace: an external coding-agent shell, the
// built-in revision loop on an AI SDK model, or the offline hill-climber. All of them work through ArenaTools only.
import type { ArenaTools } from '../core/arena-tools.js';

/** Model use as a developer reports it, so each full evaluation can record the run's cumulative tokens and dollars. */
export interface DeveloperUsage {
  readonly tokens: number;
  readonly usd: number;
}

/** One line of a developer's transcript (stored beside the run's ledger, shown by the viewer). */
export interface DeveloperEvent {
  readonly turn: number;
  readonly kind: 'prompt' | 'reply' | 'tool' | 'tool-error' | 'note' | 'stop';
  readonly text: string;
}

export interface DeveloperContext {
  readonly tools: ArenaTools;
  /** The workspace root: rules, SDK, study example, leaderboard, notes/, artifacts/ (docs/aaarena.md lists it). */
  readonly workspace: string;
  /** The writable strategy directory inside the workspace: the program every submission snapshots. */
  readonly strategyDir: string;
  /** The run's base seed, for developers that draw random numbers (never the opponents' seeds). */
  readonly seed: number;
  readonly signal: AbortSignal;
  /** Adds model use as it happens (cumulative totals are read back by the session at each full evaluation). */
  readonly addUsage: (usage: DeveloperUsage) => void;
  readonly log: (event: DeveloperEvent) => void;
}

/** Why a developer stopped (AAArena's stop conditions, plus an interrupt and the developer's own end). */
export type DeveloperStop = 'frozen' | 'budgets-spent' | 'idle-turns' | 'tool-errors' | 'interrupted' | 'finished';

export interface DeveloperEnd {
  readonly stop: DeveloperStop;
  readonly turns: number;
}

export interface Developer {
  /** The developer's spec as given on the command line, e.g. `offline?steps=2` or `shell:claude-code`. */
  readonly spec: string;
  develop(context: DeveloperContext): Promise<DeveloperEnd>;
  close?(): Promise<void>;
}
