// The matches people play from the viewer's play page: each session is one match with a human seat (`human?name=…`)
// against built-in agents; a finished match is committed to the store in the run `human-play`, so human baselines sit
// beside agents in reports. A session abandoned unfinished (the viewer stops) stores nothing.
import { randomBytes } from 'node:crypto';
import { createAgent, validateAgentSpec } from '../agents/registry.js';
import { codeVersion } from '../core/code-version.js';
import type { Params, ParamValue } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { textLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import { playMatch } from '../core/play-match.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { jobGame, jobMatchId } from '../runner/match-job.js';
import { humanPlayRun, humanSeat } from '../runs/human-play.js';
import type { Store } from '../store/store.js';
import { HumanSeat } from './human-seat.js';
import type { PlayStartRequest, PlayState } from './viewer-api.js';

/** The most legal actions a state lists (the page offers free text for the rest). */
const listedActions = 500;
/** A match nobody acted in for this long is abandoned (ended, not stored). */
const idleMs = 60 * 60 * 1000;
/** Sessions kept for the page to read back; the oldest finished ones go first past this. */
const keptSessions = 100;
/** Agent kinds a person may play against: built-in agents only (no model calls, no programs from a web page). */
const remoteKinds = /^(llm|program|shell)[:]/;

interface Session {
  readonly id: string;
  readonly module: GameModule;
  readonly params: Params;
  readonly seed: number;
  readonly seat: number;
  readonly seats: readonly string[];
  readonly human: HumanSeat;
  readonly abort: AbortController;
  /** Abandons the match when it fires; restarted by every action. */
  idle?: NodeJS.Timeout;
  /** Settles when the match has ended and its record is stored (or the match failed). */
  done?: Promise<void>;
  /** Set when the match ended and its record was stored (or refused, with `error`). */
  record?: MatchRecord;
  error?: string;
  /** Why the last action was rejected, until the person acts again. */
  feedback?: string;
}

/** Starts, advances and stores human matches; `store` is opened for writing only when the first one starts. */
export class HumanSessions {
  private readonly sessions = new Map<string, Session>();
  private store: Store | undefined;

  constructor(private readonly openStore: () => Store) {}

  /** Starts a match for a person; UsageError for a bad request (unknown game, seat count, opponent, name). */
  async start(request: PlayStartRequest): Promise<PlayState> {
    const module = findGame(request.game);
    const { game } = module;
    const name = playerName(request.name);
    const overrides: Record<string, ParamValue> = { ...request.params };
    const params = resolveParams(game, request.preset, overrides);
    const opponents = request.opponents ?? [];
    const players = opponents.length + 1;
    if (!game.playerCounts.includes(players)) {
      throw new UsageError(
        `${game.id} is played by ${game.playerCounts.join(' or ')} seat(s); give ${game.playerCounts.map((n) => n - 1).join(' or ')} opponent(s), not ${opponents.length}`,
      );
    }
    for (const spec of opponents) {
      if (remoteKinds.test(spec)) throw new UsageError(`the play page seats only built-in opponents, not '${spec}'`);
      validateAgentSpec(module, spec);
    }
    const seat = request.seat ?? 0;
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
      throw new UsageError(`seat must be 0 to ${players - 1}, got ${seat}`);
    }
    const seed = request.seed ?? randomBytes(4).readUInt32BE(0);
    if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw new UsageError(`seed must be 0 to 2^32 - 1`);
    const humanSpec = humanSeat(name);
    const seats = [...opponents.slice(0, seat), humanSpec, ...opponents.slice(seat)];
    const store = this.writer();
    const matchId = jobMatchId({ ...jobGame(module), params, seats, seed });
    if (store.hasMatch(matchId)) {
      throw new UsageError(
        `${name} has already played ${game.id} with seed ${seed} and these settings; pick another seed`,
      );
    }
    const human = new HumanSeat(`${name} (human)`);
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      module,
      params,
      seed,
      seat,
      seats,
      human,
      abort: new AbortController(),
    };
    this.sessions.set(session.id, session);
    this.forgetOldSessions();
    this.keepAlive(session);
    session.done = playMatch({
      game,
      params,
      seed,
      seats: seats.map((spec, index) => ({
        spec,
        agent: index === seat ? human : createAgent(module, spec, { params, seed, seat: index, players }),
      })),
      // A person may try as often as they like; the game's own rule still decides what an invalid action costs.
      invalid: { retries: 1_000_000, fallback: 'forfeit' },
      invalidIsIdentity: false,
      signal: session.abort.signal,
    }).then(
      (record) => this.finish(session, record),
      (error: unknown) => {
        session.error = `the match failed: ${error instanceof Error ? error.message : String(error)}`;
        human.close();
      },
    );
    await this.settled(session);
    return this.state(session);
  }

  /** Plays the person's action (its text) and answers once the next decision or the end has come. */
  async act(id: string, text: string): Promise<PlayState> {
    const session = this.session(id);
    const turn = session.human.turn;
    if (!turn) throw new UsageError('the match is over: start a new one');
    const changed = session.human.changed();
    this.keepAlive(session);
    session.human.answer(text);
    await Promise.race([changed, session.done]);
    await this.settled(session);
    const next = session.human.turn;
    session.feedback = next && next.step === turn.step && next.attempt > turn.attempt ? next.feedback : undefined;
    return this.state(session);
  }

  /** Gives the match up at the person's pending decision. */
  async quit(id: string): Promise<PlayState> {
    const session = this.session(id);
    if (!session.human.quit()) throw new UsageError('the match is over: start a new one');
    await session.done;
    return this.state(session);
  }

  /** The session's current state. */
  get(id: string): PlayState {
    return this.state(this.session(id));
  }

  /** Ends every unfinished match without storing it, and closes the writer. */
  close(): void {
    for (const session of this.sessions.values()) {
      clearTimeout(session.idle);
      if (!session.record) session.abort.abort();
    }
    this.sessions.clear();
    this.store?.close();
    this.store = undefined;
  }

  /** Restarts the session's idle timer; a match left alone for `idleMs` is abandoned. */
  private keepAlive(session: Session): void {
    clearTimeout(session.idle);
    session.idle = setTimeout(() => session.abort.abort(), idleMs);
    session.idle.unref();
  }

  /** Drops the oldest finished sessions past `keptSessions` (their matches are in the store). */
  private forgetOldSessions(): void {
    for (const [id, session] of this.sessions) {
      if (this.sessions.size <= keptSessions) return;
      if (session.record || session.error) this.sessions.delete(id);
    }
  }

  private writer(): Store {
    if (!this.store) {
      this.store = this.openStore();
      this.store.startRun({ id: humanPlayRun, kind: 'human', spec: { page: 'play' }, codeVersion: codeVersion() });
      // A container of whole matches, never running: each match is stored only once it has ended.
      this.store.finishRun(humanPlayRun, 'finished');
    }
    return this.store;
  }

  private finish(session: Session, record: MatchRecord): void {
    clearTimeout(session.idle);
    try {
      if (record.end.status !== 'infra') {
        const player = record.seats[session.seat]?.name ?? 'human';
        this.writer().commitMatch(record, { runId: humanPlayRun, label: textLabel(`played by ${player}`) });
      }
      session.record = record;
    } catch (error) {
      session.error = `the match could not be stored: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  private session(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw new UsageError('no such play session (it may have ended when the viewer restarted)');
    return session;
  }

  /** Resolves once the person is asked for a decision or the match is over. */
  private async settled(session: Session): Promise<void> {
    while (!session.human.turn && !session.record && !session.error) {
      await Promise.race([session.human.changed(), session.done]);
    }
  }

  private state(session: Session): PlayState {
    const { game } = session.module;
    const turn = session.human.turn;
    const players = session.seats.length;
    const base = {
      id: session.id,
      game: game.id,
      seed: session.seed,
      seat: session.seat,
      seats: session.seats,
      rules: game.text.rules(session.params, session.seat, players),
    };
    if (turn) {
      return {
        ...base,
        over: false,
        step: turn.step,
        observation: game.text.observation(turn.observation, session.seat),
        legal: turn.legalActions.slice(0, listedActions).map((action) => game.text.action(action)),
        legalTotal: turn.legalActions.length,
        ...(turn.scores ? { scores: turn.scores } : {}),
        ...(session.feedback ? { feedback: session.feedback } : {}),
      };
    }
    const record = session.record;
    return {
      ...base,
      over: true,
      ...(record
        ? {
            result: {
              status: record.end.status,
              scores: record.end.scores,
              ...(record.end.message ? { message: record.end.message } : {}),
            },
            matchId: record.id,
          }
        : {}),
      ...(session.error ? { error: session.error } : {}),
    };
  }
}

/** A player's name as the seat spec carries it: 1–32 letters, digits, `_`, `-` or `.`. */
function playerName(name: unknown): string {
  if (typeof name !== 'string' || !/^[\p{L}\p{N}_.-]{1,32}$/u.test(name)) {
    throw new UsageError('name must be 1 to 32 letters, digits, _, - or . (no spaces)');
  }
  return name;
}
