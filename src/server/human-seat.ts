// The seat a person plays from the viewer's play page: playMatch asks it for a decision, and it waits until the page
// sends the person's action. The referee stays playMatch, which validates the answer as any agent's.
import { type Agent, type Decision, PlayerFault, type Turn } from '../core/agent.js';

export class HumanSeat implements Agent {
  private pending: { readonly turn: Turn; resolve(decision: Decision): void; reject(error: Error): void } | undefined;
  private waiters: (() => void)[] = [];

  constructor(readonly name: string) {}

  act(turn: Turn): Promise<Decision> {
    return new Promise((resolve, reject) => {
      this.pending = { turn, resolve, reject };
      this.wake();
    });
  }

  /** The match is over (however it ended): a decision still pending fails. */
  close(): void {
    this.pending?.reject(new PlayerFault('closed', 'the play session was closed during the decision'));
    this.pending = undefined;
    this.wake();
  }

  /** The decision the person is asked for now, if any. */
  get turn(): Turn | undefined {
    return this.pending?.turn;
  }

  /** Answers the pending decision with an action's text (the game's codec reads it); false when none is pending. */
  answer(text: string): boolean {
    const pending = this.pending;
    if (!pending) return false;
    this.pending = undefined;
    pending.resolve({ text });
    return true;
  }

  /** The person gives up the match: a forfeit by the game's rule (a hidden-rule game's own `quit` action plays out the rest instead). */
  quit(): boolean {
    const pending = this.pending;
    if (!pending) return false;
    this.pending = undefined;
    pending.reject(new PlayerFault('quit', 'the player quit'));
    return true;
  }

  /** Resolves at the next change: a new decision asked for, or the seat closed. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
