// One seat of one match driven from outside (an MCP client): playMatch asks the seat's agent, which publishes the turn
// and waits until the client's `act` answers it. The referee stays playMatch: it validates every answer as any agent's.
import type { Agent, AgentMatch, Decision, ModelExchange, Turn } from '../core/agent.js';
import { PlayerFault } from '../core/agent.js';
import type { ExperiencePrompt } from '../core/experience-input.js';
import type { MatchEnd } from '../core/match-record.js';
import { checkDecision } from '../core/play-match.js';
import { SeatError } from './seat-error.js';

/** How long the seat waits for its client, and how much garbage it takes. */
export interface GameSeatOptions {
  /** The agent's name in the record, e.g. `shell:claude-code`. */
  readonly name: string;
  /** The seat's clock: a decision not answered by `act` within this time is a `timeout` fault. */
  readonly decisionMs: number;
  /** Failed tool calls within one decision before the seat forfeits with a `garbage` fault. */
  readonly maxErrors: number;
  /** Longest a tool call waits for the next turn before it answers anyway (clients time out long calls). */
  readonly waitMs: number;
}

/** What the client asked `act` to play: an action's text (for the game's codec) or its JSON. */
export type ActInput =
  | { readonly text: string; readonly score?: number }
  | { readonly action: unknown; readonly score?: number };

/** The reply to `act`: whether the referee took the action, why not, and what the seat faces next. */
export interface ActReply {
  readonly accepted: boolean;
  readonly action?: string;
  readonly reason?: string;
  readonly over: boolean;
  readonly next: string;
}

/** The seat's situation, for the `status` tool. */
export interface SeatStatus {
  readonly seat: number;
  readonly players: number;
  readonly step: number | null;
  readonly attempt: number | null;
  readonly yourTurn: boolean;
  readonly over: boolean;
  readonly scores?: readonly number[];
  readonly result?: { readonly status: string; readonly scores: readonly number[] | null; readonly message?: string };
  readonly decisions: number;
}

/** One tool call made while a decision was pending, recorded with the decision. */
interface ToolCall {
  readonly name: string;
  readonly input: unknown;
}

interface Pending {
  readonly turn: Turn;
  readonly resolve: (decision: Decision) => void;
  readonly reject: (error: Error) => void;
  readonly settle: () => void;
}

/** The agent side of a seat driven by a client; its tool methods throw SeatError for the client's mistakes. */
export class GameSeat implements Agent {
  readonly name: string;
  private pending: Pending | undefined;
  private latest: Turn | undefined;
  private closed = false;
  private failure: PlayerFault | undefined;
  private end: Omit<MatchEnd, 'stateHash'> | undefined;
  private experience: ExperiencePrompt | undefined;
  private experienceLoaded = false;
  private calls: ToolCall[] = [];
  private errors = 0;
  private decisions = 0;
  private waiters: (() => void)[] = [];

  constructor(
    readonly match: AgentMatch,
    private readonly options: GameSeatOptions,
  ) {
    this.name = options.name;
  }

