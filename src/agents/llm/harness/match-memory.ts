// What an LLM agent remembers of the match it is playing: each of its turns (observation, answers, why answers were
// rejected), plus whatever the action interface accumulates. One memory per agent, and an agent plays one seat of one match.
import type { ActionCatalog } from './action-tools.js';

/** One answer given at a turn, and the feedback that rejected it (when it was rejected). */
export interface RememberedAttempt {
  /** 0 for the first answer at a step, then 1, 2… for retries. */
  readonly attempt: number;
  readonly answer: string;
  /** Set once the next attempt at the same step shows the answer was rejected. */
  feedback?: string;
  /** The harness's own reason, when the reply could not even be made into a decision (e.g. an unknown tool). */
  readonly ownError?: string;
}

/** One turn of this seat: the observation it saw and its attempts, oldest first. */
export interface RememberedTurn {
  readonly step: number;
  readonly observation: string;
  readonly attempts: RememberedAttempt[];
  /** The rendered history entry, cached once the turn is over (a later step began). */
  rendered?: string;
}

/** What the multi-step agent (`interface=agent`) keeps over the match: its scratchpad and the steps it has spent. */
export interface AgentLoopState {
  /** The scratchpad the model writes with `notes_write` and reads with `notes_read`. */
  notes: string;
  /** Model calls made by the loop in this match (the episode budget counts them). */
  steps: number;
  /** Why the loop last rejected an action of this seat, for the `feedback` tool. */
  lastRejection?: string;
}

/** The agent's memory of this match, oldest turn first. */
export class MatchMemory {
  readonly turns: RememberedTurn[] = [];
  /** Action shapes seen so far in this match, for tools generated without the legal-action mask. */
  catalog: ActionCatalog | undefined;
  readonly loop: AgentLoopState = { notes: '', steps: 0 };
  private latestStep = -1;
  private latestAttempt = -1;

  /** Marks the start of an attempt; returns false when a newer attempt has already started (a late answer). */
  begin(step: number, attempt: number): boolean {
    if (step < this.latestStep || (step === this.latestStep && attempt < this.latestAttempt)) return false;
    this.latestStep = step;
    this.latestAttempt = attempt;
    return true;
  }

  /** True while (`step`, `attempt`) is the newest attempt begun, so its answer may still be remembered. */
  isCurrent(step: number, attempt: number): boolean {
    return step === this.latestStep && attempt === this.latestAttempt;
  }

  /** The turns finished before `step`, oldest first. */
  before(step: number): readonly RememberedTurn[] {
    let end = this.turns.length;
    while (end > 0 && (this.turns[end - 1]?.step ?? -1) >= step) end--;
    return end === this.turns.length ? this.turns : this.turns.slice(0, end);
  }

  /** The last attempt at `step`, when this seat already answered at it. */
  lastAttempt(step: number): RememberedAttempt | undefined {
    const turn = this.turns.at(-1);
    return turn?.step === step ? turn.attempts.at(-1) : undefined;
  }

  /** Records an answer at `step`. */
  remember(step: number, observation: string, attempt: RememberedAttempt): void {
    const turn = this.turns.at(-1);
    if (turn?.step === step) turn.attempts.push(attempt);
    else this.turns.push({ step, observation, attempts: [attempt] });
  }
}
