// Plays one match: asks seated agents for decisions, enforces time limits and the invalid-action policy,
// and returns a deterministic MatchRecord (no timestamps, so the same seed and agents give the same record).
import { actionShapeError } from './action-schema.js';
import { type Agent, type Decision, InfraError, PlayerFault, type Turn } from './agent.js';
import { forfeitOutcome, type Game, type InvalidActionPolicy, type Params } from './game.js';
import { jsonEqual } from './json.js';
import {
  type InvalidAttempt,
  MATCH_RECORD_FORMAT,
  type MatchEnd,
  type MatchRecord,
  type MoveRecord,
  matchId,
  type StepRecord,
  stateHash,
} from './match-record.js';
import { mixSeed, type Rng, rngFromSeed } from './rng.js';

export const defaultInvalidPolicy: InvalidActionPolicy = { retries: 2, fallback: 'random' };

/** The rule a game applies to invalid actions under `params`: its own, else the default. */
export function gameInvalidPolicy(game: Game, params: Params): InvalidActionPolicy {
  return game.invalidActionPolicy?.(params) ?? defaultInvalidPolicy;
}

/**
 * `policy` when it differs from the game's own rule, else undefined: the form a match's identity holds (a match
 * played under its game's rule keeps the id it always had).
 */
export function distinctInvalidPolicy(
  game: Game,
  params: Params,
  policy: InvalidActionPolicy | undefined,
): InvalidActionPolicy | undefined {
  if (policy === undefined) return undefined;
  const rule = gameInvalidPolicy(game, params);
  return policy.retries === rule.retries && policy.fallback === rule.fallback
    ? undefined
    : { retries: policy.retries, fallback: policy.fallback };
}

/** One seated agent and the spec string that created it (recorded, and part of the match id). */
export interface Seat {
  readonly spec: string;
  readonly agent: Agent;
  /** Hash of the experience snapshot the agent plays with (recorded, and part of the match id). */
  readonly experience?: string;
}

export interface PlayMatchOptions {
  readonly game: Game;
  readonly params: Params;
  readonly seed: number;
  readonly seats: readonly Seat[];
  /** Per-decision limit for agents that answer asynchronously; a late answer counts as an invalid attempt. */
  readonly timeLimitMs?: number;
  /**
   * Overrides the game's own `invalidActionPolicy` and the default (2 retries, then a random legal action); one that
   * differs from the game's rule is recorded and part of the match id, unless `invalidIsIdentity` is false.
   */
  readonly invalid?: InvalidActionPolicy;
  /** False for a policy that is no property of the match (a person may retry as often as they like); default true. */
  readonly invalidIsIdentity?: boolean;
  /** Safety cap on steps; a match that reaches it ends as `step-limit`. */
  readonly maxSteps?: number;
  /** Aborting (e.g. on Ctrl-C) ends the match as `infra`, so it is played again on resume. */
  readonly signal?: AbortSignal;
}

/** A seed for seat `seat`'s own randomness, independent of the game's RNG stream. */
export function agentSeed(matchSeed: number, seat: number): number {
  return mixSeed(matchSeed, 1000 + seat) >>> 0;
}

class MatchTurn<A, O> implements Turn<A, O> {
  private cachedObservation: O | undefined;
  private controller: AbortController | undefined;

  constructor(
    readonly game: Game<unknown, A, O>,
    private readonly state: unknown,
    readonly params: Params,
    readonly player: number,
    readonly step: number,
    readonly legalActions: readonly A[],
    readonly attempt: number,
    readonly feedback: string | undefined,
  ) {}

  get observation(): O {
    this.cachedObservation ??= this.game.observe(this.state, this.player);
    return this.cachedObservation;
  }

  get scores(): readonly number[] | undefined {
    return this.game.score?.(this.state);
  }

  get signal(): AbortSignal {
    this.controller ??= new AbortController();
    return this.controller.signal;
  }

  abort(reason: string): void {
    this.controller?.abort(new Error(reason));
  }
}

class MatchEnded extends Error {
  constructor(readonly end: Omit<MatchEnd, 'stateHash'>) {
    super(end.message ?? end.status);
  }
}

/** A seat whose retries are spent: its fallback is drawn when the step's answers are taken in seat order. */
class FallbackDue {
  constructor(
    readonly player: number,
    readonly legal: readonly unknown[],
    readonly invalid: InvalidAttempt[],
  ) {}
}

/** What asking one seat gave: its move or due fallback. */
type Asked = MoveRecord | FallbackDue;