  /** The Agent's `act`: publishes the turn and resolves when the client acts, or fails with the seat's fault. */
  async act(turn: Turn): Promise<Decision> {
    if (this.failure) throw this.failure;
    let first: ExperiencePrompt | undefined;
    if (!this.experienceLoaded) {
      this.experienceLoaded = true;
      this.experience = await this.match.experience?.prompt?.(turn);
      first = this.experience;
    }
    const decision = await new Promise<Decision>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          this.failWith(new PlayerFault('timeout', `no act within the seat's clock of ${this.options.decisionMs} ms`)),
        this.options.decisionMs,
      );
      const onAbort = () => this.failPending(new PlayerFault('timeout', `the referee's time limit passed`));
      turn.signal.addEventListener('abort', onAbort, { once: true });
      const settle = () => {
        clearTimeout(timer);
        turn.signal.removeEventListener('abort', onAbort);
      };
      this.pending = { turn, resolve, reject, settle };
      this.latest = turn;
      this.wake();
    });
    if (!first?.usage && !first?.exchanges) return decision;
    return {
      ...decision,
      ...(first.usage ? { usage: first.usage } : {}),
      exchanges: [...(first.exchanges ?? []), ...(decision.exchanges ?? [])],
    };
  }

  /** The Agent's `close`: the episode is over for this seat (a decision still pending fails: the seat was closed). */
  close(): void {
    this.closed = true;
    this.failPending(new PlayerFault('closed', 'the seat was closed during its decision'));
    this.wake();
  }

  /** Ends the seat with a fault of its client (e.g. the shell exited): a pending decision, and every later one, fails. */
  failWith(fault: PlayerFault): void {
    this.failure ??= fault;
    this.failPending(fault);
  }

  /** How the match ended, when the host knows (shown by `status`). */
  finish(end: Omit<MatchEnd, 'stateHash'>): void {
    this.end = end;
    this.closed = true;
    this.wake();
  }

  /** The fault that ended the seat (its client timed out, exited or sent garbage), if one did. */
  get fault(): PlayerFault | undefined {
    return this.failure;
  }

  get over(): boolean {
    return this.closed;
  }

  /** The rules of the game for this seat, and the experience's text when it has one. */
  rules(): string {
    const { game, params, seat, players } = this.match;
    const rules = game.text.rules(params, seat, players);
    if (!this.experience?.text) return rules;
    return `${rules}\n\n## ${this.experience.title ?? 'Experience'}\n${this.experience.text}`;
  }

  /** Waits (up to `waitMs`) until the seat has had its first turn or the episode is over. */
  async started(): Promise<void> {
    await this.waitFor(() => this.latest !== undefined || this.closed);
  }

  /** The seat's latest observation as text, or as the observation's JSON. */
  async observe(format: 'text' | 'json'): Promise<string> {
    const turn = await this.currentTurn();
    const { observation } = turn;
    return format === 'json'
      ? JSON.stringify(observation)
      : this.match.game.text.observation(observation, this.match.seat);
  }

  /** The legal actions of the pending decision, as their texts. */
  async legalActions(): Promise<readonly string[]> {
    const turn = await this.pendingTurn();
    return turn.legalActions.map((action) => this.match.game.text.action(action));
  }

  /** Answers a read-only query of the game about the latest observation, or of the experience. */
  async query(name: string, input: unknown): Promise<string> {
    const experienceQuery = this.experience?.queries?.find((query) => query.name === name);
    if (experienceQuery) return experienceQuery.answer(input);
    const gameQuery = this.match.game.queries?.find((query) => query.name === name);
    if (!gameQuery) throw new SeatError(`there is no query '${name}'`);
    const turn = await this.currentTurn();
    return gameQuery.answer(turn.observation, this.match.seat, input);
  }

  /** The read-only queries of the experience (e.g. `activate_skill`), known once the first turn has come. */
  experienceQueries(): NonNullable<ExperiencePrompt['queries']> {
    return this.experience?.queries ?? [];
  }

  /** Plays one action as the pending decision; resolves with the referee's verdict once the next turn (or the end) comes. */
  async play(input: ActInput): Promise<ActReply> {
    if (this.closed) throw new SeatError('the episode is over; call status for the result');
    const turn = await this.pendingTurn();
    const pending = this.pending;
    // Two act calls at once: the first answered the decision while the second waited.
    if (pending?.turn !== turn) throw new SeatError('another act call answered this decision; call status');
    const decision = this.decisionOf(input);
    // Games whose legal list is complete are checked here too: the referee's fallback after the last retry says nothing.
    const precheck = turn.game.actionError
      ? undefined
      : checkDecision(turn.game, undefined, turn, decision, turn.legalActions);
    this.answer(pending, decision);
    await this.waitFor(() => this.pending !== undefined || this.closed || this.failure !== undefined);
    const next = this.pending?.turn;
    if (next && next.step === turn.step && next.attempt === turn.attempt + 1) {
      return {
        accepted: false,
        reason: next.feedback ?? 'rejected by the referee',
        over: false,
        next: `try again: attempt ${next.attempt + 1} of this decision is pending`,
      };
    }
    this.decisions++;
    const played = precheck?.ok ? turn.game.text.action(precheck.action) : undefined;
    const base =
      precheck && !precheck.ok
        ? { accepted: false, reason: precheck.error }
        : { accepted: true, ...(played ? { action: played } : {}) };
    const fallback = precheck && !precheck.ok ? ' (no retries were left: the referee fell back as the game rules)' : '';
    if (this.failure)
      return { ...base, over: true, next: `the seat forfeited: ${this.failure.kind}: ${this.failure.message}` };
    if (this.closed) return { ...base, over: true, next: `the episode is over${fallback}; call status for the result` };
    if (next) return { ...base, over: false, next: `your next decision is pending (step ${next.step})${fallback}` };
    return { ...base, over: false, next: `waiting for the other seats${fallback}; call status or act again` };
  }

  /** Turn, score so far and whether the episode is over. */
  status(): SeatStatus {
    const turn = this.latest;
    const scores = turn?.scores;
    return {
      seat: this.match.seat,
      players: this.match.players,
      step: turn?.step ?? null,
      attempt: this.pending?.turn.attempt ?? null,
      yourTurn: this.pending !== undefined,
      over: this.closed,
      ...(scores ? { scores } : {}),
      ...(this.end
        ? {
            result: {
              status: this.end.status,
              scores: this.end.scores,
              ...(this.end.message ? { message: this.end.message } : {}),
            },
          }
        : {}),
      decisions: this.decisions,
    };
  }

  /** Notes a tool call for the pending decision's record. */
  noteCall(name: string, input: unknown): void {
    this.calls.push({ name, input });
  }

  /** Counts a failed tool call; too many within one decision end the seat with a `garbage` fault. */
  noteError(): void {
    if (!this.pending) return;
    this.errors++;
    if (this.errors >= this.options.maxErrors) {
      this.failWith(new PlayerFault('garbage', `${this.errors} failed tool calls within one decision`));
    }
  }

  private decisionOf(input: ActInput): Decision {
    const exchange: ModelExchange = {
      model: this.name,
      request: { tool: 'act' },
      text: '',
      toolCalls: [...this.calls],
    };
    const decision = 'text' in input ? { text: input.text } : { action: input.action };
    return {
      ...decision,
      ...(input.score === undefined ? {} : { selfScore: input.score }),
      exchanges: [exchange],
    };
  }

  /** Hands `decision` to the referee and starts counting the next decision's calls and errors afresh. */
  private answer(pending: Pending, decision: Decision): void {
    pending.settle();
    this.pending = undefined;
    this.calls = [];
    this.errors = 0;
    pending.resolve(decision);
  }

  private async currentTurn(): Promise<Turn> {
    await this.started();
    if (!this.latest) throw new SeatError('the match has not started yet; call again');
    return this.latest;
  }

  private async pendingTurn(): Promise<Turn> {
    await this.waitFor(() => this.pending !== undefined || this.closed || this.failure !== undefined);
    if (this.pending) return this.pending.turn;
    if (this.failure) throw new SeatError(`the seat forfeited: ${this.failure.kind}: ${this.failure.message}`);
    if (this.closed) throw new SeatError('the episode is over; call status for the result');
    throw new SeatError('no decision of yours is pending yet (the other seats are playing); call again');
  }

  private failPending(error: Error): void {
    const pending = this.pending;
    if (!pending) return;
    pending.settle();
    this.pending = undefined;
    pending.reject(error);
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Resolves once `ready()` holds or `waitMs` has passed, whichever is first. */
  private async waitFor(ready: () => boolean): Promise<void> {
    const deadline = Date.now() + this.options.waitMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