/** One seat's answer to a step, a failure included, so the step can take answers in seat order. */
type Answered = { readonly ok: true; readonly move: Asked } | { readonly ok: false; readonly error: unknown };

/**
 * Closes each seated agent once (an agent seated twice is closed once), after the match has ended however it ended;
 * a failure to close is not the match's outcome, so it is ignored.
 */
async function closeAgents(seats: readonly Seat[]): Promise<void> {
  const agents = new Set(seats.map((seat) => seat.agent));
  await Promise.allSettled([...agents].map(async (agent) => agent.close?.()));
}

function isThenable<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** Plays a match to the end and returns its record; never throws for agent or game failures (they end the match). */
export function playMatch(options: PlayMatchOptions): Promise<MatchRecord> {
  return new MatchPlay(options).run();
}

/** One match in progress; methods rather than per-decision closures keep synchronous agents cheap. */
class MatchPlay {
  private readonly game: Game;
  private readonly policy: InvalidActionPolicy;
  private readonly steps: StepRecord[] = [];
  private state: unknown;
  private fallbackRng: Rng | undefined;

  constructor(private readonly options: PlayMatchOptions) {
    this.game = options.game;
    this.policy = options.invalid ?? gameInvalidPolicy(this.game, options.params);
  }

  async run(): Promise<MatchRecord> {
    const { game, params, seed, seats } = this.options;
    const maxSteps = this.options.maxSteps ?? 100_000;
    let end: Omit<MatchEnd, 'stateHash'>;
    try {
      this.state = game.setup(params, seed, seats.length);
      let score = game.score?.(this.state);
      for (;;) {
        if (this.options.signal?.aborted)
          throw new MatchEnded({ status: 'infra', scores: null, message: 'interrupted' });
        const players = game.toAct(this.state);
        if (players.length === 0) {
          const outcome = game.outcome(this.state);
          if (!outcome) throw new Error('game has no seat to act but no outcome');
          end = { status: 'finished', scores: outcome.scores };
          break;
        }
        if (this.steps.length >= maxSteps) {
          const scores = game.score?.(this.state) ?? seats.map(() => 0);
          end = { status: 'step-limit', scores, message: `stopped after ${maxSteps} steps` };
          break;
        }
        const asked = this.askAll(players);
        const moves = isThenable(asked) ? await asked : asked;
        this.state = game.apply(
          this.state,
          moves.map((move) => move.action),
        );
        if (score) {
          const before = score;
          score = game.score?.(this.state) ?? before;
          this.steps.push({ moves, rewards: score.map((value, seat) => value - (before[seat] ?? 0)) });
        } else {
          this.steps.push({ moves });
        }
      }
    } catch (error) {
      if (error instanceof MatchEnded) end = error.end;
      else if (error instanceof InfraError) end = { status: 'infra', scores: null, message: error.message };
      else end = { status: 'error', scores: null, message: `game ${game.id} failed: ${messageOf(error)}` };
    }
    await closeAgents(seats);
    const invalid =
      this.options.invalidIsIdentity === false ? undefined : distinctInvalidPolicy(game, params, this.options.invalid);
    return {
      formatVersion: MATCH_RECORD_FORMAT,
      id: matchId({
        game: game.id,
        version: game.version,
        params,
        seats: seats.map((seat) => seat.spec),
        seed,
        experience: seats.map((seat) => seat.experience ?? null),
        ...(invalid ? { invalid } : {}),
      }),
      game: game.id,
      version: game.version,
      params,
      seed,
      seats: seats.map((seat) => {
        const usage = seat.agent.closedUsage?.();
        const session = seat.agent.closedSession?.();
        return {
          agent: seat.spec,
          name: seat.agent.name,
          ...(seat.experience === undefined ? {} : { experience: seat.experience }),
          ...(usage === undefined ? {} : { usage }),
          ...(session === undefined ? {} : { session }),
        };
      }),
      ...(invalid ? { invalid } : {}),
      steps: this.steps,
      end: { ...end, stateHash: this.state === undefined ? '' : stateHash(this.state) },
    };
  }

  /**
   * Asks every acting seat at once (in seat order, so synchronous agents are asked exactly as one after another) and
   * takes the answers in seat order: the first failing seat ends the match and fallbacks draw from the RNG seat by
   * seat, so a record never depends on which answer came first. Stays synchronous while every agent is.
   */
  private askAll(players: readonly number[]): MoveRecord[] | Promise<MoveRecord[]> {
    const answers: (Answered | Promise<Answered>)[] = [];
    let waiting = false;
    for (const player of players) {
      let asked: Asked | Promise<Asked>;
      try {
        asked = this.attempt(player, this.game.legalActions(this.state, player), 0, []);
      } catch (error) {
        // A seat that fails at once ends the step: seats after it would not have been asked one after another.
        answers.push({ ok: false, error });
        break;
      }
      if (isThenable(asked)) {
        waiting = true;
        answers.push(
          asked.then(
            (move): Answered => ({ ok: true, move }),
            (error: unknown): Answered => ({ ok: false, error }),
          ),
        );
      } else {
        answers.push({ ok: true, move: asked });
      }
    }
    if (!waiting) return this.movesOf(answers.filter((answer): answer is Answered => !isThenable(answer)));
    return Promise.all(answers).then((settled) => this.movesOf(settled));
  }

  /** The moves of a step's answers in seat order; throws the first failure, and draws fallbacks in order. */
  private movesOf(answers: readonly Answered[]): MoveRecord[] {
    return answers.map((answer) => {
      if (!answer.ok) throw answer.error;
      const { move } = answer;
      return move instanceof FallbackDue ? this.fallback(move.player, move.legal, move.invalid) : move;
    });
  }

  /** Asks `player` for a move from attempt `first` on; stays synchronous while the agent answers synchronously. */
  private attempt(
    player: number,
    legal: readonly unknown[],
    first: number,
    invalid: InvalidAttempt[],
  ): Asked | Promise<Asked> {
    const agent = this.options.seats[player]?.agent;
    if (!agent) throw new MatchEnded({ status: 'error', scores: null, message: `no agent seated at seat ${player}` });
    for (let attempt = first; ; attempt++) {
      const { game, params } = this.options;
      const feedback = invalid.at(-1)?.error;
      const turn = new MatchTurn(game, this.state, params, player, this.steps.length, legal, attempt, feedback);
      let answer: Decision | Promise<Decision>;
      try {
        answer = agent.act(turn);
      } catch (error) {
        throw this.failure(agent, player, error);
      }
      if (isThenable(answer)) return this.settle(agent, answer, turn, legal, invalid);
      const move = this.consider(answer, turn, legal, invalid);
      if (move) return move;
    }
  }

  private async settle(
    agent: Agent,
    answer: Promise<Decision>,
    turn: MatchTurn<unknown, unknown>,
    legal: readonly unknown[],
    invalid: InvalidAttempt[],
  ): Promise<Asked> {
    let decision: Decision;
    try {
      decision = await withTimeLimit(answer, turn, this.options.timeLimitMs, this.options.signal);
    } catch (error) {
      if (!(error instanceof TimeLimitError)) throw this.failure(agent, turn.player, error);
      invalid.push({ error: error.message });
      return turn.attempt < this.policy.retries
        ? this.attempt(turn.player, legal, turn.attempt + 1, invalid)
        : new FallbackDue(turn.player, legal, invalid);
    }
    return this.consider(decision, turn, legal, invalid) ?? this.attempt(turn.player, legal, turn.attempt + 1, invalid);
  }

  /** The move for a decision, a fallback once the retries are spent, or undefined when the agent may try again. */
  private consider(
    decision: Decision,
    turn: Turn,
    legal: readonly unknown[],
    invalid: InvalidAttempt[],
  ): Asked | undefined {
    const checked = checkDecision(this.game, this.state, turn, decision, legal);
    if (checked.ok) {
      const move: Mutable<MoveRecord> = {
        player: turn.player,
        action: checked.action,
        text: this.game.text.action(checked.action),
      };
      if (decision.text !== undefined) move.raw = decision.text;
      if (decision.note !== undefined) move.note = decision.note;
      if (decision.log !== undefined) move.log = decision.log;
      if (decision.stderr !== undefined) move.stderr = decision.stderr;
      if (decision.selfScore !== undefined) move.selfScore = decision.selfScore;
      if (decision.usage !== undefined) move.usage = decision.usage;
      if (decision.exchanges !== undefined) move.exchanges = decision.exchanges;
      if (invalid.length) move.invalid = invalid;
      return move;
    }
    const attempt: Mutable<InvalidAttempt> = { error: checked.error };
    if (decision.text !== undefined) attempt.text = decision.text;
    if (decision.action !== undefined) attempt.action = decision.action;
    if (decision.usage !== undefined) attempt.usage = decision.usage;
    if (decision.exchanges !== undefined) attempt.exchanges = decision.exchanges;
    invalid.push(attempt);
    return turn.attempt >= this.policy.retries ? new FallbackDue(turn.player, legal, invalid) : undefined;
  }

  /** What an agent's failure ends the match with: a forfeit of the seat for a PlayerFault, `error` for a bug. */
  private failure(agent: Agent, player: number, error: unknown): Error {
    if (error instanceof MatchEnded || error instanceof InfraError) return error;
    if (error instanceof PlayerFault) {
      const { game, seats } = this.options;
      return new MatchEnded({
        status: 'forfeit',
        player,
        scores: forfeitOutcome(game, this.state, player, seats.length).scores,
        message: `seat ${player} forfeited: ${error.kind}: ${error.message}`,
        ...(error.stderr ? { stderr: error.stderr } : {}),
      });
    }
    return new MatchEnded({
      status: 'error',
      scores: null,
      message: `agent ${agent.name} failed: ${messageOf(error)}`,
    });
  }

  /** After the retries: a seeded random or the first legal action, or a forfeit that ends the match. */
  private fallback(player: number, legal: readonly unknown[], invalid: InvalidAttempt[]): MoveRecord {
    const { game, seed, seats } = this.options;
    if (this.policy.fallback === 'forfeit' || legal.length === 0) {
      const last = invalid.at(-1)?.error ?? 'invalid action';
      throw new MatchEnded({
        status: 'forfeit',
        player,
        scores: forfeitOutcome(game, this.state, player, seats.length).scores,
        message: `seat ${player} forfeited after ${invalid.length} invalid attempt(s): ${last}`,
        ...(invalid.length ? { attempts: invalid } : {}),
      });
    }
    let action: unknown = legal[0];
    if (this.policy.fallback === 'random') {
      this.fallbackRng ??= rngFromSeed(seed, 0xfa11);
      action = this.fallbackRng.pick(legal);
    } else if (this.policy.fallback === 'default' && game.defaultAction) {
      action = game.defaultAction(this.state, player);
    }
    return { player, action, text: game.text.action(action), invalid, fallback: true };
  }
}

/** A decision's action when it is legal now, or the reason it is not (the feedback of an invalid attempt). */
export type Checked = { readonly ok: true; readonly action: unknown } | { readonly ok: false; readonly error: string };

/**
 * Parses text decisions and checks the action against the legal list by identity, then its shape (`actionSchema`),
 * then the legal list structurally, then `actionError`; `action: null` is a malformed action, not a missing one.
 */
export function checkDecision(
  game: Game,
  state: unknown,
  turn: Pick<Turn, 'player' | 'observation'>,
  decision: Decision,
  legal: readonly unknown[],
): Checked {
  if (decision.invalid !== undefined) return { ok: false, error: decision.invalid };
  let action = decision.action;
  if (action === undefined) {
    if (decision.text === undefined) return { ok: false, error: 'the agent gave neither an action nor text' };
    const parsed = game.text.parseAction(decision.text, turn.observation, turn.player);
    if (!parsed.ok) return parsed;
    action = parsed.action;
  }
  if (legal.includes(action)) return { ok: true, action };
  const malformed = actionShapeError(game, action);
  if (malformed !== null) return { ok: false, error: malformed };
  const match = legal.find((candidate) => jsonEqual(candidate, action));
  if (match !== undefined) return { ok: true, action: match };
  if (game.actionError) {
    const error = game.actionError(state, turn.player, action);
    return error === null
      ? { ok: true, action }
      : { ok: false, error: `'${game.text.action(action)}' is not legal now: ${error}` };
  }
  const shown = legal.slice(0, 20).map((candidate) => game.text.action(candidate));
  const more = legal.length > 20 ? ` (and ${legal.length - 20} more)` : '';
  return {
    ok: false,
    error: `'${game.text.action(action)}' is not a legal action now; legal actions: ${shown.join(' | ')}${more}`,
  };
}

class TimeLimitError extends Error {}

async function withTimeLimit<T>(
  answer: Promise<T>,
  turn: MatchTurn<unknown, unknown>,
  limitMs: number | undefined,
  signal: AbortSignal | undefined,
): Promise<T> {
  if (limitMs === undefined && !signal) return answer;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const limits = new Promise<never>((_, reject) => {
    if (limitMs !== undefined) {
      timer = setTimeout(() => {
        const message = `no decision within the time limit of ${limitMs} ms`;
        turn.abort(message);
        reject(new TimeLimitError(message));
      }, limitMs);
    }
    if (signal) {
      onAbort = () => {
        turn.abort('interrupted');
        reject(new MatchEnded({ status: 'infra', scores: null, message: 'interrupted' }));
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  try {
    return await Promise.race([answer, limits]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
